import Histogram

/// The loop's tick records: the latest ones in a ring reserved up front, and a running
/// summary of all of them.
///
/// Writing a record packs a fixed-size value into the ring (32-bit durations and
/// counters, clamped: 88 bytes a record) and records two values in fixed-size histograms:
/// no allocation per tick (unless a reader still holds a copy of the ``summary``, in
/// which case the next write copies it once). The ring's memory is reserved at once but
/// filled as ticks run, so a loop that has run a few ticks keeps a few records' pages
/// resident, not the whole ring's.
/// Read it on the loop thread; other threads ask through ``EventLoop/execute(_:)``.
public final class TickRecorder {
    /// How many of the latest records the ring keeps.
    public let capacity: Int
    // The recorder is written once per tick on the loop thread and never under an open
    // `inout` access to these fields: no runtime exclusivity check.
    @exclusivity(unchecked) private var ring: [PackedTickRecord]
    @exclusivity(unchecked) private var written: Int64 = 0
    /// Totals and distributions over every tick recorded so far.
    @exclusivity(unchecked) public private(set) var summary: TickSummary

    init(capacity: Int, period: Duration) {
        precondition(capacity > 0, "the tick record ring needs room for at least one record")
        self.capacity = capacity
        ring = []
        ring.reserveCapacity(capacity)
        summary = TickSummary(period: period)
    }

    /// How many records were written since the loop started.
    public var count: Int64 { written }

    /// The most recent record.
    public var latest: TickRecord? {
        written == 0 ? nil : ring[Int((written - 1) % Int64(capacity))].record
    }

    /// Up to `limit` of the most recent records, oldest first.
    public func latest(_ limit: Int) -> [TickRecord] {
        records(fromSequence: max(0, written - Int64(min(limit, capacity))))
    }

    /// The records written since `sequence` (a value of ``count`` read earlier), oldest
    /// first; those that the ring has already overwritten are left out.
    public func records(since sequence: Int64) -> [TickRecord] {
        records(fromSequence: max(sequence, written - Int64(capacity)))
    }

    private func records(fromSequence first: Int64) -> [TickRecord] {
        guard first < written else { return [] }
        return (first..<written).map { ring[Int($0 % Int64(capacity))].record }
    }

    func append(_ record: TickRecord) {
        let packed = PackedTickRecord(record)
        if ring.count < capacity {
            ring.append(packed)
        } else {
            ring[Int(written % Int64(capacity))] = packed
        }
        written += 1
        summary.add(record)
    }

    /// Ends the record just appended at `end`, with the record phase's own duration.
    func finishLatest(at end: MonotonicInstant, recordNanoseconds: Int64) {
        precondition(written > 0)
        ring[Int((written - 1) % Int64(capacity))].finish(at: end, recordNanoseconds: recordNanoseconds)
    }
}

/// Totals and latency distributions over every tick a loop has run.
public struct TickSummary: Sendable {
    /// Values above this are recorded as this (10 s).
    static let highestTrackableNanoseconds: UInt64 = 10_000_000_000
    /// The distributions' precision: two significant digits (a value read back is within
    /// 1 % of the one recorded), which holds 14 KiB a histogram; three held 100 KiB, all
    /// of it resident from the first tick.
    static let precision = SignificantDigits.two

    /// The loop's tick period: the budget a tick's lateness is judged against.
    public let period: Duration
    private let lateThresholdNanoseconds: Int64
    /// Ticks run.
    public private(set) var ticks: Int64 = 0
    /// Grid points passed over because the loop ran late.
    public private(set) var skippedTicks: Int64 = 0
    /// Ticks that started more than half a period late.
    public private(set) var lateTicks: Int64 = 0
    /// How late ticks started, in nanoseconds.
    public private(set) var lateness: Histogram<UInt32>
    /// How long ticks took, in nanoseconds, from their start to the start of their record phase.
    public private(set) var duration: Histogram<UInt32>

    init(period: Duration) {
        self.period = period
        lateThresholdNanoseconds = period.nanoseconds / 2
        lateness = Histogram(highestTrackableValue: Self.highestTrackableNanoseconds, numberOfSignificantValueDigits: Self.precision)
        duration = Histogram(highestTrackableValue: Self.highestTrackableNanoseconds, numberOfSignificantValueDigits: Self.precision)
    }

    /// Share of grid points that were missed: skipped, or run more than half a period late.
    public var missedFraction: Double {
        let points = ticks + skippedTicks
        return points == 0 ? 0 : Double(lateTicks + skippedTicks) / Double(points)
    }

    /// The lateness at `percentile` (0–100).
    public func lateness(atPercentile percentile: Double) -> Duration {
        .nanoseconds(Int64(lateness.valueAtPercentile(percentile)))
    }

    /// The tick duration at `percentile` (0–100).
    public func duration(atPercentile percentile: Double) -> Duration {
        .nanoseconds(Int64(duration.valueAtPercentile(percentile)))
    }

    mutating func add(_ record: TickRecord) {
        ticks += 1
        skippedTicks += record.skippedTicks
        let late = record.start.nanoseconds &- record.due.nanoseconds
        if late > lateThresholdNanoseconds { lateTicks += 1 }
        _ = lateness.record(Self.clamp(late))
        _ = duration.record(Self.clamp(record.end.nanoseconds &- record.start.nanoseconds))
    }

    private static func clamp(_ nanoseconds: Int64) -> UInt64 {
        min(UInt64(max(nanoseconds, 0)), highestTrackableNanoseconds)
    }
}
