/// A ``TickRecord`` as the ring keeps it: 88 bytes instead of 152, so the default ring of
/// 1,024 records holds 88 KiB, not 152 KiB, once a daemon has run 17 seconds.
///
/// Instants and numbers stay exact. The tick's length, each phase's time, the skips and
/// the counters are kept in 32 bits, clamped: a phase or a tick longer than 4.29 s reads
/// as 4.29 s, a counter past four billion as four billion.
struct PackedTickRecord {
    private let number: Int64
    private let due: Int64
    private let start: Int64
    /// Nanoseconds from the start to the end.
    private var length: UInt32
    private let skippedTicks: UInt32
    private var phaseNanoseconds: InlineArray<7, UInt32>
    private let counters: InlineArray<7, UInt32>

    /// `record`, packed.
    init(_ record: TickRecord) {
        number = record.number
        due = record.due.nanoseconds
        start = record.start.nanoseconds
        length = UInt32(clamping: record.end.nanoseconds &- record.start.nanoseconds)
        skippedTicks = UInt32(clamping: record.skippedTicks)
        // Read as raw spans of seven values each: no bounds check an element.
        phaseNanoseconds = record.phaseNanoseconds.span.withUnsafeBufferPointer { phases in
            InlineArray { UInt32(clamping: phases[$0]) }
        }
        counters = record.counters.span.withUnsafeBufferPointer { values in
            InlineArray { UInt32(clamping: values[$0]) }
        }
    }

    /// Ends the record at `end`, its record phase having taken `recordNanoseconds`: what
    /// the record phase learns only once it has written the record.
    mutating func finish(at end: MonotonicInstant, recordNanoseconds: Int64) {
        length = UInt32(clamping: end.nanoseconds &- start)
        phaseNanoseconds[TickPhase.record.rawValue] = UInt32(clamping: recordNanoseconds)
    }

    /// The record, unpacked.
    var record: TickRecord {
        var record = TickRecord(number: number, due: MonotonicInstant(nanoseconds: due), start: MonotonicInstant(nanoseconds: start),
                                skippedTicks: Int64(skippedTicks))
        record.end = MonotonicInstant(nanoseconds: start + Int64(length))
        for index in phaseNanoseconds.indices {
            record.phaseNanoseconds[index] = Int64(phaseNanoseconds[index])
            record.counters[index] = Int64(counters[index])
        }
        return record
    }
}
