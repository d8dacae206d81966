@_spi(Machinery) import ClockworkCore

extension View {
    /// Adds custom swipe actions to a row in a list: a horizontal drag across the row
    /// (toward the other edge), the input socket's `swipe`, or `TestHost.swipe(_:edge:)`
    /// reveals them at `edge`, each button on its tint (red for a destructive one); tapping
    /// one runs it and hides them. With `allowsFullSwipe`, a drag across more than half the
    /// row runs the first action at once.
    public nonisolated func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
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
            let fromEdge = SwipeActionsRow(edge: modifier.edge)
            node.reconcileChild(at: 1, with: MediumChoice {
                fromEdge { modifier.actions }.buttonStyle(SwipeActionStyle()).labelStyle(.titleOnly)
            } cells: {
                fromEdge { modifier.actions }.buttonStyle(.borderedProminent).labelStyle(.titleOnly)
            }, environment: environment)
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

    /// The actions cover the row at their edge; in points, a list's row's whole room (its
    /// insets included, out to its card's edge), as iOS draws them.
    override func place(in bounds: Rect, node: ViewNode) {
        let content = node.children[0].sizeThatFits(ProposedSize(bounds.size))
        node.children[0].place(in: Rect(x: bounds.minX, y: bounds.minY, width: min(content.width, bounds.size.width), height: bounds.size.height))
        guard node.children.count > 1 else { return }
        var area = bounds
        if node.graph.layoutMetrics.measuresPoints, let room = listRoom(of: node) { area = room }
        let actions = node.children[1]
        let size = actions.sizeThatFits(ProposedSize(width: nil, height: area.size.height))
        let width = min(size.width, area.size.width)
        let x = modifier.edge == .trailing ? area.maxX - width : area.minX
        actions.place(in: Rect(x: x, y: area.minY, width: width, height: area.size.height))
    }

    /// The room of the list row this modifier makes, or lies in, if there is one.
    private func listRoom(of node: ViewNode) -> Rect? {
        var path = [node]
        while let parent = path.last?.parent {
            if let rows = parent.content as? RowRooms { return path.lazy.compactMap { rows.roomFrame(of: $0) }.first }
            path.append(parent)
        }
        return nil
    }
}

/// A swipe action in points, as iOS draws it: its title in white on a full-height block of
/// its tint (red for a destructive role, gray with none set), at least 74 points wide,
/// dimmed while pressed.
private struct SwipeActionStyle {
    @Environment(\.tint) private var tint

    @MainActor func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.medium))
            .foregroundStyle(Color.white)
            .padding(.horizontal, 12)
            .frame(minWidth: 74, maxHeight: .infinity)
            .background(block(configuration.role))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }

    private func block(_ role: ButtonRole?) -> AnyShapeStyle {
        if role == .destructive { return AnyShapeStyle(Color.red) }
        return tint.map { AnyShapeStyle(paint: $0) } ?? AnyShapeStyle(Color(uiColor: .systemGray))
    }
}

extension SwipeActionStyle: ButtonStyle {}

/// Swipe actions side by side, the first at the edge they are revealed at (as SwiftUI
/// orders them), each as tall as the row.
private struct SwipeActionsRow: Layout {
    let edge: HorizontalEdge

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height)) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: proposal.height ?? sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = edge == .trailing ? bounds.maxX : bounds.minX
        for subview in subviews {
            let width = subview.sizeThatFits(ProposedViewSize(width: nil, height: bounds.height)).width
            if edge == .trailing { x -= width }
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading, proposal: ProposedViewSize(width: width, height: bounds.height))
            if edge == .leading { x += width }
        }
    }
}
