import ClockworkLoop

/// A tick record as a JSON object: what the `ticks` stream and `get ticks` carry, and
/// what `clockwork prof` reads. Times are nanoseconds on CLOCK_MONOTONIC; phases and
/// counters are keyed by their names.
func tickObject(_ record: TickRecord) -> String {
    let phases = TickPhase.allCases.map { "\(jsonString($0.description)):\(record.phaseNanoseconds[$0.rawValue])" }
    let counters = TickCounter.allCases.map { "\(jsonString($0.description)):\(record[$0])" }
    return "{\"number\":\(record.number),\"due_ns\":\(record.due.nanoseconds),\"start_ns\":\(record.start.nanoseconds)"
        + ",\"end_ns\":\(record.end.nanoseconds),\"skipped\":\(record.skippedTicks)"
        + ",\"phases_ns\":{\(phases.joined(separator: ","))},\"counters\":{\(counters.joined(separator: ","))}}"
}

/// The `ticks` stream's event line for `record`.
func tickEventLine(_ record: TickRecord) -> String {
    "{\"event\":\"tick\",\"tick\":\(tickObject(record))}"
}

/// The `frames` stream's event line for a presented display list.
func frameEventLine(_ list: DisplayList) -> String {
    "{\"event\":\"frame\",\"items\":\(list.json())}"
}
