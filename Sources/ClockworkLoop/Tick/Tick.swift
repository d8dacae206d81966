/// The tick being run: its place on the grid, and the record the pipeline fills in.
///
/// The loop hands one to its tick handler (see ``EventLoop/setTickHandler(_:)``).
/// The handler runs its phases through ``measure(_:_:)``, adds to the counters with
/// ``count(_:as:)``, and calls ``requestNextTick()`` while it has more to do (a
/// running animation); otherwise the loop goes idle after this tick.
public struct Tick {
    /// The record this tick writes when it ends.
    public private(set) var record: TickRecord
    /// The time between ticks.
    public let period: Duration
    /// Whether this is the last tick, run while the loop stops: it applies whatever was
    /// queued before the mailboxes closed, so nothing accepted is lost.
    public let isFinal: Bool
    private let clock: LoopClock
    private(set) var wantsNextTick = false
    /// The phase measured last: phases run in pipeline order, each in one stretch.
    private var lastPhase: TickPhase?

    init(record: TickRecord, period: Duration, isFinal: Bool, clock: LoopClock) {
        self.record = record
        self.period = period
        self.isFinal = isFinal
        self.clock = clock
    }

    /// The tick's index on the grid.
    public var number: Int64 { record.number }

    /// The tick's time: its grid time, not the moment it started. Everything the
    /// tick computes (animation progress above all) uses this, so a tick that starts
    /// late still shows what belongs to its grid point.
    public var time: MonotonicInstant { record.due }

    /// Grid points passed over before this tick because the loop ran late.
    public var skippedTicks: Int64 { record.skippedTicks }

    /// Runs `body` as `phase`, adding the time it takes to that phase's duration.
    ///
    /// Phases are measured in pipeline order (``TickPhase``'s order), each in one stretch:
    /// measuring the phase just measured again continues it, but going back to an earlier
    /// one is a programming error (checked in debug builds), since a profile shows the
    /// phases in that order and would show one that never happened.
    public mutating func measure<Result>(_ phase: TickPhase, _ body: () throws -> Result) rethrows -> Result {
        assert(lastPhase.map { $0.rawValue <= phase.rawValue } ?? true,
               "the \(phase) phase was measured after the \(lastPhase.map(String.init(describing:)) ?? "") phase")
        lastPhase = phase
        let start = now()
        defer { addDuration(now().nanoseconds &- start.nanoseconds, to: phase) }
        return try body()
    }

    /// Adds `amount` to `counter`.
    public mutating func count(_ amount: Int, as counter: TickCounter) {
        record[counter] &+= Int64(amount)
    }

    /// Asks for the next grid point's tick as well (for example, an animation is running).
    public mutating func requestNextTick() {
        wantsNextTick = true
    }

    private func now() -> MonotonicInstant { clock.now() }

    private mutating func addDuration(_ nanoseconds: Int64, to phase: TickPhase) {
        record.phaseNanoseconds[phase.rawValue] &+= nanoseconds
    }
}
