/// Content of a view with no children that shows one string (text, symbol, color).
@MainActor
final class LeafContent<V: View>: TypedContent<V> {
    private let kind: String
    private let value: (V) -> String
    private var width = TextWidth()

    init(_ view: V, kind: String, value: @escaping (V) -> String) {
        self.kind = kind
        self.value = value
        super.init(view)
    }

    override var render: RenderRole { .leaf(kind: kind, value: value(view)) }

    override var visibleText: String? { kind == "Text" ? value(view) : nil }

    /// A text is one line, as wide as the target measures it, cut to the width offered; a
    /// symbol is one unit.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let length = kind == "Text" ? width.of(value(view), in: node.graph) : 1
        return Size(width: min(length, proposal.width ?? length), height: 1)
    }

    override func place(in bounds: Rect, node: ViewNode) {}

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        items.append(paint.item(kind == "Text" ? .text(value(view)) : .symbol(value(view)), in: node.frame))
    }
}
