@_spi(Machinery) import ClockworkCore

/// `.zIndex(_:)`: carried for the container that draws the view, counted by the graph
/// while mounted, so containers sort their children only while some view asks.
struct ZIndexModifier: CarrierModifier {
    let carried: DrawingOrder

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { ZIndexContent(view) }
}

@MainActor
private final class ZIndexContent<Content: View>: CarrierContent<Content, ZIndexModifier> {
    private var shownOrder: DrawingOrder?
    private var counted = MountedViewCount(\.zIndexedViews)

    /// A new index reorders what the container draws: its list is built again.
    override func update(_ node: ViewNode) {
        counted.mount(in: node.graph)
        if shownOrder != carried {
            shownOrder = carried
            node.graph.surface.structureChanged = true
        }
        super.update(node)
    }

    override func unmount(_ node: ViewNode) {
        counted.unmount(from: node.graph)
        shownOrder = nil
        super.unmount(node)
    }
}

extension View {
    /// Controls the display order of overlapping views: a view of a higher index is drawn
    /// in front of its siblings of lower ones (0 by default; siblings of one index in the
    /// order they are written).
    public nonisolated func zIndex(_ value: Double) -> some View {
        modifier(ZIndexModifier(carried: DrawingOrder(zIndex: value)))
    }
}
