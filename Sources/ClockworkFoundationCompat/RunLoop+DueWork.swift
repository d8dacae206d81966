import Foundation

extension RunLoop {
    /// Runs one pass of the run loop without waiting, so its due timers and sources fire,
    /// and returns when its next timer is due, or `nil` with none scheduled. What a daemon's
    /// loop (for `RunLoop.main`) and `TestHost` (for its thread's loop) do to run
    /// Foundation's timers. On the run loop's own thread only: Foundation runs no other.
    package func fireDueWork() -> Date? {
        guard let next = limitDate(forMode: .default), next != .distantFuture else { return nil }
        return next
    }
}
