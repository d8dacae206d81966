import ClockworkLoop

/// A tick record as a JSON object: what the `ticks` stream and `get ticks` carry, and
/// what `clockwork prof` reads. Times are nanoseconds on CLOCK_MONOTONIC; `period_ns` is
/// the loop's tick period; phases and counters are keyed by their names.
public func tickObject(_ record: TickRecord, period: Duration) -> String {
    let phases = TickPhase.allCases.map { "\(jsonString($0.description)):\(record.phaseNanoseconds[$0.rawValue])" }
    let counters = TickCounter.allCases.map { "\(jsonString($0.description)):\(record[$0])" }
    return "{\"number\":\(record.number),\"period_ns\":\(period.nanoseconds),\"due_ns\":\(record.due.nanoseconds),\"start_ns\":\(record.start.nanoseconds)"
        + ",\"end_ns\":\(record.end.nanoseconds),\"skipped\":\(record.skippedTicks)"
        + ",\"phases_ns\":{\(phases.joined(separator: ","))},\"counters\":{\(counters.joined(separator: ","))}}"
}

/// The `ticks` stream's event line for `record`.
public func tickEventLine(_ record: TickRecord, period: Duration) -> String {
    "{\"event\":\"tick\",\"tick\":\(tickObject(record, period: period))}"
}

/// The `frames` stream's event line for a presented display list.
func frameEventLine(_ list: DisplayList) -> String {
    "{\"event\":\"frame\",\"items\":\(list.json())}"
}
