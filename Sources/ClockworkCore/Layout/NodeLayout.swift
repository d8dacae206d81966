extension ViewNode {
    /// The size this node takes when its parent proposes `proposal` (from the node's
    /// ``SizeCache`` when it has answered that proposal since it last changed).
    package func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let size = sizeCache.size(for: proposal) { return size }
        let size = content.sizeThatFits(proposal, node: self)
        sizeCache.store(size, for: proposal)
        return size
    }

    /// Gives the node its frame, `bounds`, and places its subtree inside it. A node whose
    /// frame is unchanged and whose subtree did not change is passed by.
    package func place(in bounds: Rect) {
        let surface = graph.surface
        let moved = updateFrame(bounds)
        guard moved || needsPlacement || surface.placingAll else { return }
        needsPlacement = false
        if moved { surface.frameChanged(self) }
        surface.nodesPlaced += 1
        content.place(in: bounds, node: self)
    }

    /// The proposal to lay the children out for in a frame of `size`: the one the parent
    /// made that sized the node so (SwiftUI places a view with the proposal that sized
    /// it), or, for a frame no proposal gave, the size itself. A stack offered 78 columns
    /// that chose 23 lays its items out for 78, as it did when it measured them, not for 23.
    func placementProposal(for size: Size) -> ProposedSize {
        sizeCache.lastProposal(answering: size) ?? ProposedSize(size)
    }

    /// The nodes a stack lays out for this node's children: a structural child (a block's
    /// tuple, a `ForEach`, a `Group`, an `if`), and a view whose body is one, is replaced
    /// by its own items; an empty view gives none.
    package var layoutItems: [ViewNode] {
        // The common shapes need no new array: children that are all items themselves, or
        // one structural child (a block's tuple, a `ForEach`) whose children all are.
        let holder = children.count == 1 && children[0].flattensIntoItems ? children[0] : self
        var direct = true
        for child in holder.children where child.flattensIntoItems {
            direct = false
            break
        }
        if direct { return holder.children }
        var items: [ViewNode] = []
        for child in children { child.appendLayoutItems(to: &items) }
        return items
    }

    /// The layout items child `index` stands for: the child itself, or, when a stack would
    /// lay out its items in its place (a block's tuple, a `ForEach`), those items.
    package func layoutItems(ofChild index: Int) -> [ViewNode] {
        var items: [ViewNode] = []
        children[index].appendLayoutItems(to: &items)
        return items
    }

    /// Whether a stack lays out this node's items in its place, rather than the node.
    private var flattensIntoItems: Bool {
        content.isStructural || (content.isAlwaysTransparent && children.count == 1 && children[0].isStructuralChain)
    }

    private func appendLayoutItems(to items: inout [ViewNode]) {
        if flattensIntoItems {
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
    /// holds the result. Returns how many nodes were placed.
    ///
    /// The first layout, and one in a new size, lays out everything. After that only what
    /// changed is: each changed node is measured again at the proposals its parent made
    /// last time; where the answers are the same the change stops there and only that
    /// node's subtree is placed again, else its parent is measured again the same way, and
    /// so on up. A one-row change in a 1,000-row list places one row.
    ///
    /// Views whose content depends on their frame (a `GeometryReader`) are built again as
    /// soon as layout gives them a new frame, and laid out again, in the same call: what
    /// they show is drawn in the first frame they get, never a frame late. A layout that
    /// keeps changing their frames stops after `frameReaderRounds` rounds and goes on at
    /// the next tick.
    @discardableResult
    public func layout(in size: Size) -> Int {
        var placed = layOutOnce(in: size)
        var rounds = 0
        while hasFrameReaderChanges, rounds < Self.frameReaderRounds {
            rounds += 1
            hasFrameReaderChanges = false
            updateFrameReaders()
            render()
            placed += layOutOnce(in: size)
        }
        if hasFrameReaderChanges {
            hasFrameReaderChanges = false
            loop.requestTick()
        }
        return placed
    }

    /// How many times one layout builds frame readers again before leaving the rest to
    /// the next tick.
    static var frameReaderRounds: Int { 4 }

    private func layOutOnce(in size: Size) -> Int {
        surface.nodesPlaced = 0
        if surface.layoutSize == size {
            layOutChanges(in: size)
        } else {
            layOutEverything(in: size)
        }
        return surface.nodesPlaced
    }

    private func layOutEverything(in size: Size) {
        surface.layoutSize = size
        surface.layoutCandidates.removeAll(keepingCapacity: true)
        surface.drawCandidates.removeAll(keepingCapacity: true)
        surface.listIsCurrent = false
        surface.forgetShape()
        var stack: [ViewNode] = [root]
        while let node = stack.popLast() {
            _ = node.sizeCache.take()
            stack.append(contentsOf: node.children)
        }
        surface.placingAll = true
        placeRoot(in: size)
        surface.placingAll = false
    }

    /// Measures the changed nodes again, level by level from the deepest, climbing while
    /// a node's answers differ from last time; then places the subtrees where climbing stopped.
    private func layOutChanges(in size: Size) {
        guard !surface.layoutCandidates.isEmpty else { return }
        let visit = surface.nextVisit()
        surface.layoutVisit = visit
        defer { surface.layoutVisit = 0 }
        func enqueue(_ node: ViewNode) {
            guard node.visit != visit else { return }
            node.visit = visit
            while surface.levels.count <= node.depth { surface.levels.append([]) }
            surface.levels[node.depth].append(node)
        }
        for node in surface.layoutCandidates where node.isMounted { enqueue(node) }
        surface.layoutCandidates.removeAll(keepingCapacity: true)

        var stops: [ViewNode] = []
        for depth in surface.levels.indices.reversed() {
            // A level's nodes only enqueue shallower ones.
            let level = surface.levels[depth]
            surface.levels[depth].removeAll(keepingCapacity: true)
            for node in level {
                node.needsPlacement = true
                let previous = node.sizeCache.take()
                // A loop, not `allSatisfy`: a closure calling into the graph would check its
                // executor on every call.
                var unchanged = false
                if let previous, !previous.isEmpty {
                    unchanged = true
                    for entry in previous where unchanged {
                        unchanged = node.sizeThatFits(entry.proposal) == entry.size
                    }
                }
                if !unchanged, let parent = node.parent {
                    enqueue(parent)
                } else {
                    stops.append(node)
                }
            }
        }
        for node in stops.reversed() where node.needsPlacement {
            if node === root { placeRoot(in: size) } else { node.place(in: node.frame) }
        }
    }

    private func placeRoot(in size: Size) {
        let chosen = root.sizeThatFits(ProposedSize(size))
        root.needsPlacement = true
        root.place(in: Rect(
            x: ((size.width - chosen.width) / 2).rounded(.down), y: ((size.height - chosen.height) / 2).rounded(.down),
            width: chosen.width, height: chosen.height))
    }
}

/// The layout of views that only pass layout on (views with a body, structural views)
/// and of stacks of the implicit kind: one item takes the proposal; several stack
/// vertically, as a window's or a scroll view's content does in SwiftUI, a `VStack`'s
/// default spacing apart (none on a terminal, 8 points on a screen).
@MainActor func implicitStack(_ node: ViewNode) -> StackLayout {
    StackLayout(axis: .vertical, spacing: node.graph.layoutMetrics.defaultSpacing.height, alignment: .center)
}

extension ViewNode {
    /// Places this node at the size it takes when offered `bounds`' size, aligned in
    /// `bounds` as `alignment` says: by its guides on `base`'s (a background's content)
    /// or on the defaults of `bounds` (whole units toward the leading, top side).
    package func place(aligned alignment: Alignment, in bounds: Rect, over base: ViewNode? = nil) {
        let size = sizeThatFits(ProposedSize(bounds.size))
        place(in: Rect(origin: origin(of: size, aligned: alignment, in: bounds, over: base), size: size))
    }
}
