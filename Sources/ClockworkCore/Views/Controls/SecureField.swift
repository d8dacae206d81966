/// A control into which people securely enter private text.
///
/// Its text never leaves the binding: the render tree, the display list (and so the
/// terminal, `tree` and `frames`) show one `•` per character. The input socket's `text`,
/// `TestHost`'s `type(_:into:)`, and Enter (which submits) work as on a text field.
public struct SecureField: View, BuiltinView {
    let title: String
    let text: Binding<String>

    /// Creates a secure field with a title shown while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    /// Creates a secure field with a localized title shown while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = titleKey.text
        self.text = text
    }

    func makeContent() -> NodeContent { SecureFieldContent(self) }
}

@MainActor
private final class SecureFieldContent: TypedContent<SecureField>, Control, SubmitsText {
    /// What shows for the text: a bullet per character.
    private var masked = ""
    private var width = TextWidth()

    override func update(_ node: ViewNode) {
        let binding = view.text
        masked = node.graph.observeReads(of: node) { String(repeating: "•", count: binding.wrappedValue.count) }
    }

    override var render: RenderRole { .element(kind: "SecureField", attributes: [quoted(view.title), "text=\(quoted(masked))"]) }

    override var visibleText: String? { view.title }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        items.append(paint.item(.field(text: masked, placeholder: view.title), in: node.frame))
    }

    /// One line, as a text field: the bullets (or the title) between two brackets, a
    /// cell each.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let graph = node.graph
        let cell = graph.layoutMetrics.cell
        let length = width.of(masked.isEmpty ? view.title : masked, in: graph) + 2 * cell.width
        return Size(width: min(length, proposal.width ?? length), height: max(cell.height, graph.textMeasure.lineHeight))
    }

    func perform(_ input: ControlInput) throws(ControlInputError) {
        guard case .setText(let text) = input else { throw .unsupported(input, control: "SecureField") }
        view.text.wrappedValue = text
    }
}
