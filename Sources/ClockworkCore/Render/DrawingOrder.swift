/// A view's place in front-to-back order among the views it overlaps.
package struct DrawingOrder: Equatable {
    let zIndex: Double

    package init(zIndex: Double) { self.zIndex = zIndex }
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
