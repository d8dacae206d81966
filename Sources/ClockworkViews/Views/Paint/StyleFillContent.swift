@_spi(Machinery) import ClockworkCore

/// The content of a shape style used as a view (a color, a gradient): it fills all the
/// space it is offered (one unit where it is offered nothing) with the style.
@MainActor
final class StyleFillContent<Style: ShapeStyle & View>: TypedContent<Style> {
    private let kind: String

    init(_ view: Style, kind: String) {
        self.kind = kind
        super.init(view)
    }

    override var render: RenderRole { .element(kind: kind, attributes: [view.styleDescription]) }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    override func place(in bounds: Rect, node: ViewNode) {}

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        items.append(paint.item(.fill(view), in: node.frame))
    }
}
