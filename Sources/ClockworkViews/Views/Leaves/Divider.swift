@_spi(Machinery) import ClockworkCore

/// A visual element that can be used to separate other content.
///
/// In an `HStack` it is a vertical line as tall as it is offered; anywhere else (a
/// `VStack`, a list, a form) a horizontal line as wide as it is offered. One unit thick: a
/// row or column of cells on a terminal, a point on a screen.
public struct Divider {
    /// Creates a divider.
    public init() {}

    @MainActor package func makeContent() -> NodeContent { DividerContent(self) }
}

extension Divider: View, BuiltinView {}

@MainActor
private final class DividerContent: TypedContent<Divider> {
    override var render: RenderRole { .element(kind: "Divider", attributes: []) }

    /// Whether the nearest stack around the divider lays its items out in a row.
    private func isVertical(_ node: ViewNode) -> Bool {
        var next = node.parent
        while let ancestor = next {
            if let axis = ancestor.content.stackAxis { return axis == .horizontal }
            guard ancestor.content.isStructural || ancestor.content.isAlwaysTransparent else { return false }
            next = ancestor.parent
        }
        return false
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        isVertical(node) ? Size(width: 1, height: proposal.height ?? 1) : Size(width: proposal.width ?? 1, height: 1)
    }

    override func place(in bounds: Rect, node: ViewNode) {}

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        RuleLook().append(in: node.frame, on: LookCanvas(paint: paint, graph: node.graph), to: &items)
    }
}
