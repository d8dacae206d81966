/// Content of a text: one string, drawn on one line.
@MainActor
final class TextContent: TypedContent<Text> {
    private var width = TextWidth()

    override var render: RenderRole { .leaf(kind: "Text", value: view.content) }

    override var visibleText: String? { view.content }

    /// A text is one line, as wide as the target measures it, cut to the width offered.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let length = width.of(view.content, in: node.graph)
        return Size(width: min(length, proposal.width ?? length), height: 1)
    }

    override func place(in bounds: Rect, node: ViewNode) {}

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        items.append(paint.item(.text(view.content), in: node.frame))
    }
}
