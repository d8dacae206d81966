/// A view with a menu to open: a `Menu`'s button, or a view with `.contextMenu`. The input
/// socket's `menu`, `TestHost.showMenu(_:)`, a secondary click and a long press open it.
@MainActor
package protocol MenuOpening: AnyObject {
    /// Opens the menu, asked for at `origin` (the view named, or drawn where the click
    /// landed), if known.
    func openMenu(from origin: ViewNode?)
}

extension ViewGraph {
    /// Opens the menu of the view `target` names (its accessibility identifier or a text
    /// it shows): the nearest view at or around it that has one.
    package func openMenu(of target: String) throws(ControlInputError) {
        guard let node = node(identifiedAs: target) ?? node(showing: target), let menu = menuOpening(around: node) else {
            throw .notFound(target)
        }
        menu.openMenu(from: node)
    }

    /// Opens the context menu of the frontmost view drawn at `point` (layout units) that
    /// has one: what a secondary click or a long press does.
    func openMenu(at point: Point) throws(ControlInputError) {
        let reached = nodesReachingInput()
        guard let node = reached.last(where: { $0.content is MenuOpening && $0.frame.contains(point) }),
              let menu = node.content as? MenuOpening else { throw .nothingAt(point) }
        menu.openMenu(from: reached.last { $0.frame.contains(point) })
    }

    private func menuOpening(around node: ViewNode) -> MenuOpening? {
        var next: ViewNode? = node
        while let current = next {
            if let menu = current.content as? MenuOpening { return menu }
            if let below = firstMenu(below: current) { return below }
            next = current.parent
        }
        return nil
    }

    private func firstMenu(below node: ViewNode) -> MenuOpening? {
        for child in node.children where !child.isHiddenFromInput {
            if let menu = child.content as? MenuOpening { return menu }
            if let found = firstMenu(below: child) { return found }
        }
        return nil
    }
}
