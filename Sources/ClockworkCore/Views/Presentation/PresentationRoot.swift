/// The graph's outermost view: the app's root view, and over it what the views present
/// (see ``Presentations``), each placed on the whole surface. While anything is presented,
/// input reaches only the frontmost presentation.
struct PresentationRoot<Root: View>: View, BuiltinView {
    let root: Root

    func makeContent() -> NodeContent { PresentationRootContent(self) }
}

/// The root view is child 0 (mounted once: the graph's root value never changes); the
/// presentations follow, bottom to top.
@MainActor
private final class PresentationRootContent<Root: View>: TypedContent<PresentationRoot<Root>> {
    override var isAlwaysTransparent: Bool { true }
    override var drawingFollowsFrame: Bool { false }
    override var typeName: String { viewTypeName(Root.self) }

    override func update(_ node: ViewNode) {
        let presentations = node.graph.presentations
        presentations.root = node
        presentations.isReconciling = true
        if node.children.isEmpty { node.reconcileChild(at: 0, with: view.root) }
        // A presented view may present another as it mounts: until what shows settles.
        var mounted: [ObjectIdentifier] = []
        for _ in 0..<8 {
            presentations.updateShown()
            let sources = presentations.shown.map(\.source)
            if sources == mounted { break }
            for (index, presentation) in presentations.shown.enumerated() { presentation.reconcile(node, index + 1) }
            mounted = sources
        }
        presentations.isReconciling = false
        node.removeChildren(from: presentations.shown.count + 1)
        for (index, child) in node.children.enumerated() {
            child.isHiddenFromInput = index < node.children.count - 1
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        node.children[0].sizeThatFits(proposal)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        node.children[0].place(in: bounds)
        let surface = node.graph.surface.layoutSize ?? bounds.size
        let shown = node.graph.presentations.shown
        for (presentation, child) in zip(shown, node.children.dropFirst()) {
            child.place(in: presentation.frame(of: child, on: surface))
        }
    }
}
