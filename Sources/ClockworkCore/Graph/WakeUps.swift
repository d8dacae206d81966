/// Views that change with time itself (an indeterminate progress view, a `TimelineView`),
/// and when each changes next, in loop nanoseconds.
///
/// The update phase evaluates the due ones again; the loop is asked for a tick at the
/// earliest date only, so a view that changes once a minute costs no wake-up in between.
/// Scheduling and taking the due entries cost O(n) in the scheduled views, which are few.
@MainActor
struct WakeUps {
    private var entries: [(node: ViewNode, at: Int64)] = []

    /// Asks for `node` to be evaluated again at `time`, replacing what it asked before.
    mutating func schedule(_ node: ViewNode, at time: Int64) {
        if let index = entries.firstIndex(where: { $0.node === node }) {
            entries[index].at = time
        } else {
            entries.append((node, time))
        }
    }

    /// Removes and returns the mounted nodes due at `now`; drops unmounted ones.
    mutating func takeDue(at now: Int64) -> [ViewNode] {
        guard !entries.isEmpty else { return [] }
        var due: [ViewNode] = []
        entries.removeAll { entry in
            guard entry.node.isMounted else { return true }
            guard entry.at <= now else { return false }
            due.append(entry.node)
            return true
        }
        return due
    }

    /// The earliest date asked for, if any.
    var earliest: Int64? { entries.isEmpty ? nil : entries.lazy.map(\.at).min() }
}
