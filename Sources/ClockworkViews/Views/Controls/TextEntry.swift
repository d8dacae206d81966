@_spi(Machinery) import ClockworkCore

/// A control people type text into: ``TextField`` and ``SecureField``, which differ only in
/// what they show of the text.
@MainActor
protocol TextEntryView: View {
    /// The title, by which the field is found.
    var title: String { get }
    /// What shows while the text is empty: the prompt, else the title.
    var placeholder: String { get }
    /// The axis the text grows along: a vertical field wraps onto more lines.
    var axis: Axis { get }
    /// The text.
    var text: Binding<String> { get }
    /// The control's kind in the render tree and in input errors.
    static var kind: String { get }
    /// What shows of `text`: itself, or a bullet per character.
    static func shown(_ text: String) -> String
    /// Whether the control takes all the height it is offered (a text editor), showing the
    /// last lines that fit, rather than as many lines as its text wraps to.
    var fillsHeight: Bool { get }
    /// Whether the control can draw a box around its text (as its text field style says);
    /// a text editor never does.
    var hasBox: Bool { get }
    /// What Enter runs before the `onSubmit` actions above the field, if anything.
    var onCommit: (@MainActor () -> Void)? { get }
}

extension TextEntryView {
    var fillsHeight: Bool { false }
    var hasBox: Bool { true }
    var onCommit: (@MainActor () -> Void)? { nil }
}

/// One line: the text (or the placeholder) in a box, between brackets on a terminal,
/// unless the field's style is `.plain` (in points, only under `.roundedBorder`, as iOS
/// draws fields); a field of the vertical axis, a line of the box
/// for each line its text wraps to.
@MainActor
final class TextEntryContent<V: TextEntryView>: TypedContent<V>, Control, SubmitsText, TextEntryKeyboard {
    /// What shows of the text, as of the last update.
    private var shown = ""
    /// The style the environment sets.
    private var look = TextFieldLook.automatic
    /// Whether the field is drawn as `.plain` asks (or has no box), as the render tree says.
    private var isPlain: Bool { !view.hasBox || look == .plain }
    /// Whether the field is drawn in a box: on a terminal unless plain; in points only
    /// under `.roundedBorder`, as iOS draws fields.
    private var isBordered: Bool {
        guard let node, !isPlain else { return false }
        return !node.graph.layoutMetrics.measuresPoints || look == .roundedBorder
    }
    // unowned(unsafe): the content lives in its node and dies with it.
    private unowned(unsafe) var node: ViewNode?
    private var width = TextWidth()
    /// The keyboard, capitalization and correction the field asks for.
    private(set) var inputTraits = TextInputTraits()
    /// The line limits a vertical field grows within.
    private var layout = TextLayout()

    func committed() {
        view.onCommit?()
    }

    override func update(_ node: ViewNode) {
        let graph = node.graph
        // The graph's keyboard presenter, made by its first field: it brings the on-screen
        // keyboard up when a field takes focus, if the graph asks for one then.
        if graph.keyboardPresenter == nil { graph.keyboardPresenter = KeyboardPresenter(graph: graph) }
        let binding = view.text
        let readsLayout = view.axis == .vertical && node.environment.setsTextLayout
        self.node = node
        (shown, look, inputTraits, layout) = node.graph.observeReads(of: node) {
            (V.shown(binding.wrappedValue), node.trackedEnvironment(\.textFieldStyle), node.trackedEnvironment(\.textInputTraits),
             readsLayout ? node.trackedEnvironment(\.textLayout) : TextLayout())
        }

    }

    /// A field going away takes its keyboard with it.
    override func unmount(_ node: ViewNode) {
        node.graph.presentations.withdraw(ObjectIdentifier(node))
        super.unmount(node)
    }

    override var render: RenderRole {
        .element(kind: V.kind, attributes: [quoted(view.title), "text=\(quoted(shown))"] + (isPlain ? ["style=plain"] : [])
                 + inputTraits.attributes + verticalAttributes)
    }

