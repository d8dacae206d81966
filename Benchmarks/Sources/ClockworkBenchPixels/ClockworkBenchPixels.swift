import ArgumentParser

/// The pixel benchmarks' entry point: Cairo and Pango drawing the graph's display lists,
/// in a binary of their own so `clockwork-bench` links no drawing library.
@main
struct ClockworkBenchPixels: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clockwork-bench-pixels",
        abstract: "Clockwork's pixel benchmarks: the graph drawn by Cairo and Pango into an 800x480 canvas.",
        subcommands: [
            RenderW2PixelsBenchmark.self, PanelPixelsBenchmark.self, LabelPixelsBenchmark.self, SnapshotBenchmark.self,
            ChartAppendBenchmark.self, ChartFirstFrameBenchmark.self, FieldMarksBenchmark.self,
        ]
    )
}
