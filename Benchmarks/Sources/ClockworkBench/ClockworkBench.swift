import ArgumentParser
import BenchmarkKit

/// The benchmark suite's entry point: one subcommand per benchmark, each printing a
/// table or, with `--json`, one JSON object per line with stable keys. The pixel
/// benchmarks are `clockwork-bench-pixels`: this binary links no drawing library, as a
/// daemon that draws no pixels does not.
@main
struct ClockworkBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clockwork-bench",
        abstract: "Clockwork's benchmarks. Every comparison runs its peers in the same process, in the same run.",
        subcommands: [
            TickBenchmark.self, WritesBenchmark.self, W1Benchmark.self, W2Benchmark.self, W3Benchmark.self,
            StateWritesBenchmark.self, ObservableWritesBenchmark.self, W2ObservableBenchmark.self, PanelBenchmark.self, MemoryBenchmark.self, AnimateBenchmark.self, RenderW2Benchmark.self,
            RenderFullBenchmark.self, LazyListBenchmark.self, InputLatencyBenchmark.self, ProfOverheadBenchmark.self, HostileInputBenchmark.self, PoliteClientBenchmark.self,
            TextFormatBenchmark.self,
        ]
    )
}
