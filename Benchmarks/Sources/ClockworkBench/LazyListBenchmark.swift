import ArgumentParser
import BenchmarkKit
import ClockworkCore
import ClockworkViews
import ClockworkLoop
import ClockworkTerminal
import Glibc

/// The rows of the lazy-list benchmark: their text changes one row at a time.
final class FeedRows: ObservableObject {
    struct Row: Identifiable {
        let id: Int
        var text: String
    }

    @Published var rows: [Row]

    init(count: Int) {
        rows = (0..<count).map { Row(id: $0, text: "event \($0) · pump \($0 % 3) · ok") }
    }
}

/// 10,000 rows in a scroll view, lazily or not.
struct FeedView: View {
    @ObservedObject var feed: FeedRows
    let lazy: Bool

    var body: some View {
        ScrollView {
            if lazy {
                LazyVStack(alignment: .leading) {
                    ForEach(feed.rows) { row in Text(row.text) }
                }
            } else {
                VStack(alignment: .leading) {
                    ForEach(feed.rows) { row in Text(row.text) }
                }
            }
        }
        .accessibilityIdentifier("feed")
    }
}

/// `clockwork-bench lazy-list`: 10,000 rows in a lazy stack in a scroll view, on a 200x60
/// terminal target writing to /dev/null: µs per scroll step and per one-row change, the
/// nodes built, bytes per node (what each of the eager list's extra nodes costs) and the
/// graph's memory; the same list built eagerly (a `VStack`) beside it, in the same run.
struct LazyListBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lazy-list", abstract: "10,000 rows in a LazyVStack in a ScrollView: µs per scroll step and per one-row change.")

    @Option(help: "Scroll steps and row changes, each.")
    var n = 500

    @Option(help: "Rows in the list.")
    var rows = 10_000

    @OptionGroup var output: OutputOptions

    func run() throws {
        try MainActor.assumeIsolated {
            let (lazyGraph, lazyBuild, lazyBytes) = try build(lazy: true)
            let (eagerGraph, eagerBuild, eagerBytes) = try build(lazy: false)
            let graph = lazyGraph.graph
            let nodes = graph.host.graph.allNodes().count
            let eagerNodes = eagerGraph.graph.host.graph.allNodes().count

            // Ticks are timed alone: changing a row of a 10,000-element array copies it
            // first (copy on write: the views still hold the old one), which is the
            // data's cost, not the list's.
            var scrolling = Duration.zero
            for _ in 0..<n {
                try? graph.host.graph.perform(.scroll(x: 0, y: 1), on: "feed")
                let start = MonotonicInstant.now()
                graph.tick()
                scrolling += MonotonicInstant.now() - start
            }
            let firstShown = n
            var changing = Duration.zero
            for update in 0..<n {
                lazyGraph.feed.rows[firstShown + (update * 7) % 50].text += "."
                let start = MonotonicInstant.now()
                graph.tick()
                changing += MonotonicInstant.now() - start
            }
            var changingEagerly = Duration.zero
            for update in 0..<n {
                eagerGraph.feed.rows[firstShown + (update * 7) % 50].text += "."
                let start = MonotonicInstant.now()
                eagerGraph.graph.tick()
                changingEagerly += MonotonicInstant.now() - start
            }
            let perScroll = scrolling.seconds / Double(n)
            let perChange = changing.seconds / Double(n)
            let perEagerChange = changingEagerly.seconds / Double(n)
            printReport([
                ReportRow([
                    "name": .text("lazy-list"), "rows": .integer(Int64(rows)), "n": .integer(Int64(n)),
                    "nodes": .integer(Int64(nodes)),
                    "us_per_scroll_step": .number(perScroll * 1e6, decimals: 1),
                    "us_per_row_change": .number(perChange * 1e6, decimals: 1),
                    "bytes_per_node": .number(Double(eagerBytes - lazyBytes) / Double(eagerNodes - nodes), decimals: 0),
                    "graph_kib": .number(Double(lazyBytes) / 1024, decimals: 0),
                    "build_ms": .number(lazyBuild * 1e3, decimals: 2),
                    "eager_nodes": .integer(Int64(eagerNodes)),
                    "eager_build_ms": .number(eagerBuild * 1e3, decimals: 2),
                    "eager_graph_kib": .number(Double(eagerBytes) / 1024, decimals: 0),
                    "build_ratio": .number(lazyBuild / eagerBuild, decimals: 4),
                    "eager_us_per_row_change": .number(perEagerChange * 1e6, decimals: 1),
                    "row_change_ratio": .number(perChange / perEagerChange, decimals: 3),
                ])
            ], json: output.json)
        }
    }

    /// The list mounted, laid out and drawn to its first settled frame: the seconds that
    /// took, and the memory its view graph holds (the data and the target apart).
    @MainActor
    private func build(lazy: Bool) throws -> (graph: (graph: ManualGraph, feed: FeedRows), seconds: Double, bytes: Int) {
        let feed = FeedRows(count: rows)
        let before = residentBytes()
        let start = MonotonicInstant.now()
        let graph = try ManualGraph(FeedView(feed: feed, lazy: lazy))
        let bytes = residentBytes() - before
        let devNull = open("/dev/null", O_WRONLY)
        let terminal = TerminalTarget(fileDescriptor: devNull, colors: .trueColor, size: Size(width: 200, height: 60), loop: graph.host.loop)
        graph.host.present(on: terminal)
        graph.tick()
        graph.tick()
        let seconds = (MonotonicInstant.now() - start).seconds
        return ((graph, feed), seconds, bytes)
    }
}
