/// A row whose swipe actions a swipe reveals.
@MainActor
package protocol SwipeActionsHolding: AnyObject {
    var edge: HorizontalEdge { get }
    /// Reveals the actions; a full swipe (with `allowsFullSwipe`) runs the first instead.
    func swipe(full: Bool)
}

extension ViewNode {
    /// The first control at or below this node, in tree order.
    @MainActor package var firstControlNode: ViewNode? {
        if content is Control { return self }
        for child in children {
            if let found = child.firstControlNode { return found }
        }
        return nil
    }

    /// The swipe actions at `edge` of the row this node is in, if any.
    @MainActor func swipeActions(at edge: HorizontalEdge) -> SwipeActionsHolding? {
        var next: ViewNode? = self
        while let current = next {
            if let holder = current.content as? SwipeActionsHolding, holder.edge == edge { return holder }
            if let below = current.swipeActionsBelow(at: edge) { return below }
            next = current.parent
        }
        return nil
    }

    @MainActor private func swipeActionsBelow(at edge: HorizontalEdge) -> SwipeActionsHolding? {
        guard children.count == 1 else { return nil }
        if let holder = children[0].content as? SwipeActionsHolding, holder.edge == edge { return holder }
        return children[0].swipeActionsBelow(at: edge)
    }
}

extension ViewGraph {
    /// Reveals the swipe actions at `edge` of the row `target` names.
    package func swipe(_ target: String, edge: HorizontalEdge) throws(ControlInputError) {
        guard let node = node(identifiedAs: target) ?? node(showing: target), let holder = node.swipeActions(at: edge) else {
            throw .notFound(target)
        }
        holder.swipe(full: false)
    }

    /// A horizontal drag of `distance` from `point` (layout units) across a row with swipe
    /// actions at the edge it moves toward: reveals them (runs the first, past half the row).
    func swipe(at point: Point, by distance: Double) -> Bool {
        let edge: HorizontalEdge = distance < 0 ? .trailing : .leading
        guard let row = nodesReachingInput().last(where: { ($0.content as? SwipeActionsHolding)?.edge == edge && $0.frame.contains(point) }),
              let holder = row.content as? SwipeActionsHolding else { return false }
        holder.swipe(full: abs(distance) > row.frame.size.width / 2)
        return true
    }
}
