/// What the graph last laid out and drew on its surface, and what changed since: the
/// bookkeeping that lets layout and the display list cost in proportion to a change.
///
/// Loop thread only, like the graph that owns it. Its fields are read and written on every
/// tick and never while an `inout` access to the same field is open, so they skip the
/// runtime's dynamic exclusivity check (`@exclusivity(unchecked)`).
@MainActor
package final class SurfaceState {
    /// The surface size of the last layout; `nil` before the first.
    @exclusivity(unchecked) package var layoutSize: Size?
    /// Nodes whose size may have changed since the last layout: their own layout inputs
    /// changed, or their children did.
    @exclusivity(unchecked) var layoutCandidates: [ViewNode] = []
    /// Nodes whose drawing may have changed since the display list was last refreshed:
    /// their render item or their frame changed, or an animation presents them.
    @exclusivity(unchecked) var drawCandidates: [ViewNode] = []
    /// Whether children were mounted, unmounted or reordered: the display list's ranges no
    /// longer match the tree.
    @exclusivity(unchecked) package var structureChanged = false
    /// The current display list's items, back to front.
    @exclusivity(unchecked) var items: [DisplayItem] = []
    /// Finds ``items`` by area while they stay where they are (`nil`: build it again).
    @exclusivity(unchecked) var itemsIndex: DisplayListIndex?
    /// Whether ``items`` was built for the current tree (false: rebuild it whole).
    @exclusivity(unchecked) var listIsCurrent = false
    /// Set during a full layout: every node is placed, and no draw candidates are kept.
    @exclusivity(unchecked) var placingAll = false
    /// Counts the nodes the current layout placed (the profiler's `nodes_laid_out`).
    @exclusivity(unchecked) var nodesPlaced = 0
    /// Stamps nodes visited by a layout or display-list pass (``ViewNode/visit``).
    @exclusivity(unchecked) private var visitCounter: UInt32 = 0
    /// The nodes a layout measures again, by depth.
    @exclusivity(unchecked) var levels: [[ViewNode]] = []

    /// Whether anything changed since the last layout and display list.
    var hasChanges: Bool {
        layoutSize == nil || hasRequestedWork
    }

    /// Whether a view asked to be laid out or drawn again since the last layout (a scroll
    /// view a proxy scrolls): work the next tick does though no state changed.
    var hasRequestedWork: Bool {
        !layoutCandidates.isEmpty || !drawCandidates.isEmpty || structureChanged
    }

    /// A stamp no node carries yet.
    func nextVisit() -> UInt32 {
        visitCounter &+= 1
        return visitCounter
    }

    /// Counts changes of the tree's shape (children mounted, unmounted, reordered) and full
    /// layouts: a ``StackMemo`` is valid only within one generation.
    private(set) var shapeGeneration: UInt64 = 0
    /// The stamp of the incremental layout running now (0 outside one): the nodes it has
    /// measured again carry it.
    @exclusivity(unchecked) var layoutVisit: UInt32 = 0

    /// `node`'s children were mounted, unmounted or reordered.
    package func childrenChanged(of node: ViewNode) {
        shapeGeneration &+= 1
        guard layoutSize != nil else { return }
        structureChanged = true
        layoutCandidates.append(node)
    }

    /// Everything is laid out anew: no stack may reuse what it remembers.
    func forgetShape() {
        shapeGeneration &+= 1
    }

    /// An alignment guide `node` sets may have changed: the containers above it, which
    /// line it up by it, place their children again (a guide can move a view without
    /// changing any size, so no size change would climb to them).
    package func alignmentGuideChanged(at node: ViewNode) {
        guard layoutSize != nil else { return }
        var ancestor: ViewNode? = node
        while let current = ancestor {
            layoutCandidates.append(current)
            ancestor = current.parent
        }
    }

    /// `node`'s own layout or drawing inputs changed.
    package func contentChanged(_ node: ViewNode) {
        guard layoutSize != nil else { return }
        layoutCandidates.append(node)
        drawCandidates.append(node)
    }

    /// The index of ``items``, built again if they moved since it was.
    func currentIndex() -> DisplayListIndex {
        if let itemsIndex { return itemsIndex }
        let index = DisplayListIndex(items)
        itemsIndex = index
        return index
    }

    /// An animation, or a view stepping with time, presents new values for `node`.
    package func presentationChanged(_ node: ViewNode) {
        guard layoutSize != nil else { return }
        drawCandidates.append(node)
    }

    /// Nothing is drawn from this layout (a host with no target): what changed in the
    /// drawing is not kept, and the next display list is built whole.
    func forgetDrawing() {
        drawCandidates.removeAll(keepingCapacity: true)
        structureChanged = false
        listIsCurrent = false
    }

    /// The layout gave `node` a new frame.
    func frameChanged(_ node: ViewNode) {
        if !placingAll, node.content.drawingFollowsFrame { drawCandidates.append(node) }
    }
}
