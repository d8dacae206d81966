@_spi(Machinery) import ClockworkCore

/// `.containerRelativeFrame`: a frame whose size on the given axes is worked out from the
/// size of the nearest container — the scroll view around the view, else the screen.
struct ContainerRelativeFrameModifier: BuiltinModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    var attributes: [String] { ["containerRelativeFrame"] }

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { ContainerRelativeFrameContent(view) }
}

@MainActor
private final class ContainerRelativeFrameContent<Content: View>: ModifierContent<Content, ContainerRelativeFrameModifier> {
    /// The container size the last layout used.
    private var usedContainer: Size?

    /// The size of the nearest scroll view around the node, else the surface's.
    private func containerSize(_ node: ViewNode) -> Size {
        var next = node.parent
        while let ancestor = next {
            if ancestor.content is Scrollable { return ancestor.frame.size }
            next = ancestor.parent
        }
        return node.graph.surface.layoutSize ?? Size(width: 0, height: 0)
    }

    /// The lengths on the frame's axes; the content's own on the others.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let container = containerSize(node)
        usedContainer = container
        let width = modifier.axes.contains(.horizontal) ? max(0, Double(modifier.length(container.width, .horizontal))) : nil
        let height = modifier.axes.contains(.vertical) ? max(0, Double(modifier.length(container.height, .vertical))) : nil
        let child = node.children[0].sizeThatFits(ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    /// The content aligned in the frame; a container that changed size since the frame
    /// was worked out (a scroll view laid out after its content) lays it out again.
    override func place(in bounds: Rect, node: ViewNode) {
        node.children[0].place(aligned: modifier.alignment, in: bounds)
        if let usedContainer, usedContainer != containerSize(node) {
            // Laid out again before the frame is drawn, as a geometry reader is.
            node.graph.surface.contentChanged(node)
            node.graph.frameChanged(forReader: node)
        }
    }
}

extension View {
    /// Sizes this view on `axes` to its nearest container's size there (the scroll view
    /// around it, else the screen), the view aligned inside.
    public nonisolated func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in length }))
    }

    /// Sizes this view on `axes` to `span` of `count` equal parts of its container's size,
    /// `spacing` between parts: a row of cards, each a third of the screen.
    public nonisolated func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let count = max(count, 1)
        return modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in
            let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return part * CGFloat(span) + spacing * CGFloat(max(span - 1, 0))
        }))
    }

    /// Sizes this view on `axes` to what `length` makes of its container's length on each.
    public nonisolated func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