    /// A vertical field's axis and line limits, which its layout follows.
    private var verticalAttributes: [String] {
        guard view.axis == .vertical else { return [] }
        return ["axis=vertical", "lines=\(layout.minimumLines ?? 1)...\(layout.lineLimit.map(String.init) ?? "")"]
    }

    override var visibleText: String? { view.title }

    /// Labelled by its title; its value is what it shows (bullets for a secure field).
    override var accessibilityTraits: AccessibilityTraits? { [] }
    override var accessibilityValue: String? { shown }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        guard view.axis == .vertical else {
            FieldLook(text: shown, placeholder: view.placeholder, isBordered: isBordered)
                .append(in: node.frame, on: LookCanvas(paint: paint, graph: node.graph), to: &items)
            return
        }
        let frame = node.frame
        var lines = wrappedLines(width: frame.size.width, graph: node.graph)
        var height = frame.size.height / Double(max(lines.count, 1))
        if view.fillsHeight {
            height = lineHeight(node.graph)
            lines = Array(lines.suffix(max(Int((frame.size.height / height).rounded(.down)), 1)))
        }
        let canvas = LookCanvas(paint: paint, graph: node.graph)
        for (index, line) in lines.enumerated() {
            let placeholder = index == 0 ? view.placeholder : ""
            FieldLook(text: line, placeholder: placeholder, isBordered: isBordered)
                .append(in: Rect(x: frame.minX, y: frame.minY + Double(index) * height, width: frame.size.width, height: height),
                        on: canvas, to: &items)
        }
    }

    /// The lines a vertical field shows in `width`: its text wrapped inside the box, as
    /// many as the line limit allows and at least its lower bound (empty lines below).
    private func wrappedLines(width: Double, graph: ViewGraph) -> [String] {
        let inner = width - (isBordered ? 2 * FieldLook.inset(in: graph.layoutMetrics).width : 0)
        var lines = shown.isEmpty || inner <= 0 ? [shown]
            : TextLines(shown, width: inner, maxLines: layout.lineLimit ?? Int.max, truncation: .tail, measure: graph.textMeasure).lines
        if lines.isEmpty { lines = [""] }
        while lines.count < (layout.minimumLines ?? 1) { lines.append("") }
        return lines
    }

    /// As wide as it is offered, as on SwiftUI (a field does not shrink to what is typed
    /// into it, and beside fixed views in a stack takes the rest); asked for its ideal size,
    /// the text (or the title) and, bordered, its insets (a cell for each bracket). One
    /// line high.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let graph = node.graph
        let height = lineHeight(graph)
        if view.fillsHeight, let offeredHeight = proposal.height, offeredHeight.isFinite {
            return Size(width: max(proposal.width ?? 0, 0), height: max(offeredHeight, height))
        }
        if let offered = proposal.width {
            // Offered any width, even unbounded (a stack finding how far it stretches).
            let lines = view.axis == .vertical && offered.isFinite ? wrappedLines(width: max(offered, 0), graph: graph).count : 1
            return Size(width: max(offered, 0), height: height * Double(lines))
        }
        let length = width.of(shown.isEmpty ? view.placeholder : shown, in: graph) + (isBordered ? 2 * FieldLook.inset(in: graph.layoutMetrics).width : 0)
        return Size(width: length, height: height * Double(view.axis == .vertical ? max(layout.minimumLines ?? 1, 1) : 1))
    }

    /// One line of the field: a cell, or a line of its font where that is taller, and
    /// bordered in points the box's insets above and below it.
    private func lineHeight(_ graph: ViewGraph) -> Double {
        let line = max(graph.layoutMetrics.cell.height, graph.textMeasure.lineHeight)
        return isBordered ? line + 2 * FieldLook.inset(in: graph.layoutMetrics).height : line
    }

    var text: String { view.text.wrappedValue }

    func perform(_ input: ControlInput) throws(ControlInputError) {
        guard case .setText(let text) = input else { throw .unsupported(input, control: V.kind) }
        view.text.wrappedValue = text
    }
}
