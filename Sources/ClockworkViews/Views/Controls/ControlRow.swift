@_spi(Machinery) import ClockworkCore

/// How a control lays out on one line: its label first, then what the control draws
/// itself (a slider's track, a stepper's buttons, a picker's choice), as a control sits
/// in a form row. A control with an empty label is its accessory alone.
struct ControlRow {
    /// The accessory's width when the control is offered no width.
    let idealAccessoryWidth: Double
    /// The least width of the accessory.
    let minimumAccessoryWidth: Double
    /// Whether the control takes all the width offered (a slider, a stepper), its accessory
    /// growing into it; otherwise the accessory keeps its ideal width.
    let fillsWidth: Bool
    /// The graph's cell (`LayoutMetrics/cell`): a cell between the label and the
    /// accessory, and the accessory a cell high.
    let cell: Size
    /// Whether the label is left out (`labelsHidden()`): the accessory alone.
    var labelHidden = false

    /// The space between the label and the accessory.
    var gap: Double { cell.width }

    /// The label's size when the control is offered `proposal`: what is left beside the
    /// accessory's least width.
    @MainActor func labelSize(_ proposal: ProposedSize, label: ViewNode) -> Size {
        guard !labelHidden else { return .zero }
        return label.sizeThatFits(ProposedSize(width: proposal.width.map { max($0 - minimumAccessoryWidth - gap, 0) },
                                        height: proposal.height))
    }

    @MainActor func sizeThatFits(_ proposal: ProposedSize, label: ViewNode) -> Size {
        let labelSize = labelSize(proposal, label: label)
        let space = labelSize.width > 0 ? gap : 0
        let natural = labelSize.width + space + idealAccessoryWidth
        let width = fillsWidth ? max(proposal.width ?? natural, labelSize.width + space + minimumAccessoryWidth) : natural
        return Size(width: width, height: max(labelSize.height, cell.height))
    }

    /// Places the label at the leading edge of `bounds`, centred on the row's height where
    /// it is shorter (a line beside iOS's 32-point stepper), and returns the accessory's
    /// frame: a cell high, the rest of the width.
    @MainActor func place(in bounds: Rect, label: ViewNode) -> Rect {
        let labelSize = labelSize(ProposedSize(bounds.size), label: label)
        let top = bounds.minY + max(((min(bounds.size.height, cell.height) - labelSize.height) / 2).rounded(.down), 0)
        label.place(in: Rect(x: bounds.minX, y: top, width: labelSize.width, height: labelSize.height))
        let start = labelSize.width > 0 ? labelSize.width + gap : 0
        let width = fillsWidth ? max(bounds.size.width - start, 0) : min(idealAccessoryWidth, max(bounds.size.width - start, 0))
        return Rect(x: bounds.minX + start, y: bounds.minY + ((bounds.size.height - cell.height) / 2).rounded(.down), width: width, height: cell.height)
    }
}
