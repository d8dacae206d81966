@_spi(Machinery) import ClockworkCore

extension View {
    /// Adds custom swipe actions to a row in a list: a horizontal drag across the row
    /// (toward the other edge), the input socket's `swipe`, or `TestHost.swipe(_:edge:)`
    /// reveals them at `edge`, each button on its tint (red for a destructive one); tapping
    /// one runs it and hides them. With `allowsFullSwipe`, a drag across more than half the
    /// row runs the first action at once.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: AnyView(content())))
    }
}

/// A row with swipe actions at one edge.
struct SwipeActionsModifier: BuiltinModifier {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: AnyView

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { SwipeActionsContent(view) }
}

/// Child 0 is the row; child 1, while revealed, its actions over its edge.
@MainActor
private final class SwipeActionsContent<Content: View>: ModifierContent<Content, SwipeActionsModifier>, SwipeActionsHolding {
    private var isRevealed = false
    // unowned(unsafe): the content lives in its node and dies with it.
    private unowned(unsafe) var node: ViewNode?

    var edge: HorizontalEdge { modifier.edge }

    override func update(_ node: ViewNode) {
        self.node = node
        super.update(node)
        if isRevealed {
            var environment = node.environment
            environment.dismissAfterAction = DismissAction(owner: self) { [unowned self] in hide() }
            let actions = HStack(spacing: 0) { modifier.actions }.buttonStyle(.borderedProminent).labelStyle(.titleOnly)
            node.reconcileChild(at: 1, with: actions, environment: environment)
        } else {
            node.removeChildren(from: 1)
        }
    }

    override var render: RenderRole {
        isRevealed ? .element(kind: "SwipeActions", attributes: ["edge=\(modifier.edge)"]) : .transparent
    }

    func swipe(full: Bool) {
        guard let node else { return }
        if full, modifier.allowsFullSwipe {
            isRevealed = true
            node.graph.markDirty(node)
            node.graph.afterUpdate { [weak self] in self?.runFirstAction() }
            return
        }
        guard !isRevealed else { return }
        isRevealed = true
        node.graph.markDirty(node)
    }

    /// Runs the first action, as a full swipe does, once the actions are built.
    private func runFirstAction() {
        guard let node, node.children.count > 1, let first = node.children[1].firstControlNode else { return hide() }
        try? node.graph.perform(.activate, onControlAt: first)
    }

    private func hide() {
        guard isRevealed, let node, node.isMounted else { return }
        isRevealed = false
        node.graph.markDirty(node)
    }

    /// A row takes all the width it is offered, so its actions span it.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let content = node.children[0].sizeThatFits(proposal)
        return Size(width: max(proposal.width ?? 0, content.width), height: content.height)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        let content = node.children[0].sizeThatFits(ProposedSize(bounds.size))
        node.children[0].place(in: Rect(x: bounds.minX, y: bounds.minY, width: min(content.width, bounds.size.width), height: bounds.size.height))
        guard node.children.count > 1 else { return }
        let actions = node.children[1]
        let size = actions.sizeThatFits(ProposedSize(width: nil, height: bounds.size.height))
        let width = min(size.width, bounds.size.width)
        let x = modifier.edge == .trailing ? bounds.maxX - width : bounds.minX
        actions.place(in: Rect(x: x, y: bounds.minY, width: width, height: bounds.size.height))
    }
}
