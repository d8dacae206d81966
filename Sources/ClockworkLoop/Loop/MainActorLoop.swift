import Foundation

/// The loop that runs the main actor: a daemon's loop (which drains the main queue) or a
/// test host's (which follows the main actor); the latest one created, while it lives.
///
/// What runs "on the main queue" by a clock — `DispatchQueue.main` and `RunLoop.main` as
/// Combine schedulers, `Timer.publish(every:on: .main, in:)` — runs on this loop's clock
/// and tick grid, so a manual clock makes it deterministic. A daemon has one such loop. A
/// test process may have several test hosts alive at once (parallel tests): their work
/// goes to the latest host's loop, which is the test's own as long as the test does not
/// `await` between creating its host and the work it schedules.
public enum MainActorLoop {
    // Safe from any thread: `current` is read and written only holding `lock`.
    nonisolated(unsafe) private static weak var current: EventLoop?
    private static let lock = NSLock()

    /// The loop, if one lives.
    public static var loop: EventLoop? {
        lock.withLock { current }
    }

    static func register(_ loop: EventLoop) {
        lock.withLock { current = loop }
    }
}
