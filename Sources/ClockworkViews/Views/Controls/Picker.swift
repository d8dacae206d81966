@_spi(Machinery) import ClockworkCore

/// A control for selecting from a set of mutually exclusive values.
///
/// The options are the views `content` builds, each standing for the value of its `.tag`
/// (or, in a `ForEach`, its id). `.pickerStyle(_:)` lays them out as a menu (the chosen
/// option after the label), a segmented row, an inline column, a wheel or a navigation
/// row; in points each as iOS draws it (`PickerPointLook`, and for the segmented
/// control a 32-point track as wide as offered, the label not shown), on a terminal a
/// wheel inline and a navigation row as a menu. The input socket's
/// `select` (by an option's text or its tag), `tap` on an option's text, a pointer on an
/// option, `TestHost`, and the arrow keys while it has focus choose an option.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// Creates a picker that displays a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// Creates a picker with a label view given as a value (SwiftUI's earlier form).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }

    @MainActor package func makeContent() -> NodeContent { PickerContent(self) }
}

extension Picker: View, BuiltinView {}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }

    /// Creates a picker that generates its label from a localized string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }
}

/// The label is child 0; the options are the layout items of child 1.
@MainActor
private final class PickerContent<Label: View, SelectionValue: Hashable, Content: View>:
    TypedContent<Picker<Label, SelectionValue, Content>>, OptionPicker {
    private var selected: AnyHashable?
    private var presentation = PickerPresentation.menu
    private var tint = Color.accentColor.paintStyle
    /// The options as of the last update.
    private var options: [TaggedOption] = []
    /// Where the menu mark is drawn (menu presentation).
    private var markFrame = Rect.zero
    /// The graph's cell as of the last layout (`LayoutMetrics/cell`).
    private var cell = LayoutMetrics.cells.cell
    private var labelHidden = false
    /// In points, a segmented picker's track and its segments, as of the last layout.
    private var track = Rect(x: 0, y: 0, width: 0, height: 0)
    private var segments: [Rect] = []
    /// Whether the picker is drawn as iOS's segmented control (segmented, laid out in points).
    private var isPointSegmented = false
    /// In points, iOS's look of the other presentations.
    private var pointLook: PickerPointLook?
    /// Whether the picker is a list's row, as of the last update.
    private var isInListRow = false
    /// Closes the menu the picker is in once an option is chosen.
    private var dismissAfterChoice: DismissAction?

    override func update(_ node: ViewNode) {
        dismissAfterChoice = node.environment.dismissAfterAction
        let binding = view.selection
        (selected, presentation, tint, labelHidden) = node.graph.observeReads(of: node) {
            (AnyHashable(binding.wrappedValue), node.trackedEnvironment(\.pickerPresentation), node.trackedEnvironment(\.tintOrAccent),
             node.trackedEnvironment(\.hidesControlLabels))
        }
        isInListRow = node.environment.isInListRow
        node.reconcileChild(at: 0, with: view.label)
        node.reconcileChild(at: 1, with: view.content)
        options = TaggedOption.options(inChild: 1, of: node)
    }

    /// iOS's look of the presentation in force, when laid out in points and not segmented.
    private func lookInPoints(_ metrics: LayoutMetrics) -> PickerPointLook? {
        guard metrics.measuresPoints else { return nil }
        let form: PickerPointLook.Form
        switch presentation {
        case .segmented: return nil
        case .menu: form = .menu
        case .navigationLink: form = .navigationLink
        case .inline: form = .inline
        case .wheel: form = .wheel
        }
        return PickerPointLook(form: form, isInListRow: isInListRow, labelHidden: labelHidden)
    }

    private var selectedIndex: Int? { options.firstIndex { $0.tag == selected } }

    /// Whether a terminal draws the picker as a menu (a navigation row is one there; a
    /// wheel is inline).
    private var isMenuInCells: Bool { presentation == .menu || presentation == .navigationLink }

    override var render: RenderRole {
        .element(kind: "Picker", attributes: ["selection=\(selectedIndex.map { options[$0].tagDescription } ?? "none")"])
    }

    override var accessibilityTraits: AccessibilityTraits? { [] }
    override var accessibilityValue: String? { selectedIndex.map { options[$0].tagDescription } }
    override var accessibilityLabelChildren: Int? { 1 }

    // MARK: Layout

    /// iOS's segmented control in points: a 32-point track, segments of one width filling
    /// it, each option centred in its own, the label not shown.
    private static var pointTrackHeight: Double { 32 }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        cell = node.graph.layoutMetrics.cell
        let (cw, ch) = (cell.width, cell.height)
        let label = node.children[0]
        isPointSegmented = presentation == .segmented && node.graph.layoutMetrics.measuresPoints
        if isPointSegmented {
            let widest = options.map { $0.node.sizeThatFits(.unspecified).width }.max() ?? 0
            let natural = Double(options.count) * (widest + 24)
            return Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? natural, height: Self.pointTrackHeight)
        }
        if let look = lookInPoints(node.graph.layoutMetrics) {
            return look.sizeThatFits(proposal, label: label, options: options, selected: selectedIndex)
        }
        switch presentation {
        case .menu, .navigationLink:
            return menuRow().row.sizeThatFits(proposal, label: label)
        case .segmented:
            return segmentedRow().row.sizeThatFits(proposal, label: label)
        case .inline, .wheel:
            let labelSize = labelHidden ? .zero : label.sizeThatFits(proposal)
            var size = Size(width: labelSize.width, height: labelSize.height)
            for option in options {
                let optionSize = option.node.sizeThatFits(ProposedSize(width: proposal.width.map { max($0 - 2 * cw, 0) }, height: nil))
                size.width = max(size.width, optionSize.width + 2 * cw)
                size.height += max(optionSize.height, ch)
            }
            return size
        }
    }

    override func place(in bounds: Rect, node: ViewNode) {
        cell = node.graph.layoutMetrics.cell
        let (cw, ch) = (cell.width, cell.height)
        let label = node.children[0]
        isPointSegmented = presentation == .segmented && node.graph.layoutMetrics.measuresPoints
        pointLook = lookInPoints(node.graph.layoutMetrics)
        if isPointSegmented {
            label.place(in: Rect(x: bounds.minX, y: bounds.minY, width: 0, height: 0))
            track = Rect(x: bounds.minX, y: bounds.minY + ((bounds.size.height - Self.pointTrackHeight) / 2).rounded(),
                         width: bounds.size.width, height: Self.pointTrackHeight)
            let width = (track.size.width - 4) / Double(max(options.count, 1))
            segments = options.indices.map { Rect(x: track.minX + 2 + Double($0) * width, y: track.minY + 2, width: width, height: track.size.height - 4) }
            for (option, segment) in zip(options, segments) {
                let size = option.node.sizeThatFits(ProposedSize(width: segment.size.width - 8, height: nil))
                option.node.place(in: Rect(x: segment.minX + ((segment.size.width - size.width) / 2).rounded(),
                                           y: segment.minY + ((segment.size.height - size.height) / 2).rounded(), width: size.width, height: size.height))
            }
            return
        }
        if pointLook != nil {
            pointLook?.place(in: bounds, label: label, options: options, selected: selectedIndex)
            return
        }
        switch presentation {
        case .menu, .navigationLink:
            let (chosen, row) = menuRow()
            let accessory = row.place(in: bounds, label: label)
            let width = min(chosen.width, max(accessory.size.width - 2 * cw, 0))
            // The chosen option in its place; the others, which are not drawn, in none.
            let index = selectedIndex
            for (offset, option) in options.enumerated() {
                option.node.place(in: Rect(x: accessory.minX, y: accessory.minY, width: offset == index ? width : 0, height: offset == index ? ch : 0))
            }
            markFrame = Rect(x: accessory.minX + width + cw, y: accessory.minY, width: cw, height: ch)
        case .segmented:
            let (widths, row) = segmentedRow()
            var x = row.place(in: bounds, label: label).minX
            for (option, width) in zip(options, widths) {
                option.node.place(in: Rect(x: x + cw, y: bounds.minY, width: width - 2 * cw, height: ch))
                x += width + cw
            }
        case .inline, .wheel:
            let labelSize = labelHidden ? .zero : label.sizeThatFits(ProposedSize(bounds.size))
            label.place(in: Rect(x: bounds.minX, y: bounds.minY, width: labelSize.width, height: labelSize.height))
            var y = bounds.minY + labelSize.height
            for option in options {
                let size = option.node.sizeThatFits(ProposedSize(width: max(bounds.size.width - 2 * cw, 0), height: nil))
                option.node.place(in: Rect(x: bounds.minX + 2 * cw, y: y, width: size.width, height: max(size.height, ch)))
                y += max(size.height, ch)
            }
        }
    }

    /// The menu's row: the label, then the chosen option's size (a cell high with none
    /// chosen) and room for the mark.
    private func menuRow() -> (chosen: Size, row: ControlRow) {
        let chosen = selectedIndex.map { options[$0].node.sizeThatFits(.unspecified) } ?? Size(width: 0, height: cell.height)
        let row = ControlRow(idealAccessoryWidth: chosen.width + 2 * cell.width, minimumAccessoryWidth: 2 * cell.width,
                             fillsWidth: false, cell: cell, labelHidden: labelHidden)
        return (chosen, row)
    }

    /// The segmented row: the label, then each option padded by a cell each side, a cell apart.
    private func segmentedRow() -> (widths: [Double], row: ControlRow) {
        let widths = options.map { $0.node.sizeThatFits(.unspecified).width + 2 * cell.width }
        let total = widths.reduce(0, +) + Double(max(widths.count - 1, 0)) * cell.width
        return (widths, ControlRow(idealAccessoryWidth: total, minimumAccessoryWidth: total, fillsWidth: false, cell: cell,
                                   labelHidden: labelHidden))
    }

    // MARK: Drawing

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        if isPointSegmented { return appendPointSegments(node: node, paint: paint, to: &items) }
        if let pointLook {
            return pointLook.append(node: node, options: options, selected: selectedIndex, tint: tint, paint: paint, to: &items)
        }
        if labelHidden {
            node.children[0].skipDisplayItems(at: items.position)
        } else {
            node.children[0].appendDisplayItems(paint: paint, to: &items)
        }
        let selectedIndex = selectedIndex
        let start = items.position
        node.children[1].skipDisplayItems(at: start)
        for (index, option) in options.enumerated() {
            let isSelected = index == selectedIndex
            switch presentation {
            case .menu, .navigationLink:
                guard isSelected else { continue }
                option.node.appendDisplayItems(paint: paint, to: &items)
            case .segmented:
                if isSelected {
                    var fill = paint.item(.shape(.rectangle, .fill(tint, eoFill: false)), in: row(of: option.node))
                    fill.opacity *= 0.5
                    items.append(fill)
                }
                option.node.appendDisplayItems(paint: paint, to: &items)
            case .inline, .wheel:
                if isSelected {
                    let frame = option.node.frame
                    var mark = paint.item(.symbol("checkmark"), in: Rect(x: frame.minX - 2 * cell.width, y: frame.minY,
                                                                         width: cell.width, height: cell.height))
                    mark.foreground = tint
                    items.append(mark)
                }
                option.node.appendDisplayItems(paint: paint, to: &items)
            }
        }
        if isMenuInCells {
            items.append(paint.item(.symbol("chevron.up.chevron.down"), in: markFrame))
        }
    }

    /// iOS's segmented control: the track in the tertiary fill with corners of 9 points,
    /// the chosen segment raised on it in the background's color, the options over them.
    private func appendPointSegments(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        node.children[0].skipDisplayItems(at: items.position)
        node.children[1].skipDisplayItems(at: items.position)
        items.append(paint.item(.shape(.roundedRectangle(cornerWidth: 9, cornerHeight: 9, style: .continuous),
                                       .fill(Color(uiColor: .tertiarySystemFill).paintStyle, eoFill: false)), in: track))
        if let index = selectedIndex, index < segments.count {
            items.append(paint.item(.shape(.roundedRectangle(cornerWidth: 7, cornerHeight: 7, style: .continuous),
                                           .fill(Color(white: 0, opacity: 0.06).paintStyle, eoFill: false)),
                                    in: Rect(x: segments[index].minX - 0.5, y: segments[index].minY - 0.5,
                                             width: segments[index].size.width + 1, height: segments[index].size.height + 1)))
            items.append(paint.item(.shape(.roundedRectangle(cornerWidth: 7, cornerHeight: 7, style: .continuous),
                                           .fill(Color(uiColor: .tertiarySystemBackground).paintStyle, eoFill: false)), in: segments[index]))
        }
        for option in options { option.node.appendDisplayItems(paint: paint, to: &items) }
    }

    // MARK: Input

    func perform(_ input: ControlInput) throws(ControlInputError) {
        guard !options.isEmpty else { throw .noSuchOption("", options: []) }
        let current = selectedIndex
        let index: Int
        switch input {
        case .activate, .increment: index = current.map { ($0 + 1) % options.count } ?? 0
        case .decrement: index = current.map { ($0 + options.count - 1) % options.count } ?? options.count - 1
        case .select(let text):
            guard let found = options.firstIndex(where: { $0.text == text }) ?? options.firstIndex(where: { $0.isNamed(text) }) else {
                throw .noSuchOption(text, options: options.map(\.text))
            }
            index = found
        case .toggle, .setOn, .setText, .setValue, .scroll: throw .unsupported(input, control: "Picker")
        }
        guard let value = options[index].tag.base as? SelectionValue else {
            throw .unsupported(input, control: "Picker whose option \(quoted(options[index].text)) is tagged with another type than its selection")
        }
        view.selection.wrappedValue = value
        dismissAfterChoice?()
    }

    /// A click on a shown option chooses it; elsewhere (a menu) it moves to the next option.
    func input(at point: Point) -> ControlInput {
        if let pointLook {
            return pointLook.option(at: point).map { .select(options[$0].text) } ?? .activate
        }
        guard !isMenuInCells, let option = options.first(where: { row(of: $0.node).contains(point) }) else {
            return .activate
        }
        return .select(option.text)
    }

    /// Where a click picks an option: its segment (a cell either side of its label), or
    /// its whole row inline (from the check mark's cell).
    private func row(of node: ViewNode) -> Rect {
        if isPointSegmented, let index = options.firstIndex(where: { $0.node === node }), index < segments.count { return segments[index] }
        let frame = node.frame
        return presentation == .segmented
            ? Rect(x: frame.minX - cell.width, y: frame.minY, width: frame.size.width + 2 * cell.width, height: frame.size.height)
            : Rect(x: frame.minX - 2 * cell.width, y: frame.minY, width: frame.size.width + 2 * cell.width, height: frame.size.height)
    }

    func selection(showing text: String) -> ControlInput? {
        options.contains { $0.text == text } ? .select(text) : nil
    }
}
