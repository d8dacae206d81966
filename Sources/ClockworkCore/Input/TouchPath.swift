extension ViewGraph {
    /// The views a touch at `point` (layout units) lands on, innermost first: the frontmost
    /// view drawn there (a leaf, or one with a content shape that holds the point) and the
    /// views around it. A touch on no drawn view lands on the control (a button's padding)
    /// or scroll view whose frame holds it, if any; a gesture's view is hit only where it
    /// draws, or inside its content shape. Nothing hidden, covered or passing touches through
    /// (`.allowsHitTesting(false)`) is hit.
    package func touchPath(at point: Point) -> [ViewNode] {
        let reachable = nodesReachingInput()
        let hit = reachable.last { node in
            guard node.frame.contains(localPoint(point, of: node)), !passesTouches(node) else { return false }
            if let shape = node.content as? TouchShape {
                let local = localPoint(point, of: node)
                return shape.containsTouch(at: Point(x: local.x - node.frame.minX, y: local.y - node.frame.minY), in: node.frame.size)
            }
            guard node.children.isEmpty else { return false }
            if case .transparent = node.content.render { return false }
            return true
        } ?? reachable.last { node in
            let isControl = node.content is Control && !(node.content is TouchTarget)
            return (isControl || node.content is Scrollable) && node.frame.contains(localPoint(point, of: node)) && !passesTouches(node)
        }
        var path: [ViewNode] = []
        var next = hit
        while let node = next {
            path.append(node)
            next = node.parent
        }
        return path
    }

    /// Whether `node` or a view around it lets touches pass through.
    private func passesTouches(_ node: ViewNode) -> Bool {
        var next: ViewNode? = node
        while let current = next {
            if let transparent = current.content as? TouchTransparent, transparent.passesTouches { return true }
            next = current.parent
        }
        return false
    }
}
