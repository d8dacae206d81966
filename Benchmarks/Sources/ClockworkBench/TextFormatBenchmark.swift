import ArgumentParser
import ClockworkCore
import ClockworkViews
import ClockworkLoop
import Foundation
import BenchmarkKit

/// `clockwork-bench text-format`: a number shown as `Text(value, format:
/// .number.precision(.fractionLength(1)))` and as `Text("\(value, specifier: "%.1f")")`,
/// against Foundation formatting the same values in the same run.
struct TextFormatBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text-format", abstract: "ns per number formatted into a Text, against Foundation in the same run.")

    @Option(help: "Numbers.")
    var n = 200_000

    @OptionGroup var output: OutputOptions

    func run() throws {
        MainActor.assumeIsolated { measureAll() }
    }

    @MainActor
    private func measureAll() {
        let values = (0..<n).map { Double($0 % 20_000) * 0.0731 - 500 }
        let style = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1))
        let format = measure(values) { Text($0, format: style) }
        let specifier = measure(values) { Text("\($0, specifier: "%.1f")") }
        let foundation = measure(values) { Text(verbatim: $0.formatted(style)) }
        let printf = measure(values) { Text(verbatim: String(format: "%.1f", $0)) }
        printReport([
            ReportRow([
                "name": .text("text-format"), "n": .integer(Int64(n)),
                "format_ns": .number(format, decimals: 0), "foundation_format_ns": .number(foundation, decimals: 0),
                "format_ratio": .number(format / foundation, decimals: 2),
                "specifier_ns": .number(specifier, decimals: 0), "string_format_ns": .number(printf, decimals: 0),
                "specifier_ratio": .number(specifier / printf, decimals: 2),
            ])
        ], json: output.json)
    }

    /// ns per value of making a `Text` with `make`.
    @MainActor
    private func measure(_ values: [Double], _ make: (Double) -> Text) -> Double {
        var texts = 0
        let start = MonotonicInstant.now()
        for value in values where make(value) != Text(verbatim: "") { texts += 1 }
        precondition(texts == values.count, "every value was formatted")
        return (MonotonicInstant.now() - start).seconds * 1e9 / Double(values.count)
    }
}
