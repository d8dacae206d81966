import ClockworkLoop
import Foundation

/// One tick as the daemon's `ticks` stream reports it (docs/PROTOCOL.md): when it was due,
/// when it ran, what each phase cost and what it did.
public struct TickSample: Sendable, Equatable, Decodable {
    /// The pipeline's phases, in the order they run: the loop's own names for them.
    public static let phaseNames = TickPhase.allCases.map(\.description)
    /// The per-tick counters: the loop's own names for them.
    public static let counterNames = TickCounter.allCases.map(\.description)

    public var number: Int64
    public var periodNs: Int64
    public var dueNs: Int64
    public var startNs: Int64
    public var endNs: Int64
    public var skipped: Int64
    /// Nanoseconds per phase, in ``phaseNames`` order.
    public var phasesNs: [Int64]
    /// Counter values, in ``counterNames`` order.
    public var counters: [Int64]

    public init(number: Int64, periodNs: Int64, dueNs: Int64, startNs: Int64, endNs: Int64, skipped: Int64,
                phasesNs: [Int64], counters: [Int64]) {
        (self.number, self.periodNs, self.dueNs, self.startNs, self.endNs, self.skipped) = (number, periodNs, dueNs, startNs, endNs, skipped)
        self.phasesNs = phasesNs
        self.counters = counters
    }

    /// How late the tick started.
    public var latenessNs: Int64 { max(startNs - dueNs, 0) }
    /// How long the tick ran.
    public var durationNs: Int64 { max(endNs - startNs, 0) }

    private enum Key: String, CodingKey {
        case number, period_ns, due_ns, start_ns, end_ns, skipped, phases_ns, counters
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        number = try container.decode(Int64.self, forKey: .number)
        periodNs = try container.decode(Int64.self, forKey: .period_ns)
        dueNs = try container.decode(Int64.self, forKey: .due_ns)
        startNs = try container.decode(Int64.self, forKey: .start_ns)
        endNs = try container.decode(Int64.self, forKey: .end_ns)
        skipped = try container.decode(Int64.self, forKey: .skipped)
        let phases = try container.decode([String: Int64].self, forKey: .phases_ns)
        let counters = try container.decode([String: Int64].self, forKey: .counters)
        phasesNs = Self.phaseNames.map { phases[$0] ?? 0 }
        self.counters = Self.counterNames.map { counters[$0] ?? 0 }
    }

    /// The sample in a `{"event":"tick","tick":{…}}` line; `nil` for any other line.
    public static func fromEventLine<Bytes: Collection<UInt8>>(_ line: Bytes) -> TickSample? {
        guard let event = try? JSONDecoder().decode(TickEvent.self, from: Data(line)), event.event == "tick" else { return nil }
        return event.tick
    }
}

/// An event line of the `ticks` stream.
private struct TickEvent: Decodable {
    let event: String
    let tick: TickSample?
}
