import Histogram

/// Accumulates tick samples into the figures `clockwork prof` reports: HdrHistograms of
/// start lateness, tick duration and each phase, deadline misses, janky and skipped ticks,
/// the achieved rate, the idle share, and per-tick counters.
///
/// A tick is **janky** when it ran longer than the budget (by default its period: the
/// next tick was due before it finished). A tick is a **deadline miss** when it started
/// more than half a period late; grid points the loop passed over are **skipped** ticks.
public struct ProfileRecorder {
    /// Over this many nanoseconds a tick is janky; `nil`: the daemon's tick period.
    public let budgetNs: Int64?
    private var lateness = Self.histogram()
    private var duration = Self.histogram()
    private var phases = TickSample.phaseNames.map { _ in Self.histogram() }
    private var counterSums = TickSample.counterNames.map { _ in Int64(0) }
    private var counterMaxima = TickSample.counterNames.map { _ in Int64(0) }
    private(set) var ticks: Int64 = 0
    private var skipped: Int64 = 0
    private var janky: Int64 = 0
    private var missed: Int64 = 0
    private var busyNs: Int64 = 0
    private var firstDueNs: Int64?
    private var lastEndNs: Int64 = 0
    private var periodNs: Int64 = 0

    public init(budgetNs: Int64? = nil) {
        self.budgetNs = budgetNs
    }

    private static func histogram() -> Histogram<UInt64> {
        Histogram(highestTrackableValue: 60_000_000_000, numberOfSignificantValueDigits: .three)
    }

    /// How many ticks were recorded.
    public var count: Int64 { ticks }

    public mutating func record(_ sample: TickSample) {
        ticks += 1
        periodNs = sample.periodNs
        firstDueNs = firstDueNs ?? sample.dueNs
        lastEndNs = max(lastEndNs, sample.endNs)
        _ = lateness.record(UInt64(sample.latenessNs))
        _ = duration.record(UInt64(sample.durationNs))
        for (index, value) in sample.phasesNs.enumerated() { _ = phases[index].record(UInt64(max(value, 0))) }
        for (index, value) in sample.counters.enumerated() {
            counterSums[index] += value
            counterMaxima[index] = max(counterMaxima[index], value)
        }
        skipped += sample.skipped
        busyNs += sample.durationNs
        if sample.durationNs > (budgetNs ?? sample.periodNs) { janky += 1 }
        if sample.latenessNs > sample.periodNs / 2 { missed += 1 }
    }

    /// The figures so far. `windowNs` is the span profiled (CLOCK_MONOTONIC
    /// nanoseconds): rates and the idle share cover all of it, also the time an idle
    /// daemon did not tick at all. Without it they cover the first tick's due time to the
    /// last tick's end.
    public func summary(windowNs: ClosedRange<Int64>? = nil) -> ProfileSummary {
        let wallNs = windowNs.map { max($0.upperBound - $0.lowerBound, 1) }
            ?? firstDueNs.map { max(lastEndNs - $0, 1) } ?? 1
        func stats(_ histogram: Histogram<UInt64>) -> ProfileSummary.Percentiles {
            guard histogram.totalCount > 0 else { return .init(p50: 0, p90: 0, p99: 0, p999: 0, max: 0) }
            func us(_ value: UInt64) -> Double { Double(value) / 1_000 }
            return .init(p50: us(histogram.valueAtPercentile(50)), p90: us(histogram.valueAtPercentile(90)),
                         p99: us(histogram.valueAtPercentile(99)), p999: us(histogram.valueAtPercentile(99.9)),
                         max: us(histogram.maxRecorded))
        }
        let perTick = Dictionary(uniqueKeysWithValues: TickSample.counterNames.indices.map { index in
            (TickSample.counterNames[index], ProfileSummary.CounterFigures(
                mean: ticks > 0 ? Double(counterSums[index]) / Double(ticks) : 0, max: counterMaxima[index]))
        })
        return ProfileSummary(
            ticks: ticks,
            seconds: Double(wallNs) / 1e9,
            targetHz: periodNs > 0 ? 1e9 / Double(periodNs) : 0,
            achievedHz: ticks > 1 || windowNs != nil ? Double(ticks) / (Double(wallNs) / 1e9) : 0,
            budgetUs: Double(budgetNs ?? periodNs) / 1_000,
            janky: janky, missed: missed, skipped: skipped,
            idlePercent: max(0, 100 * (1 - Double(busyNs) / Double(wallNs))),
            latenessUs: stats(lateness), durationUs: stats(duration),
            phasesUs: Dictionary(uniqueKeysWithValues: zip(TickSample.phaseNames, phases.map(stats))),
            perTick: perTick)
    }
}
