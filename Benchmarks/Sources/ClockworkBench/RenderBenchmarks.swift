import ArgumentParser
import BenchmarkKit
import ClockworkCore
import ClockworkViews
import ClockworkLoop
import ClockworkTerminal
import Glibc

/// `clockwork-bench render-w2`: W2 (one row of 1,000 changes) end to end to a terminal
/// target writing to /dev/null: µs and bytes per update.
struct RenderW2Benchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-w2", abstract: "W2 end to end to a 200x60 terminal target: µs and bytes per update.")

    @Option(help: "Updates.")
    var n = 500

    @OptionGroup var output: OutputOptions

    func run() throws {
        try MainActor.assumeIsolated {
            let store = RowStore(count: 1_000)
            let graph = try ManualGraph(RowList(store: store))
            let devNull = open("/dev/null", O_WRONLY)
            defer { close(devNull) }
            let terminal = TerminalTarget(fileDescriptor: devNull, colors: .trueColor, size: Size(width: 200, height: 60), loop: graph.host.loop)
            graph.host.present(on: terminal)
            graph.tick()
            var bytes = 0
            var durations: [Double] = []
            durations.reserveCapacity(n)
            let start = MonotonicInstant.now()
            for update in 0..<n {
                let updateStart = MonotonicInstant.now()
                // Rows on screen (the 1,000-row stack is centered: rows 470–529 show), so
                // every update changes what is drawn. One in ten widens its row (9 → 10).
                store.rows[475 + (update * 7) % 50].value += 1
                graph.tick()
                durations.append((MonotonicInstant.now() - updateStart).seconds * 1e6)
                bytes += terminal.lastFrameBytes
            }
            let elapsed = MonotonicInstant.now() - start
            durations.sort()
            let floor = GraphFloor.terminalRows(updates: n) { 475 + ($0 * 7) % 50 }
            printReport([
                ReportRow([
                    "name": .text("render-w2"), "n": .integer(Int64(n)),
                    "us_per_update": .number(elapsed.seconds * 1e6 / Double(n), decimals: 1),
                    "floor_us_per_update": .number(floor.perUpdate.seconds * 1e6, decimals: 3),
                    "ratio": .number(elapsed.seconds / Double(n) / floor.perUpdate.seconds, decimals: 0),
                    "floor_bytes_per_update": .number(floor.bytes, decimals: 1),
                    "p50_us_per_update": .number(durations[n / 2], decimals: 1),
                    "p90_us_per_update": .number(durations[n * 9 / 10], decimals: 1),
                    "p99_us_per_update": .number(durations[n * 99 / 100], decimals: 1),
                    "bytes_per_update": .number(Double(bytes) / Double(n), decimals: 1),
                ])
            ], json: output.json)
        }
    }
}

/// `clockwork-bench render-full`: a full-screen redraw of a 200x60 terminal (every cell
/// changes): µs and bytes per frame.
struct RenderFullBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-full", abstract: "Full redraw of a 200x60 terminal target: µs and bytes per update.")

    @Option(help: "Frames.")
    var n = 200

    @OptionGroup var output: OutputOptions

    func run() throws {
        try MainActor.assumeIsolated {
            let probe = BindingProbe<Int>()
            let graph = try ManualGraph(FullScreen(probe: probe))
            let devNull = open("/dev/null", O_WRONLY)
            defer { close(devNull) }
            let terminal = TerminalTarget(fileDescriptor: devNull, colors: .trueColor, size: Size(width: 200, height: 60), loop: graph.host.loop)
            graph.host.present(on: terminal)
            graph.tick()
            var bytes = 0
            let start = MonotonicInstant.now()
            for frame in 1...n {
                probe.binding!.wrappedValue = frame
                graph.tick()
                bytes += terminal.lastFrameBytes
            }
            let elapsed = MonotonicInstant.now() - start
            printReport([
                ReportRow([
                    "name": .text("render-full"), "n": .integer(Int64(n)),
                    "us_per_update": .number(elapsed.seconds * 1e6 / Double(n), decimals: 1),
                    "bytes_per_update": .number(Double(bytes) / Double(n), decimals: 0),
                ])
            ], json: output.json)
        }
    }
}

/// 60 lines of 200 characters, all of which change with `frame`, on alternating colors.
private struct FullScreen: View {
    let probe: BindingProbe<Int>
    @State private var frame = 0

    var body: some View {
        let _ = probe.binding = $frame
        VStack(spacing: 0) {
            ForEach(0..<60, id: \.self) { line in
                Text(String(repeating: Character(UnicodeScalar(UInt8(65 + (line + frame) % 26))), count: 200))
                    .foregroundStyle(line % 2 == frame % 2 ? Color.green : Color.blue)
            }
        }
    }
}
