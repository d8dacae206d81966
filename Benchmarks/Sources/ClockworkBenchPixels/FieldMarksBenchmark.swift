import ArgumentParser
import BenchmarkKit
import ClockworkCore
import ClockworkViews
import ClockworkPixels

/// `clockwork-bench-pixels field-marks`: a text field in points, its text a letter and a
/// run of combining marks, one more mark typed a tick (as a fuzzer typing U+0301 into a
/// label does): the loop thread's CPU a tick at each length, and each length's cost over
/// the shortest's beside the ratio of their lengths. HarfBuzz places each mark against
/// those before it, so a cost that grew as the square of the length would show here;
/// targets draw at most 30 marks in a row (`String.streamSafe`).
struct FieldMarksBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "field-marks", abstract: "A text field of one letter and many combining marks, a mark typed a tick, on an 800x480 canvas.")

    @Option(parsing: .upToNextOption, help: "The runs of marks measured.")
    var marks: [Int] = [100, 1_000, 8_000, 32_000]

    @Option(help: "Ticks measured at each length.")
    var ticks = 20

    @OptionGroup var output: OutputOptions

    func run() throws {
        try MainActor.assumeIsolated {
            var rows: [ReportRow] = []
            var shortest: (marks: Int, microseconds: Double)?
            for count in marks.sorted() {
                let field = MarkedField(text: "e" + String(repeating: "\u{301}", count: count))
                let graph = try ManualGraph(MarkedForm(field: field), ticksPerSecond: 60)
                graph.host.present(on: try PixelTarget(width: 800, height: 480, units: .points(scale: 1)))
                graph.tick()
                var spent = Duration.zero
                for _ in 0..<max(ticks, 1) {
                    field.text.append("\u{301}")
                    let start = threadCPUTime()
                    graph.tick()
                    spent += threadCPUTime() - start
                }
                let microseconds = spent.seconds * 1e6 / Double(max(ticks, 1))
                let floor = shortest ?? (count, microseconds)
                shortest = floor
                rows.append(ReportRow([
                    "name": .text("field-marks"), "marks": .integer(Int64(count)), "us_per_tick": .number(microseconds, decimals: 1),
                    "cost_ratio": .number(microseconds / floor.microseconds, decimals: 2),
                    "length_ratio": .number(Double(count) / Double(floor.marks), decimals: 2),
                ]))
            }
            printReport(rows, json: output.json)
        }
    }
}

/// What the field shows.
@MainActor
private final class MarkedField: ObservableObject {
    @Published var text: String

    init(text: String) { self.text = text }
}

private struct MarkedForm: View {
    @ObservedObject var field: MarkedField

    var body: some View {
        VStack {
            Text("Label")
            TextField("Label", text: $field.text)
        }
        .padding()
    }
}
