import ArgumentParser
import BenchmarkKit
import ClockworkCore
import ClockworkInputSocket
import ClockworkLoop
import Glibc

/// `clockwork-bench prof-overhead`: what a `clockwork prof` subscriber costs the daemon.
/// The same animated workload runs on a real loop twice, without and with a client
/// reading the `ticks` stream; the figure is the loop thread's own CPU time per tick
/// (`CLOCK_THREAD_CPUTIME_ID`), which includes encoding and writing the events (done
/// after each tick's record, so tick durations would not show it).
struct ProfOverheadBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prof-overhead", abstract: "Loop-thread CPU per tick with and without a ticks subscriber.")

    @Option(help: "Tick rate.")
    var hz = 1_000

    @Option(help: "Seconds per run.")
    var seconds = 3.0

    @OptionGroup var output: OutputOptions

    @Option(help: "Without/with pairs, interleaved; the medians are reported.")
    var rounds = 3

    func run() throws {
        var withouts: [Double] = [], withs: [Double] = []
        for _ in 0..<rounds {
            withouts.append(try MainActor.assumeIsolated { try measure(subscribed: false) })
            withs.append(try MainActor.assumeIsolated { try measure(subscribed: true) })
        }
        let without = withouts.sorted()[rounds / 2], with = withs.sorted()[rounds / 2]
        let overhead = with - without
        printReport([
            ReportRow([
                "name": .text("prof-overhead"), "hz": .integer(Int64(hz)),
                "cpu_us_per_tick_without": .number(without, decimals: 2), "cpu_us_per_tick_with": .number(with, decimals: 2),
                "overhead_us_per_tick": .number(overhead, decimals: 2),
                "overhead_pct_of_period": .number(overhead / (1e6 / Double(hz)) * 100, decimals: 3),
                "overhead_pct_of_tick_cpu": .number(overhead / without * 100, decimals: 1),
            ])
        ], json: output.json)
    }

    /// Runs the workload for `seconds`; returns the loop thread's CPU µs per tick.
    @MainActor
    private func measure(subscribed: Bool) throws -> Double {
        var template = Array("/tmp/clockwork-bench-XXXXXX".utf8CString)
        let directory = String(cString: mkdtemp(&template))
        defer { rmdir(directory) }
        let path = directory + "/bench.sock"
        // No wake margin: its spin would add a scheduling-dependent wait to the CPU figure.
        let loop = try EventLoop(configuration: .init(ticksPerSecond: hz, wakeMargin: .zero))
        let probe = BindingProbe<Bool>()
        let host = GraphHost(
            root: AnimatedGrid(count: 50, curves: AnimatedGrid.pulse, staggered: false, probe: probe), loop: loop)
        host.present(on: DiscardingTarget())
        let server = try InputServer(path: path, host: host)
        loop.onStop { server.close() }
        probe.binding!.wrappedValue = true
        let duration = seconds
        let reader = try JoinableThread {
            let fd = subscribed ? (try? UnixSocket.connect(to: path)) : nil
            // Safe (every buffer below): only read or filled by the system call, within its closure.
            if let fd {
                let request = Array(#"{"cmd":"subscribe","stream":"ticks"}"#.utf8) + [10]
                _ = request.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            let end = MonotonicInstant.now() + .seconds(duration)
            while MonotonicInstant.now() < end {
                if let fd {
                    var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                    if poll(&poller, 1, 50) > 0 { _ = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) } }
                } else {
                    usleep(50_000)
                }
            }
            if let fd { close(fd) }
            loop.stop()
        }
        let ticksBefore = loop.recorder.count
        let cpuBefore = threadCPUNanoseconds()
        try loop.run()
        let cpu = threadCPUNanoseconds() - cpuBefore
        reader.join()
        return Double(cpu) / 1_000 / Double(max(loop.recorder.count - ticksBefore, 1))
    }
}

private func threadCPUNanoseconds() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
}

/// A target that lays out and takes each frame, and draws nothing: the workload is the
/// graph's, not a target's.
private final class DiscardingTarget: RenderTarget {
    let size = Size(width: 80, height: 60)
    func present(_ list: DisplayList, damage: Damage) {}
    func close() {}
}
