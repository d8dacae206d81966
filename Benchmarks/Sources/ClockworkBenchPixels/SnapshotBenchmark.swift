import ArgumentParser
import BenchmarkKit
import ClockworkCore
import ClockworkInputSocket
import ClockworkLoop
import ClockworkPixels
import SensorPanelKit

/// `clockwork-bench-pixels snapshot`: what a `snapshot` request costs the loop thread on an
/// 800x480 pixel panel. Before: the PNG encoded on the loop (what the daemon did until
/// snapshots moved off it). After: the socket's request handler, which copies the canvas
/// and leaves the encoding to a worker thread; the encoding's own cost is beside them.
/// All three are thread CPU time, measured in the same run.
struct SnapshotBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot", abstract: "Loop-thread CPU per snapshot of an 800x480 panel: encoded on the loop against copied for a worker.")

    @Option(help: "Snapshots of each kind.")
    var n = 40

    @OptionGroup var output: OutputOptions

    func run() throws {
        try MainActor.assumeIsolated {
            let instruments = Instruments(rate: nil)
            let graph = try ManualGraph(PanelView(instruments: instruments, spacing: .points), ticksPerSecond: 60)
            let target = try PixelTarget(width: 800, height: 480, units: .points(scale: 1))
            graph.host.present(on: target)
            graph.tick()
            let handler = RequestHandler(host: graph.host)
            let request = Array(#"{"id":1,"cmd":"snapshot"}"#.utf8)[...]
            var streams = Set<EventStream>()
            var onLoop = Duration.zero, copied = Duration.zero, encoded = Duration.zero, bytes = 0
            for _ in 0..<n {
                var start = threadCPUTime()
                bytes = try target.png().count
                onLoop += threadCPUTime() - start

                start = threadCPUTime()
                let reply = handler.reply(to: request, subscriptions: &streams).atTheTicksEnd()
                copied += threadCPUTime() - start
                guard case .later(let work) = reply else { throw ValidationError("a pixel snapshot is made off the loop") }
                start = threadCPUTime()
                _ = work.make()
                encoded += threadCPUTime() - start
                work.finished()
            }
            let before = onLoop.seconds * 1e6 / Double(n), after = copied.seconds * 1e6 / Double(n)
            printReport([
                ReportRow([
                    "name": .text("snapshot"), "n": .integer(Int64(n)), "png_bytes": .integer(Int64(bytes)),
                    "loop_us_before": .number(before, decimals: 1),
                    "loop_us_after": .number(after, decimals: 1),
                    "encode_us_off_loop": .number(encoded.seconds * 1e6 / Double(n), decimals: 1),
                    "ratio_after_to_before": .number(after / before, decimals: 3),
                ])
            ], json: output.json)
        }
    }
}
