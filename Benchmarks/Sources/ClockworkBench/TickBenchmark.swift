import ArgumentParser
import CLinux
import ClockworkLoop
import Dispatch
import Glibc
import Histogram
import BenchmarkKit

/// `clockwork-bench tick`: how late fixed-rate ticks start, for Clockwork's loop and,
/// in the same run, for the alternatives a user could pick instead.
struct TickBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tick",
        abstract: "Tick lateness on a fixed grid: Clockwork vs DispatchSourceTimer vs a clock_nanosleep floor."
    )

    @Option(help: "Tick rate in Hz (1–2000).")
    var hz = 1_000

    @Option(help: "Seconds to run each implementation.")
    var seconds = 10.0

    @Option(help: "Clockwork's wake margin in microseconds (its default is 50); a second Clockwork row runs with none.")
    var wakeMarginUs = 50

    @OptionGroup var output: OutputOptions

    func run() throws {
        let period = Int64(1_000_000_000 / hz)
        let count = Int(seconds * Double(hz))
        let runs: [(String, () throws -> TickRun)] = [
            ("clockwork", { try clockworkTicks(hz: hz, count: count, wakeMargin: .microseconds(wakeMarginUs)) }),
            ("clockwork-nospin", { try clockworkTicks(hz: hz, count: count, wakeMargin: .zero) }),
            ("dispatch", { dispatchTicks(period: period, count: count) }),
            ("nanosleep", { try nanosleepTicks(period: period, count: count) }),
        ]

        var rows: [ReportRow] = []
        var stats: [String: TickStats] = [:]
        for (impl, measure) in runs {
            let cpuBefore = processCPUTime()
            let wallBefore = MonotonicInstant.now()
            let run = try measure()
            let cpu = (processCPUTime() - cpuBefore).seconds / (MonotonicInstant.now() - wallBefore).seconds
            let result = run.analyze()
            stats[impl] = result
            rows.append(result.row(impl: impl, hz: hz, cpuShare: cpu))
        }
        if let dispatch = stats["dispatch"], let floor = stats["nanosleep"] {
            for index in rows.indices {
                guard case .text(let impl) = rows[index]["impl"], impl.hasPrefix("clockwork"), let ours = stats[impl] else { continue }
                rows[index]["p99_vs_dispatch"] = .number(ours.p99 / dispatch.p99, decimals: 3)
                rows[index]["p99_vs_nanosleep"] = .number(ours.p99 / floor.p99, decimals: 3)
            }
        }
        printReport(rows, json: output.json)
    }
}

/// Callback start times against the grid they should fall on.
struct TickRun {
    let origin: Int64
    let period: Int64
    var starts: [Int64]

    /// Lateness against the latest grid point at or before each start; grid points with no
    /// tick between two starts count as skipped. The first tick (warm-up) is left out.
    func analyze() -> TickStats {
        var lateness = Histogram<UInt64>(highestTrackableValue: 10_000_000_000, numberOfSignificantValueDigits: .three)
        var expected: Int64?
        var skipped: Int64 = 0
        var late: Int64 = 0
        for start in starts.dropFirst() {
            let index = (start - origin) / period
            if let expected { skipped += max(0, index - expected) }
            expected = index + 1
            let value = start - (origin + index * period)
            if value > period / 2 { late += 1 }
            _ = lateness.record(UInt64(max(0, value)))
        }
        let points = Double(starts.count - 1) + Double(skipped)
        return TickStats(lateness: lateness, missedPercent: points > 0 ? 100 * Double(late + skipped) / points : 0)
    }
}

/// The figures one implementation's run produced.
struct TickStats {
    let lateness: Histogram<UInt64>
    let missedPercent: Double

    func microseconds(atPercentile percentile: Double) -> Double {
        Double(lateness.valueAtPercentile(percentile)) / 1_000
    }

    var p99: Double { microseconds(atPercentile: 99) }

    func row(impl: String, hz: Int, cpuShare: Double) -> ReportRow {
        ReportRow([
            "name": .text("tick"), "hz": .integer(Int64(hz)), "impl": .text(impl),
            "ticks": .integer(Int64(lateness.totalCount)),
            "p50_us": .number(microseconds(atPercentile: 50), decimals: 1),
            "p90_us": .number(microseconds(atPercentile: 90), decimals: 1),
            "p99_us": .number(microseconds(atPercentile: 99), decimals: 1),
            "p999_us": .number(microseconds(atPercentile: 99.9), decimals: 1),
            "max_us": .number(Double(lateness.max) / 1_000, decimals: 1),
            "missed_pct": .number(missedPercent, decimals: 3),
            "cpu_pct": .number(cpuShare * 100, decimals: 2),
        ])
    }
}

/// Clockwork: an EventLoop on its own thread, its tick requesting the next one.
private func clockworkTicks(hz: Int, count: Int, wakeMargin: Duration) throws -> TickRun {
    let done = DispatchSemaphore(value: 0)
    let thread = try EventLoopThread.start(
        configuration: .init(ticksPerSecond: hz, recordCapacity: count + 1, wakeMargin: wakeMargin)
    ) { loop in
        loop.setTickHandler { tick in
            if tick.number < Int64(count) { tick.requestNextTick() } else { done.signal() }
        }
        loop.requestTick()
    }
    done.wait()
    let run = ResultBox<TickRun>()
    try thread.loop.execute {
        let loop = thread.loop
        run.value = TickRun(
            origin: loop.grid.origin.nanoseconds, period: loop.grid.periodNanoseconds,
            starts: loop.recorder.latest(count + 1).map(\.start.nanoseconds))
        done.signal()
    }
    done.wait()
    thread.stopAndJoin()
    return run.value!
}

/// DispatchSourceTimer with zero leeway, repeating on the same kind of grid.
private func dispatchTicks(period: Int64, count: Int) -> TickRun {
    let queue = DispatchQueue(label: "bench.dispatch-timer", qos: .userInteractive)
    let timer = DispatchSource.makeTimerSource(queue: queue)
    let origin = MonotonicInstant.now().nanoseconds + period
    let done = DispatchSemaphore(value: 0)
    let starts = ResultBox<[Int64]>()
    starts.value = []
    starts.value!.reserveCapacity(count + 1)
    timer.setEventHandler {
        starts.value!.append(MonotonicInstant.now().nanoseconds)
        if starts.value!.count == count + 1 {
            timer.cancel()
            done.signal()
        }
    }
    timer.schedule(
        deadline: DispatchTime(uptimeNanoseconds: UInt64(origin)),
        repeating: .nanoseconds(Int(period)), leeway: .nanoseconds(0))
    timer.resume()
    done.wait()
    return TickRun(origin: origin, period: period, starts: starts.value!)
}

/// The floor: a thread sleeping with clock_nanosleep(TIMER_ABSTIME) and 1 ns timer slack.
private func nanosleepTicks(period: Int64, count: Int) throws -> TickRun {
    let starts = ResultBox<[Int64]>()
    let origin = MonotonicInstant.now().nanoseconds + period
    let thread = try JoinableThread {
        _ = clinux_set_timer_slack(1)
        var run: [Int64] = []
        run.reserveCapacity(count + 1)
        var index: Int64 = 0
        while run.count < count + 1 {
            let due = origin + index * period
            var spec = timespec(tv_sec: Int(due / 1_000_000_000), tv_nsec: Int(due % 1_000_000_000))
            clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &spec, nil)
            let now = MonotonicInstant.now().nanoseconds
            run.append(now)
            index = (now - origin) / period + 1
        }
        starts.value = run
    }
    thread.join()
    return TickRun(origin: origin, period: period, starts: starts.value!)
}
