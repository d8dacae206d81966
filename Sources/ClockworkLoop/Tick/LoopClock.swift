import Synchronization

/// The clock an ``EventLoop`` schedules its ticks on.
///
/// Production loops use ``monotonic``: ticks fire from a kernel timer on
/// `CLOCK_MONOTONIC`. Tests use ``manual(_:)``: time moves only when the test
/// calls ``EventLoop/advance(by:)`` or ``EventLoop/stall(for:)``, so every tick
/// runs at an exact, repeatable time and nothing sleeps.
public enum LoopClock: Sendable {
    /// The system's `CLOCK_MONOTONIC`, driven by a `timerfd`.
    case monotonic
    /// A clock that moves only when told to.
    case manual(ManualClock)

    /// The clock's current time.
    @inlinable
    public func now() -> MonotonicInstant {
        switch self {
        case .monotonic: return .now()
        case .manual(let clock): return clock.now
        }
    }

    var isManual: Bool {
        if case .manual = self { return true }
        return false
    }
}

/// A clock that moves only when told to, for deterministic tests.
///
/// The loop moves it through ``EventLoop/advance(by:)`` and ``EventLoop/stall(for:)``.
/// Code running inside a tick may move it with ``spend(_:)`` to pretend that a
/// phase took time, which is how tests inject phase durations.
/// Reading it is safe from any thread.
public final class ManualClock: Sendable {
    private let nanoseconds: Atomic<Int64>

    /// Creates a manual clock reading `start`.
    public init(start: MonotonicInstant = MonotonicInstant(nanoseconds: 1_000_000_000)) {
        nanoseconds = Atomic(start.nanoseconds)
    }

    /// The clock's current reading.
    public var now: MonotonicInstant {
        MonotonicInstant(nanoseconds: nanoseconds.load(ordering: .acquiring))
    }

    /// Moves the clock forward by `duration` without running anything.
    ///
    /// Inside a tick this makes the current phase appear to take `duration`.
    public func spend(_ duration: Duration) {
        precondition(duration >= .zero, "a manual clock only moves forward")
        nanoseconds.add(duration.nanoseconds, ordering: .acquiringAndReleasing)
    }

    func set(_ instant: MonotonicInstant) {
        nanoseconds.store(instant.nanoseconds, ordering: .releasing)
    }
}
