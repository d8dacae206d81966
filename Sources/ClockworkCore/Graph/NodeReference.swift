/// A node as a change handler on another thread names it (an observed object's publisher,
/// an `@Observable` model's tracking, a settings store): what such a handler logs for the
/// loop thread to invalidate.
///
/// Not a `weak` reference to the node: that would give the node a side table and put every
/// retain and release of it on the runtime's slow path for the rest of its life, and the
/// update pass retains nodes constantly. The node clears it when it unmounts.
package final class NodeReference: @unchecked Sendable {
    // @unchecked Sendable: other threads only pass the reference on (into the write log);
    // `node` is set, cleared and read on the loop thread only.

    /// The node, until it unmounts.
    // unowned(unsafe): the node clears this when it unmounts and in its deinit.
    nonisolated(unsafe) unowned(unsafe) var node: ViewNode?

    init(_ node: ViewNode) {
        self.node = node
    }
}
