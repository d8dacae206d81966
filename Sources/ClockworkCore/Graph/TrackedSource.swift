/// Something a body can read that the graph tracks: a ``State`` box, an observed object's
/// subscription. Reading it while a body evaluates links it to that body's node; a
/// change marks exactly those nodes dirty.
@usableFromInline package class TrackedSource: @unchecked Sendable {
    // @unchecked Sendable: `observers` is touched only on the loop thread (`recordRead` is
    // called only while a body evaluates there; the others are @MainActor); subclasses
    // state their own invariants.

    /// Nodes whose last evaluation read this. Kept small: usually one to three. Loop
    /// thread only, never under an open `inout` access: no runtime exclusivity check.
    @exclusivity(unchecked) private var observers: [ViewNode] = []

    /// Links `node`, whose body is being evaluated on the loop thread, to this.
    ///
    /// A link the node's previous evaluation already made is only re-stamped: a body that
    /// reads the same things each time (the usual case) allocates and releases nothing.
    @usableFromInline final func recordRead(by node: ViewNode) {
        if node.restampDependency(on: self) { return }
        node.addDependency(on: self)
        observers.append(node)
    }

    /// Marks every observer dirty.
    @MainActor
    final func invalidateObservers(in graph: ViewGraph) {
        for node in observers { graph.markDirty(node) }
    }

    @MainActor
    final func removeObserver(_ node: ViewNode) {
        if let index = observers.firstIndex(where: { $0 === node }) {
            observers.remove(at: index)
        }
    }
}

/// One link from a node to something its body read, stamped with the evaluation that
/// last read it.
struct Dependency {
    let observable: TrackedSource
    var evaluation: UInt32
}
