/// A control that displays an editable text interface.
public struct TextField: View, BuiltinView {
    let title: String
    let text: Binding<String>

    /// Creates a text field with a text label generated from a title string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    func makeContent() -> NodeContent { TextFieldContent(self) }
}

@MainActor
private final class TextFieldContent: TypedContent<TextField>, Control, SubmitsText {
    private var text = ""
    private var width = TextWidth()

    override func update(_ node: ViewNode) {
        let binding = view.text
        text = node.graph.observeReads(of: node) { binding.wrappedValue }
    }

    override var render: RenderRole { .element(kind: "TextField", attributes: [quoted(view.title), "text=\(quoted(text))"]) }

    override var visibleText: String? { view.title }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        items.append(paint.item(.field(text: text, placeholder: view.title), in: node.frame))
    }

    /// One line: the text (or, empty, the title as a placeholder) between two brackets,
    /// a cell each.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let graph = node.graph
        let cell = graph.layoutMetrics.cell
        let length = width.of(text.isEmpty ? view.title : text, in: graph) + 2 * cell.width
        return Size(width: min(length, proposal.width ?? length), height: max(cell.height, graph.textMeasure.lineHeight))
    }

    func perform(_ input: ControlInput) throws(ControlInputError) {
        guard case .setText(let text) = input else { throw .unsupported(input, control: "TextField") }
        view.text.wrappedValue = text
    }
}
