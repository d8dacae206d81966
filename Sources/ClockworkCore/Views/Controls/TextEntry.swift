/// A control people type text into: ``TextField`` and ``SecureField``, which differ only in
/// what they show of the text.
@MainActor
protocol TextEntryView: View {
    /// The title, shown while the text is empty.
    var title: String { get }
    /// The text.
    var text: Binding<String> { get }
    /// The control's kind in the render tree and in input errors.
    static var kind: String { get }
    /// What shows of `text`: itself, or a bullet per character.
    static func shown(_ text: String) -> String
}

/// One line: the text (or the title as a placeholder) in a box, between brackets on a
/// terminal, unless the field's style is `.plain`.
@MainActor
final class TextEntryContent<V: TextEntryView>: TypedContent<V>, Control, SubmitsText {
    /// What shows of the text, as of the last update.
    private var shown = ""
    private var isBordered = true
    private var width = TextWidth()
    /// The keyboard, capitalization and correction the field asks for.
    private(set) var inputTraits = TextInputTraits()

    override func update(_ node: ViewNode) {
        let binding = view.text
        (shown, isBordered, inputTraits) = node.graph.observeReads(of: node) {
            (V.shown(binding.wrappedValue), node.trackedEnvironment(\.textFieldStyle) != .plain, node.trackedEnvironment(\.textInputTraits))
        }
    }

    override var render: RenderRole {
        .element(kind: V.kind, attributes: [quoted(view.title), "text=\(quoted(shown))"] + (isBordered ? [] : ["style=plain"])
                 + inputTraits.attributes)
    }

    override var visibleText: String? { view.title }

    /// Labelled by its title; its value is what it shows (bullets for a secure field).
    override var accessibilityTraits: AccessibilityTraits? { [] }
    override var accessibilityValue: String? { shown }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        items.append(paint.item(.field(text: shown, placeholder: view.title, isBordered: isBordered), in: node.frame))
    }

    /// As wide as it is offered, as on SwiftUI (a field does not shrink to what is typed
    /// into it); asked for its ideal size, the text (or the title) and, bordered, a cell
    /// for each bracket. One line high.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let graph = node.graph
        let cell = graph.layoutMetrics.cell
        let height = max(cell.height, graph.textMeasure.lineHeight)
        if let offered = proposal.width, offered.isFinite { return Size(width: max(offered, 0), height: height) }
        let length = width.of(shown.isEmpty ? view.title : shown, in: graph) + (isBordered ? 2 * cell.width : 0)
        return Size(width: length, height: height)
    }

    var text: String { view.text.wrappedValue }

    func perform(_ input: ControlInput) throws(ControlInputError) {
        guard case .setText(let text) = input else { throw .unsupported(input, control: V.kind) }
        view.text.wrappedValue = text
    }
}
