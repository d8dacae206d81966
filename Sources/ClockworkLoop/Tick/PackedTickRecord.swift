/// A ``TickRecord`` as the ring keeps it: 88 bytes instead of 152, so the default ring of
/// 4,096 records holds 352 KiB, not 608 KiB, once a daemon has run a minute.
///
/// Instants and numbers stay exact. The tick's length, each phase's time, the skips and
/// the counters are kept in 32 bits, clamped: a phase or a tick longer than 4.29 s reads
/// as 4.29 s, a counter past four billion as four billion.
struct PackedTickRecord {
    private let number: Int64
    private let due: Int64
    private let start: Int64
    /// Nanoseconds from the start to the end.
    private let length: UInt32
    private let skippedTicks: UInt32
    private let phaseNanoseconds: InlineArray<7, UInt32>
    private let counters: InlineArray<7, UInt32>

    /// `record`, packed.
    init(_ record: TickRecord) {
        number = record.number
        due = record.due.nanoseconds
        start = record.start.nanoseconds
        length = UInt32(clamping: record.end.nanoseconds &- record.start.nanoseconds)
        skippedTicks = UInt32(clamping: record.skippedTicks)
        var phases = InlineArray<7, UInt32>(repeating: 0)
        var values = InlineArray<7, UInt32>(repeating: 0)
        for index in phases.indices {
            phases[index] = UInt32(clamping: record.phaseNanoseconds[index])
            values[index] = UInt32(clamping: record.counters[index])
        }
        phaseNanoseconds = phases
        counters = values
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
