@_spi(Machinery) import ClockworkCore

/// iOS's menu, navigation-link, inline and wheel pickers in points (the segmented control
/// is ``Picker``'s own): where the label, the options and the marks go, and what is drawn.
///
/// - A menu in a list's row: the label at the leading edge, the chosen option and
///   `chevron.up.chevron.down` at the trailing edge in the secondary label color; alone,
///   the chosen option and its mark in the tint, the label not shown.
/// - A navigation link: the label, the chosen option in the secondary label color and
///   the disclosure chevron at the trailing edge, as a navigation row.
/// - Inline: each option a 44-point row (in a list's row, the picker's rows are the
///   list's: the first one takes the row's 11 points above and the last the 11 below), a
///   hairline between them, the chosen one checked in the tint at the trailing edge.
/// - A wheel: 216 points tall, the chosen option centred on a rounded band, up to three
///   options above and below it 32 points apart, fading with their distance.
@MainActor
struct PickerPointLook {
    enum Form: Equatable {
        case menu, navigationLink, inline, wheel
    }

    let form: Form
    /// Whether the picker is a list's row (a form's).
    let isInListRow: Bool
    let labelHidden: Bool
    /// Where each option's row is (inline, wheel), and the mark's (a menu, a navigation
    /// row), as of the last placing.
    private(set) var rows: [Rect] = []
    private(set) var mark = Rect.zero
    private var band = Rect.zero

    init(form: Form, isInListRow: Bool, labelHidden: Bool) {
        self.form = form
        self.isInListRow = isInListRow
        self.labelHidden = labelHidden
    }

    static var rowHeight: Double { 44 }
    /// A list row's room above and below its content (``RowMetrics``).
    static var rowRoom: Double { 11 }
    static var wheelHeight: Double { 216 }
    static var wheelRow: Double { 32 }
    /// The menu's up-and-down chevrons and the navigation chevron, and the gap before them.
    static var menuMark: Size { Size(width: 12, height: 17) }
    static var linkMark: Size { Size(width: 9, height: 14) }
    static var markGap: Double { 6 }

    /// Whether the label is drawn: a menu alone, an inline picker and a wheel show none.
    var showsLabel: Bool {
        guard !labelHidden else { return false }
        switch form {
        case .menu: return isInListRow
        case .navigationLink: return true
        case .inline, .wheel: return false
        }
    }

    private var markSize: Size { form == .navigationLink ? Self.linkMark : Self.menuMark }

    func sizeThatFits(_ proposal: ProposedSize, label: ViewNode, options: [TaggedOption], selected: Int?) -> Size {
        let offered = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        switch form {
        case .menu, .navigationLink:
            let chosen = selected.map { options[$0].node.sizeThatFits(.unspecified) } ?? .zero
            let accessory = chosen.width + Self.markGap + markSize.width
            let labelSize = showsLabel ? label.sizeThatFits(ProposedSize(width: offered.map { max($0 - accessory - 16, 0) }, height: nil)) : .zero
            let natural = labelSize.width + (showsLabel ? 16 : 0) + accessory
            return Size(width: showsLabel ? max(offered ?? natural, natural) : natural,
                        height: max(labelSize.height, chosen.height, markSize.height))
        case .inline:
            let widest = options.map { $0.node.sizeThatFits(.unspecified).width }.max() ?? 0
            let height = Double(options.count) * Self.rowHeight - (isInListRow ? 2 * Self.rowRoom : 0)
            return Size(width: offered ?? widest + 32, height: max(height, 0))
        case .wheel:
            let widest = options.map { $0.node.sizeThatFits(.unspecified).width }.max() ?? 0
            return Size(width: offered ?? widest + 64, height: Self.wheelHeight)
        }
    }

