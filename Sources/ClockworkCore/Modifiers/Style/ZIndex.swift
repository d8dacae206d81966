/// A view's place in front-to-back order among the views it overlaps.
struct DrawingOrder: Equatable {
    let zIndex: Double
}

/// `.zIndex(_:)`: carried for the container that draws the view, counted by the graph
/// while mounted, so containers sort their children only while some view asks.
struct ZIndexModifier: CarrierModifier {
    let carried: DrawingOrder

    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { ZIndexContent(view) }
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

extension ViewNode {
    /// The z-index found down the chain of one-child views this node is (0 without one).
    var zIndex: Double {
        var next: ViewNode? = self
        while let node = next {
            if let order = node.content as? any Carrying<DrawingOrder> { return order.carried.zIndex }
            next = node.children.count == 1 ? node.children[0] : nil
        }
        return 0
    }

    /// The children in the order they are drawn, back to front: by z-index, siblings of
    /// one index in the order they are written.
    var childrenInDrawingOrder: [ViewNode] {
        // The count first: reading the unowned graph costs a reference check.
        guard children.count > 1, graph.zIndexedViews > 0 else { return children }
        let indices = children.map(\.zIndex)
        guard indices.contains(where: { $0 != 0 }) else { return children }
        return children.indices.sorted { (indices[$0], $0) < (indices[$1], $1) }.map { children[$0] }
    }
}

extension View {
    /// Controls the display order of overlapping views: a view of a higher index is drawn
    /// in front of its siblings of lower ones (0 by default; siblings of one index in the
    /// order they are written).
    public func zIndex(_ value: Double) -> some View {
        modifier(ZIndexModifier(carried: DrawingOrder(zIndex: value)))
    }
}
