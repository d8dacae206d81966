/// Content whose one child is a part of its view value.
@MainActor
package final class SingleChildContent<V: View, Child: View>: TypedContent<V> {
    /// Draws nothing itself: a move changes nothing it draws.
    package override var drawingFollowsFrame: Bool { false }

    /// How the view lays out.
    package enum Layout {
        /// As its child does.
        case passThrough
        /// Its child's items stand in its place in a stack (`Group`).
        case structural
        /// Its child's items, stacked, with the spacing the view gives or the metrics' default.
        case stack((V, LayoutMetrics) -> StackLayout)
        /// Space along a stack's axis, at least the given length.
        case spacer((V) -> Double)
    }

    /// The child: a part of the value (a stack's content), by its offset, or one made from it.
    private let child: ChildSource
    private let role: (V) -> RenderRole
    private let layout: Layout
    /// A long stack's memory of its last layouts (see ``StackMemo/minimumItems``).
    private var stackMemo: StackMemo?

    /// Where the child comes from.
    enum ChildSource {
        /// A stored property of the value, `offset` bytes in: read where it lies.
        case part(offset: Int)
        /// A view made from the value.
        case made((V) -> Child)
    }

    /// Content whose child is the value's stored property `part` (a stack's content).
    package init(_ view: V, role: @escaping (V) -> RenderRole = { _ in .transparent }, layout: Layout = .passThrough,
         part: KeyPath<V, Child>) {
        child = .part(offset: MemoryLayout<V>.offset(of: part)!)
        self.role = role
        self.layout = layout
        super.init(view)
    }

    /// Content whose child `child` makes from the value.
    package init(_ view: V, role: @escaping (V) -> RenderRole = { _ in .transparent }, layout: Layout = .passThrough,
         child: @escaping (V) -> Child) {
        self.child = .made(child)
        self.role = role
        self.layout = layout
        super.init(view)
    }

    package override func update(_ node: ViewNode) {
        switch child {
        case .part(let offset): reconcilePart(Child.self, at: offset, child: 0, of: node)
        case .made(let make): node.reconcileChild(at: 0, with: make(view))
        }
    }

    package override var render: RenderRole { role(view) }

    package override var isStructural: Bool {
        if case .structural = layout { return true }
        return false
    }

    package override var stackAxis: Axis? {
        // The axis is the view's own, the same in any metrics.
        if case .stack(let stack) = layout { return stack(view, .cells).axis }
        return nil
    }

    package override var spacerMinLength: Double? {
        if case .spacer(let length) = layout { return length(view) }
        return nil
    }

    package override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        switch layout {
        case .passThrough, .structural: super.sizeThatFits(proposal, node: node)
        case .stack(let stack): remembering(stack(view, node.graph.layoutMetrics)).sizeThatFits(proposal, items: stackItems(of: node))
        case .spacer(let length):
            // Outside a stack a spacer expands both ways; stacks size spacers themselves.
            Size(width: max(proposal.width ?? 0, length(view)), height: max(proposal.height ?? 0, length(view)))
        }
    }

    /// The stack's items, from its memo (if it is long enough to keep one) while the
    /// tree's shape is unchanged.
    private func stackItems(of node: ViewNode) -> [ViewNode] {
        let generation = node.graph.surface.shapeGeneration
        if let stackMemo { return stackMemo.items(of: node, generation: generation) }
        let items = node.layoutItems
        if items.count >= StackMemo.minimumItems {
            let memo = StackMemo()
            stackMemo = memo
            return memo.items(of: node, generation: generation)
        }
        return items
    }

    /// `stack` with this node's memo.
    private func remembering(_ stack: StackLayout) -> StackLayout {
        var stack = stack
        stack.memo = stackMemo
        return stack
    }

    package override func explicitAlignment(_ key: AlignmentKey, in size: Size, node: ViewNode) -> Double? {
        switch layout {
        case .passThrough, .structural: super.explicitAlignment(key, in: size, node: node)
        case .stack(let stack):
            remembering(stack(view, node.graph.layoutMetrics))
                .explicitAlignment(key, in: size, items: stackItems(of: node), for: node.placementProposal(for: size))
        case .spacer: nil
        }
    }

    package override func place(in bounds: Rect, node: ViewNode) {
        switch layout {
        case .passThrough, .structural: super.place(in: bounds, node: node)
        case .stack(let stack):
            remembering(stack(view, node.graph.layoutMetrics)).place(stackItems(of: node), in: bounds, for: node.placementProposal(for: bounds.size))
        case .spacer: break
        }
    }
}
