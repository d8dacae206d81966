extension ViewNode {
    /// The size this node takes when its parent proposes `proposal`.
    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal, node: self)
    }

    /// Gives the node its frame, `bounds`, and places its subtree inside it.
    func place(in bounds: Rect) {
        frame = bounds
        content.place(in: bounds, node: self)
    }

    /// The nodes a stack lays out for this node's children: a structural child (a block's
    /// tuple, a `ForEach`, a `Group`, an `if`), and a view whose body is one, is replaced
    /// by its own items; an empty view gives none.
    var layoutItems: [ViewNode] {
        var items: [ViewNode] = []
        for child in children { child.appendLayoutItems(to: &items) }
        return items
    }

    private func appendLayoutItems(to items: inout [ViewNode]) {
        if content.isStructural || (content.isAlwaysTransparent && children.count == 1 && children[0].isStructuralChain) {
            for child in children { child.appendLayoutItems(to: &items) }
        } else {
            items.append(self)
        }
    }

    /// Whether this node, followed down through views with a body, is structural.
    private var isStructuralChain: Bool {
        if content.isStructural { return true }
        return content.isAlwaysTransparent && children.count == 1 && children[0].isStructuralChain
    }
}

extension ViewGraph {
    /// Lays the tree out in a surface of `size`: the root is offered the whole surface and
    /// centered in it, as a window centers its content. Each node's ``ViewNode/frame``
    /// holds the result.
    public func layout(in size: Size) {
        let chosen = root.sizeThatFits(ProposedSize(size))
        root.place(in: Rect(
            x: ((size.width - chosen.width) / 2).rounded(.down), y: ((size.height - chosen.height) / 2).rounded(.down),
            width: chosen.width, height: chosen.height))
    }
}

/// The layout of views that only pass layout on (views with a body, structural views)
/// and of stacks of the implicit kind: one item takes the proposal; several stack
/// vertically, as a window's content does.
@MainActor let passThroughLayout = StackLayout(axis: .vertical, spacing: 0, alignment: (0.5, 0.5))
