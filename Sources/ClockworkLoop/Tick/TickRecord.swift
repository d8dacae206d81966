/// What one tick did and how long it took: a fixed-size value, written into a
/// preallocated ring (``TickRecorder``) without allocating.
///
/// The ring keeps the tick's length, its phases' times, skips and counters in 32 bits
/// each: read back from it, a tick or phase longer than 4.29 s reads as 4.29 s, a counter
/// past four billion as four billion.
public struct TickRecord: Sendable {
    /// The tick's index on the grid (gaps mean the loop was idle or skipped ticks).
    public var number: Int64
    /// When the tick was due: its grid time, and the `now` its update used.
    public var due: MonotonicInstant
    /// When the tick's callback actually started.
    public var start: MonotonicInstant
    /// When the tick finished, after its record was written.
    public var end: MonotonicInstant
    /// Grid points passed over before this tick because the loop ran late.
    public var skippedTicks: Int64
    /// Nanoseconds spent in each ``TickPhase``, indexed by its raw value.
    public var phaseNanoseconds: InlineArray<7, Int64>
    /// Each ``TickCounter``'s value, indexed by its raw value.
    public var counters: InlineArray<7, Int64>

    /// Creates an empty record for tick `number`, due at `due`, started at `start`.
    public init(number: Int64, due: MonotonicInstant, start: MonotonicInstant, skippedTicks: Int64) {
        self.number = number
        self.due = due
        self.start = start
        self.end = start
        self.skippedTicks = skippedTicks
        self.phaseNanoseconds = InlineArray(repeating: 0)
        self.counters = InlineArray(repeating: 0)
    }

    /// How late the tick started.
    public var lateness: Duration { start - due }

    /// How long the whole tick took, from its start to the end of its record.
    public var duration: Duration { end - start }

    /// The time spent in `phase`.
    public func duration(of phase: TickPhase) -> Duration {
        .nanoseconds(phaseNanoseconds[phase.rawValue])
    }

    /// The value of `counter`.
    public subscript(counter: TickCounter) -> Int64 {
        get { counters[counter.rawValue] }
        set { counters[counter.rawValue] = newValue }
    }
}
