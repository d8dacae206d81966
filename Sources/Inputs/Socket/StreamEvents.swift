import ClockworkCore
import ClockworkLoop

/// A tick record as a JSON object: what the `ticks` stream and `get ticks` carry, and
/// what `clockwork prof` reads. Times are nanoseconds on CLOCK_MONOTONIC; `period_ns` is
/// the loop's tick period; phases and counters are keyed by their names.
public func tickObject(_ record: TickRecord, period: Duration) -> String {
    var bytes: [UInt8] = []
    TickEventEncoder.appendObject(record, period: period, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}

/// The `frames` stream's event line for a presented display list.
func frameEventLine(_ list: DisplayList) -> String {
    "{\"event\":\"frame\",\"frame\":\(list.json())}"
}

/// Writes tick records as JSON bytes: every key spelled once, numbers written digit by
/// digit into the caller's buffer. The stream encodes one per tick for any subscriber, so
/// this is on the daemon's tick path (see `clockwork-bench prof-overhead`).
enum TickEventEncoder {
    private static let eventPrefix = Array(#"{"event":"tick","tick":"#.utf8)
    private static let phaseKeys = TickPhase.allCases.map { Array((($0.rawValue == 0 ? "" : ",") + "\"\($0.description)\":").utf8) }
    private static let counterKeys = TickCounter.allCases.map { Array((($0.rawValue == 0 ? "" : ",") + "\"\($0.description)\":").utf8) }

    /// Appends `{"event":"tick","tick":{…}}`.
    static func appendEvent(_ record: TickRecord, period: Duration, to bytes: inout [UInt8]) {
        bytes += eventPrefix
        appendObject(record, period: period, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    static func appendObject(_ record: TickRecord, period: Duration, to bytes: inout [UInt8]) {
        append(#"{"number":"#, record.number, to: &bytes)
        append(#","period_ns":"#, period.nanoseconds, to: &bytes)
        append(#","due_ns":"#, record.due.nanoseconds, to: &bytes)
        append(#","start_ns":"#, record.start.nanoseconds, to: &bytes)
        append(#","end_ns":"#, record.end.nanoseconds, to: &bytes)
        append(#","skipped":"#, record.skippedTicks, to: &bytes)
        bytes += #","phases_ns":{"#.utf8
        for phase in TickPhase.allCases {
            bytes += phaseKeys[phase.rawValue]
            bytes.appendDecimal(record.phaseNanoseconds[phase.rawValue])
        }
        bytes += #"},"counters":{"#.utf8
        for counter in TickCounter.allCases {
            bytes += counterKeys[counter.rawValue]
            bytes.appendDecimal(record[counter])
        }
        bytes += "}}".utf8
    }

    private static func append(_ key: StaticString, _ value: Int64, to bytes: inout [UInt8]) {
        bytes.appendRaw(key)
        bytes.appendDecimal(value)
    }
}
