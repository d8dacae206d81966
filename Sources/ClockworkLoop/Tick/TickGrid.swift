/// The fixed grid ticks fall on: tick *k* is due at `origin + k · period`.
///
/// The period is a whole number of nanoseconds (60 Hz is 16,666,666 ns, so the
/// achieved rate is 60.0000024 Hz). Keeping the grid in integers keeps the
/// kernel timer, which repeats by the same integer period, exactly on it forever.
public struct TickGrid: Sendable, Equatable {
    /// The slowest supported rate.
    public static let minimumHertz = 1
    /// The fastest supported rate.
    public static let maximumHertz = 2_000

    /// When tick 0 is due.
    public private(set) var origin: MonotonicInstant
    /// The time between two grid points, in nanoseconds.
    public let periodNanoseconds: Int64
    /// The time between two ticks.
    public let period: Duration

    /// Creates the grid for `hertz` ticks per second starting at `origin`.
    public init(hertz: Int, origin: MonotonicInstant) {
        precondition(
            (Self.minimumHertz...Self.maximumHertz).contains(hertz),
            "tick rate \(hertz) Hz is outside \(Self.minimumHertz)–\(Self.maximumHertz) Hz")
        self.origin = origin
        self.periodNanoseconds = 1_000_000_000 / Int64(hertz)
        self.period = .nanoseconds(periodNanoseconds)
    }

    /// How far, the shorter way round and less than half a period either way, the grid's
    /// points are from having one fall on `instant`.
    public func phaseShift(toward instant: MonotonicInstant) -> Duration {
        var shift = (instant.nanoseconds &- origin.nanoseconds) % periodNanoseconds
        if shift < 0 { shift += periodNanoseconds }
        if shift > periodNanoseconds / 2 { shift -= periodNanoseconds }
        return .nanoseconds(shift)
    }

    /// The grid of the same period with every point moved by `shift`: tick *k* of the
    /// result is tick *k* of this one, `shift` later.
    public func shifted(by shift: Duration) -> TickGrid {
        var grid = self
        grid.origin = origin + shift
        return grid
    }

    /// When tick `index` is due.
    @inlinable
    public func time(of index: Int64) -> MonotonicInstant {
        MonotonicInstant(nanoseconds: origin.nanoseconds &+ index &* periodNanoseconds)
    }

    /// The index of the last grid point at or before `instant` (the tick that is due).
    @inlinable
    public func index(atOrBefore instant: MonotonicInstant) -> Int64 {
        let offset = instant.nanoseconds &- origin.nanoseconds
        return offset >= 0 ? offset / periodNanoseconds : -((-offset + periodNanoseconds - 1) / periodNanoseconds)
    }

    /// The grid point a timer wake-up at `instant` is for, when the timer fires `margin`
    /// early: the latest point whose early-wake time has passed.
    @inlinable
    public func slot(wokenAt instant: MonotonicInstant, margin: Duration) -> Int64 {
        index(atOrBefore: instant + margin)
    }

    /// The index of the first grid point at or after `instant` (the next tick to arm).
    @inlinable
    public func index(atOrAfter instant: MonotonicInstant) -> Int64 {
        let before = index(atOrBefore: instant)
        return time(of: before) == instant ? before : before &+ 1
    }
}
