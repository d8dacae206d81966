/// A view's place in one of the graph's counts of mounted views of a kind (views with a
/// layout priority, a z-index, a shadow): counted once while mounted, so the graph skips
/// the work those views need while there are none.
package struct MountedViewCount {
    private let count: ReferenceWritableKeyPath<ViewGraph, Int>
    private var isCounted = false

    package init(_ count: ReferenceWritableKeyPath<ViewGraph, Int>) {
        self.count = count
    }

    /// Counts the view, the first time it updates.
    @MainActor
    package mutating func mount(in graph: ViewGraph) {
        guard !isCounted else { return }
        graph[keyPath: count] += 1
        isCounted = true
    }

    /// Takes the view out of the count as it leaves.
    @MainActor
    package mutating func unmount(from graph: ViewGraph) {
        guard isCounted else { return }
        graph[keyPath: count] -= 1
        isCounted = false
    }
}
