import ArgumentParser
import BenchmarkKit
import ClockworkCore
import ClockworkViews
import ClockworkPixels
import Glibc

/// `clockwork-bench-pixels label-pixels`: one label of a still 800x480 panel changes each
/// tick, as LVGL's one-label benchmark has it. Its ticks are timed back to back (caches
/// warm) and paced at 60 Hz (a period's sleep before each: caches cold, as on a device),
/// alternating in rounds in one run, so their ratio says how much a cold tick pays for the
/// memory it touches.
struct LabelPixelsBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "label-pixels", abstract: "One label of an 800x480 panel redrawn a tick: back to back against paced at 60 Hz.")

    @Option(help: "Ticks in each of the two modes.")
    var ticks = 240

    @Option(help: "Rounds the ticks are split into, alternating the modes.")
    var rounds = 4

    @OptionGroup var output: OutputOptions

    func run() throws {
        try MainActor.assumeIsolated {
            let counter = LabelCounter()
            let graph = try ManualGraph(StillPanel(counter: counter), ticksPerSecond: 60)
            let target = try PixelTarget(width: 800, height: 480)
            graph.host.present(on: target)
            graph.tick()
            var backToBack = Duration.zero, paced = Duration.zero, pixels = 0
            let perRound = max(ticks / max(rounds, 1), 1)
            for round in 0..<(2 * max(rounds, 1)) {
                let isPaced = round % 2 == 1
                for _ in 0..<perRound {
                    counter.count += 1
                    if isPaced { usleep(16_667) }
                    let start = threadCPUTime()
                    graph.tick()
                    let spent = threadCPUTime() - start
                    if isPaced { paced += spent } else { backToBack += spent }
                    pixels += target.lastFramePixels
                }
            }
            let count = Double(perRound * max(rounds, 1))
            let warm = backToBack.seconds * 1e6 / count, cold = paced.seconds * 1e6 / count
            printReport([
                ReportRow([
                    "name": .text("label-pixels"), "ticks": .integer(Int64(count)),
                    "us_back_to_back": .number(warm, decimals: 1),
                    "us_paced": .number(cold, decimals: 1),
                    "ratio_paced_to_back_to_back": .number(cold / warm, decimals: 2),
                    "pixels_per_tick": .number(Double(pixels) / (2 * count), decimals: 0),
                ])
            ], json: output.json)
        }
    }
}

/// The one figure that changes.
@MainActor
final class LabelCounter: ObservableObject {
    @Published var count = 0
}

/// A panel that stands still but for one label: a title, three gauges, buttons, a switch.
struct StillPanel: View {
    @ObservedObject var counter: LabelCounter

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Sensor panel · Line 1")
            ForEach(["temp", "press", "flow"], id: \.self) { name in
                HStack {
                    Text(name)
                    ProgressView(value: 0.6).frame(width: 300)
                    Text("21.5")
                }
            }
            Text("\(counter.count) samples")
            HStack(spacing: 20) {
                Button("Pause") {}.buttonStyle(.borderedProminent)
                Button("Zero") {}.buttonStyle(.bordered)
                Toggle("Alarm", isOn: .constant(true))
            }
        }
        .padding()
    }
}
