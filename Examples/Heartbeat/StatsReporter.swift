import ClockworkLoop
import Foundation

/// Turns the loop's tick records into one human-readable line per second.
final class StatsReporter {
    private let loop: EventLoop
    private var sequence: Int64 = 0
    private var secondsElapsed = 0
    private var cpuAtLastLine = StatsReporter.processCPUSeconds()
    private var wallAtLastLine = MonotonicInstant.now()

    init(loop: EventLoop) {
        self.loop = loop
    }

    /// Statistics over the ticks recorded since the previous line.
    func lineForLastSecond(mean: Double) -> String {
        let records = loop.recorder.records(since: sequence)
        sequence = loop.recorder.count
        secondsElapsed += 1
        let now = MonotonicInstant.now()
        let cpu = StatsReporter.processCPUSeconds()
        let cpuShare = (cpu - cpuAtLastLine) / (now - wallAtLastLine).seconds
        cpuAtLastLine = cpu
        wallAtLastLine = now

        let lateness = records.map { Double($0.lateness.nanoseconds) / 1_000 }.sorted()
        let skipped = records.reduce(0) { $0 + $1.skippedTicks }
        let drained = records.reduce(0) { $0 + $1[.itemsDrained] }
        func percentile(_ p: Double) -> Double {
            lateness.isEmpty ? 0 : lateness[min(lateness.count - 1, Int(Double(lateness.count) * p / 100))]
        }
        return String(
            format: "t=%3ds  %5d ticks/s (target %d)  lateness p50 %6.1f µs  p99 %7.1f µs  max %8.1f µs  skipped %d  drained %d/s  mean %.2f  cpu %.1f%%",
            secondsElapsed, records.count, loop.configuration.ticksPerSecond, percentile(50), percentile(99),
            lateness.last ?? 0, skipped, drained, mean, cpuShare * 100)
    }

    /// The whole run, from the loop's running summary.
    func summaryLine() -> String {
        let summary = loop.recorder.summary
        func micros(_ p: Double) -> Double { Double(summary.lateness(atPercentile: p).nanoseconds) / 1_000 }
        return String(
            format: "summary: %lld ticks, lateness p50 %.1f µs p99 %.1f µs p99.9 %.1f µs, %lld skipped, %.3f%% missed",
            summary.ticks, micros(50), micros(99), micros(99.9), summary.skippedTicks, summary.missedFraction * 100)
    }

    private static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}
