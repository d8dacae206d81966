import ClockworkLoop
import Prometheus

/// The loop's tick records, folded into Prometheus collectors: tick counts, the
/// distributions of a tick's duration, lateness and phases, and the work ticks did.
///
/// Folding reads the records written since the last fold from the loop's ring; it runs on
/// each scrape and often enough between scrapes that the ring never laps it. The tick
/// itself does nothing more for it.
final class TickMetrics {
    private let recorder: TickRecorder
    private let period: Duration
    private var folded: Int64 = 0
    private let ticks, janky, skipped, bodies, events, writes: Counter
    private let duration, lateness: DurationHistogram
    private let phases: [DurationHistogram]

    /// Folds `loop`'s records into `registry`.
    init(loop: EventLoop, registry: PrometheusCollectorRegistry) {
        recorder = loop.recorder
        period = loop.grid.period
        func counter(_ name: String, _ help: String) -> Counter {
            registry.makeCounter(descriptor: MetricNameDescriptor(namespace: "clockwork", metricName: name, unitName: "total", helpText: help))
        }
        ticks = counter("ticks", "Ticks the loop ran.")
        janky = counter("ticks_janky", "Ticks that ran longer than the tick period.")
        skipped = counter("ticks_skipped", "Grid points passed over because the loop ran late.")
        bodies = counter("bodies_evaluated", "View bodies evaluated.")
        events = counter("input_events", "Input events delivered, from every input source.")
        writes = counter("writes_drained", "Cross-thread state writes and posted work applied.")
        let buckets: [Duration] = [50, 100, 250, 500, 1_000, 2_000, 4_000, 8_000, 16_000, 33_000, 66_000, 250_000, 1_000_000].map { .microseconds($0) }
        duration = registry.makeDurationHistogram(descriptor: MetricNameDescriptor(
            namespace: "clockwork", metricName: "tick_duration", unitName: "seconds", helpText: "How long a tick took, from its start to its record."), buckets: buckets)
        lateness = registry.makeDurationHistogram(descriptor: MetricNameDescriptor(
            namespace: "clockwork", metricName: "tick_lateness", unitName: "seconds", helpText: "How late a tick started after its grid point."), buckets: buckets)
        let phaseDescriptor = MetricNameDescriptor(namespace: "clockwork", metricName: "tick_phase_duration", unitName: "seconds",
                                                   helpText: "How long each phase of a tick took.")
        phases = TickPhase.allCases.map { registry.makeDurationHistogram(descriptor: phaseDescriptor, labels: [("phase", $0.description)], buckets: buckets) }
    }

    /// How often to fold between scrapes so the ring is never lapped: half the time it
    /// takes the loop to fill it at its full rate (at least a second).
    var foldInterval: Duration {
        max(.seconds(1), period * recorder.capacity / 2)
    }

    /// Folds the records written since the last fold. Loop thread only.
    func fold() {
        let total = recorder.count
        guard total > folded else { return }
        let records = recorder.records(since: folded)
        ticks.increment(by: total - folded)
        folded = total
        var bodyCount: Int64 = 0, eventCount: Int64 = 0, writeCount: Int64 = 0, jankyCount: Int64 = 0, skippedCount: Int64 = 0
        for record in records {
            duration.record(record.duration)
            lateness.record(record.lateness)
            for phase in TickPhase.allCases { phases[phase.rawValue].record(record.duration(of: phase)) }
            if record.duration > period { jankyCount += 1 }
            skippedCount += record.skippedTicks
            bodyCount += record[.bodiesEvaluated]
            eventCount += record[.eventsHandled]
            writeCount += record[.itemsDrained]
        }
        janky.increment(by: jankyCount)
        skipped.increment(by: skippedCount)
        bodies.increment(by: bodyCount)
        events.increment(by: eventCount)
        writes.increment(by: writeCount)
    }
}