    mutating func place(in bounds: Rect, label: ViewNode, options: [TaggedOption], selected: Int?) {
        rows = []
        switch form {
        case .menu, .navigationLink:
            let chosen = selected.map { options[$0].node.sizeThatFits(.unspecified) } ?? .zero
            let markSize = markSize
            mark = Rect(x: bounds.maxX - markSize.width, y: bounds.minY + ((bounds.size.height - markSize.height) / 2).rounded(),
                        width: markSize.width, height: markSize.height)
            let box = Rect(x: mark.minX - Self.markGap - chosen.width, y: bounds.minY + ((bounds.size.height - chosen.height) / 2).rounded(),
                           width: chosen.width, height: chosen.height)
            if showsLabel {
                let width = max(box.minX - 16 - bounds.minX, 0)
                let size = label.sizeThatFits(ProposedSize(width: width, height: nil))
                label.place(in: Rect(x: bounds.minX, y: bounds.minY + ((bounds.size.height - size.height) / 2).rounded(), width: width, height: size.height))
            } else {
                label.place(in: Rect(x: bounds.minX, y: bounds.minY, width: 0, height: 0))
            }
            for (index, option) in options.enumerated() {
                option.node.place(in: index == selected ? box : Rect(x: box.minX, y: box.minY, width: 0, height: 0))
            }
        case .inline:
            label.place(in: Rect(x: bounds.minX, y: bounds.minY, width: 0, height: 0))
            var top = bounds.minY - (isInListRow ? Self.rowRoom : 0)
            for option in options {
                let row = Rect(x: bounds.minX, y: top, width: bounds.size.width, height: Self.rowHeight)
                let size = option.node.sizeThatFits(ProposedSize(width: max(row.size.width - 32, 0), height: nil))
                option.node.place(in: Rect(x: row.minX, y: row.minY + ((row.size.height - size.height) / 2).rounded(), width: size.width, height: size.height))
                rows.append(row)
                top += Self.rowHeight
            }
        case .wheel:
            label.place(in: Rect(x: bounds.minX, y: bounds.minY, width: 0, height: 0))
            let centre = bounds.minY + bounds.size.height / 2
            band = Rect(x: bounds.minX + 8, y: centre - Self.wheelRow / 2 - 1, width: max(bounds.size.width - 16, 0), height: Self.wheelRow + 2)
            let chosen = selected ?? 0
            for (index, option) in options.enumerated() {
                let row = Rect(x: bounds.minX, y: centre - Self.wheelRow / 2 + Double(index - chosen) * Self.wheelRow,
                               width: bounds.size.width, height: Self.wheelRow)
                let size = option.node.sizeThatFits(ProposedSize(width: row.size.width, height: nil))
                let shown = abs(index - chosen) <= 3
                option.node.place(in: shown ? Rect(x: row.minX + ((row.size.width - size.width) / 2).rounded(),
                                                   y: row.minY + ((row.size.height - size.height) / 2).rounded(), width: size.width, height: size.height)
                                            : Rect(x: row.minX, y: row.minY, width: 0, height: 0))
                rows.append(row)
            }
        }
    }

    /// Draws the label, the options and the marks.
    func append(node: ViewNode, options: [TaggedOption], selected: Int?, tint: PaintStyle, paint: Paint, to items: inout DisplayListBuilder) {
        if showsLabel {
            node.children[0].appendDisplayItems(paint: paint, to: &items)
        } else {
            node.children[0].skipDisplayItems(at: items.position)
        }
        node.children[1].skipDisplayItems(at: items.position)
        switch form {
        case .menu, .navigationLink:
            var value = paint
            value.foreground = isInListRow || form == .navigationLink ? Color(uiColor: .secondaryLabel).paintStyle : tint
            if let selected { options[selected].node.appendDisplayItems(paint: value, to: &items) }
            var chevron = paint.item(.symbol(form == .menu ? "chevron.up.chevron.down" : "chevron.right"), in: mark)
            chevron.foreground = form == .menu ? value.foreground : Color(uiColor: .tertiaryLabel).paintStyle
            chevron.font = Font.body.weight(.semibold)
            items.append(chevron)
        case .inline:
            let hairline = Self.hairline(node.graph)
            for (index, option) in options.enumerated() {
                option.node.appendDisplayItems(paint: paint, to: &items)
                let row = rows[index]
                if index == selected {
                    var check = paint.item(.symbol("checkmark"), in: Rect(x: row.maxX - 17, y: row.minY + (row.size.height - 17) / 2, width: 17, height: 17))
                    check.foreground = tint
                    check.font = Font.body.weight(.semibold)
                    items.append(check)
                }
                if index < options.count - 1 {
                    var line = paint.item(.shape(.rectangle, .fill(Color(uiColor: .separator).paintStyle, eoFill: false)),
                                          in: Rect(x: row.minX, y: row.maxY - hairline, width: row.size.width + 16, height: hairline))
                    line.foreground = nil
                    items.append(line)
                }
            }
        case .wheel:
            var clipped = paint
            clipped.clips.append(Clip(outline: .rectangle, frame: node.frame, transform: paint.transform))
            var backdrop = clipped.item(.shape(.roundedRectangle(cornerWidth: 8, cornerHeight: 8, style: .continuous),
                                               .fill(Color(uiColor: .tertiarySystemFill).paintStyle, eoFill: false)), in: band)
            backdrop.foreground = nil
            items.append(backdrop)
            let chosen = selected ?? 0
            for (index, option) in options.enumerated() {
                let distance = abs(index - chosen)
                guard distance <= 3 else { continue }
                var faded = clipped
                faded.opacity *= [1, 0.55, 0.35, 0.2][distance]
                option.node.appendDisplayItems(paint: faded, to: &items)
            }
        }
    }

    /// The option whose row holds `point` (inline and wheel pickers).
    func option(at point: Point) -> Int? {
        guard form == .inline || form == .wheel else { return nil }
        return rows.firstIndex { $0.contains(point) }
    }

    /// One pixel of the screen, in points.
    private static func hairline(_ graph: ViewGraph) -> Double {
        if case .pixels(let pixel) = graph.layoutMetrics.medium { return pixel.height }
        return 0.5
    }
}
