import ArgumentParser
import BenchmarkKit
import ClockworkCore
import ClockworkViews
import ClockworkLoop
import Glibc

/// `clockwork-bench w1`: µs per counter update through the real setter, each followed
/// by a full tick (drain, update, render).
struct W1Benchmark: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "w1", abstract: "W1: one @State counter, N updates, each with update + render.")

    @Option(help: "Updates.")
    var n = 100_000

    @OptionGroup var output: OutputOptions

    func run() throws {
        try MainActor.assumeIsolated {
            let probe = BindingProbe<Int>()
            let graph = try ManualGraph(CounterView(probe: probe))
            let binding = probe.binding!
            let start = MonotonicInstant.now()
            for value in 1...n {
                binding.wrappedValue = value
                graph.tick()
            }
            let elapsed = MonotonicInstant.now() - start
            precondition(graph.host.graph.renderTreeDump() == "Text \"\(n)\"", "every update was applied and rendered")
            let floor = GraphFloor.counter(updates: n)
            printReport([
                ReportRow([
                    "name": .text("w1"), "n": .integer(Int64(n)),
                    "us_per_update": .number(elapsed.seconds * 1e6 / Double(n), decimals: 3),
                    "bodies_per_update": .integer(graph.lastTickBodies),
                    "floor_us_per_update": .number(floor.seconds * 1e6, decimals: 3),
                    "ratio": .number(elapsed.seconds / Double(n) / floor.seconds, decimals: 0),
                ])
            ], json: output.json)
        }
    }
}

/// `clockwork-bench w2`: one row's field of 1,000 changes; µs per update + render.
struct W2Benchmark: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "w2", abstract: "W2: 1,000 rows, one row's field changes, update + render.")

    @Option(help: "Rows.")
    var rows = 1_000

    @Option(help: "Updates.")
    var n = 2_000

    @OptionGroup var output: OutputOptions

    func run() throws {
        try MainActor.assumeIsolated {
            // OpenCombine's @Published copies the whole array on an element write; the
            // model figure is that cost alone, measured in the same run.
            let rows = rows
            let run = try RowsWorkload(rows: rows, updates: n) { store, update in
                store.rows[(update * 7919) % rows].value += 1
            }
            let floor = GraphFloor.rows(rows, updates: n, changed: { update in
                let row = (update * 7919) % rows
                return row..<(row + 1)
            }, mutate: { values, update in values[(update * 7919) % rows] += 1 })
            printReport([
                ReportRow([
                    "name": .text("w2"), "rows": .integer(Int64(rows)), "n": .integer(Int64(n)),
                    "us_per_update": .number(run.perUpdate.seconds * 1e6, decimals: 2),
                    "bodies_per_update": .number(run.bodiesPerUpdate, decimals: 2),
                    "model_us_per_update": .number(run.modelPerUpdate.seconds * 1e6, decimals: 2),
                    "floor_us_per_update": .number(floor.seconds * 1e6, decimals: 3),
                    "ratio": .number(run.perUpdate.seconds / floor.seconds, decimals: 0),
                ])
            ], json: output.json)
        }
    }
}

/// `clockwork-bench w3`: all 1,000 rows change at once; ms per update + render.
struct W3Benchmark: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "w3", abstract: "W3: all 1,000 rows change, one update + render.")

    @Option(help: "Rows.")
    var rows = 1_000

    @Option(help: "Batches.")
    var n = 200

    @OptionGroup var output: OutputOptions

    func run() throws {
        try MainActor.assumeIsolated {
            // One write: OpenCombine's @Published has no in-place modify, so changing rows one
            // by one would copy the whole array per row, in the workload itself.
            let rows = rows
            let run = try RowsWorkload(rows: rows, updates: n) { store, _ in
                store.rows = store.rows.map { Row(id: $0.id, title: $0.title, value: $0.value + 1) }
            }
            let floor = GraphFloor.rows(rows, updates: n, changed: { _ in 0..<rows }, mutate: { values, _ in
                for index in values.indices { values[index] += 1 }
            })
            printReport([
                ReportRow([
                    "name": .text("w3"), "rows": .integer(Int64(rows)), "n": .integer(Int64(n)),
                    "ms_per_batch": .number(run.perUpdate.seconds * 1e3, decimals: 3),
                    "bodies_per_batch": .number(run.bodiesPerUpdate, decimals: 1),
                    "model_ms_per_batch": .number(run.modelPerUpdate.seconds * 1e3, decimals: 3),
                    "floor_ms_per_batch": .number(floor.seconds * 1e3, decimals: 4),
                    "ratio": .number(run.perUpdate.seconds / floor.seconds, decimals: 0),
                ])
            ], json: output.json)
        }
    }
}

/// `clockwork-bench state-writes`: State writes per second from another thread, until the
/// last one is applied by a real-clock loop on the main thread.
struct StateWritesBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "state-writes", abstract: "State writes/s from another thread until applied.")

    @Option(help: "Writes.")
    var n = 1_000_000

    @OptionGroup var output: OutputOptions

    func run() throws {
        let total = n
        try MainActor.assumeIsolated {
            let rate = try Self.writesPerSecond(total)
            printReport([
                ReportRow([
                    "name": .text("state-writes"), "n": .integer(Int64(total)),
                    "writes_per_s": .number(rate, decimals: 0),
                ])
            ], json: output.json)
        }
    }

    /// Writes per second of `total` writes from a producer thread, until the last is applied.
    @MainActor
    static func writesPerSecond(_ total: Int) throws -> Double {
        let probe = BindingProbe<Int>()
        return try writesPerSecondUntilApplied(
            total,
            root: { done in StateWritesView(probe: probe, target: total, done: done) },
            prepare: {
                let binding = SendableBinding(binding: probe.binding!)
                return { value in binding.binding.wrappedValue = value }
            })
    }
}

/// Writes per second of `total` writes, `1...total` in order, made by a producer thread
/// through the writer `prepare` returns once `root` is mounted, until `root` calls its
/// `done` on seeing the last: a real-clock loop on the main thread applies them.
@MainActor
func writesPerSecondUntilApplied<Root: View>(
    _ total: Int, root: (@escaping @MainActor () -> Void) -> Root, prepare: () -> @Sendable (Int) -> Void
) throws -> Double {
    let loop = try EventLoop(configuration: .init(ticksPerSecond: 1_000))
    let finished = ResultBox<MonotonicInstant>()
    let host = GraphHost(root: root {
        finished.value = .now()
        loop.stop()
    }, loop: loop)
    let write = prepare()
    let start = MonotonicInstant.now()
    let producer = try JoinableThread {
        for value in 1...total { write(value) }
    }
    try loop.run()
    producer.join()
    _ = host
    return Double(total) / (finished.value! - start).seconds
}

/// Stops the benchmark when the last write has been applied.
private struct StateWritesView: View {
    let probe: BindingProbe<Int>
    let target: Int
    let done: @MainActor () -> Void
    @State private var value = 0

    var body: some View {
        let _ = probe.binding = $value
        Text("\(value)")
            .onChange(of: value) { _, new in if new == target { done() } }
    }
}

/// A binding handed to the producer thread.
private struct SendableBinding: @unchecked Sendable {
    // @unchecked Sendable: Clockwork's State writes are safe from any thread (through the
    // graph's write log); the binding itself is only read here.
    let binding: Binding<Int>
}

/// `clockwork-bench memory`: what W2 cannot give back (Private_Dirty, anonymous memory) with
/// its peak RSS beside it, then bytes per view node in a 10,000-node tree.
struct MemoryBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "memory", abstract: "Bytes per view node (10,000 nodes) and W2 peak RSS.")

    @OptionGroup var output: OutputOptions

    func run() throws {
        try MainActor.assumeIsolated {
            let store = RowStore(count: 1_000)
            let w2 = try ManualGraph(RowList(store: store))
            for update in 0..<200 {
                store.rows[(update * 7919) % 1_000].value += 1
                w2.tick()
            }
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            let peakRSS = Double(usage.ru_maxrss) / 1024
            let kept = ProcessMemory.current()

            // W2's graph stays alive, so the new tree's memory comes from fresh pages.
            let before = residentBytes()
            let big = RowStore(count: 2_000)
            let tree = try ManualGraph(RowList(store: big))
            let after = residentBytes()
            let nodes = tree.host.graph.allNodes().count
            _ = w2
            printReport([
                ReportRow([
                    "name": .text("memory"), "nodes": .integer(Int64(nodes)),
                    "bytes_per_node": .number(Double(after - before) / Double(nodes), decimals: 0),
                    "private_dirty_mib": .number(Double(kept.privateDirtyBytes) / 1_048_576, decimals: 1),
                    "anonymous_mib": .number(Double(kept.anonymousBytes) / 1_048_576, decimals: 1),
                    "peak_rss_mib": .number(peakRSS, decimals: 1),
                ])
            ], json: output.json)
        }
    }
}

/// The process's resident memory, from /proc/self/statm.
func residentBytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var size = 0
    var resident = 0
    _ = withUnsafeMutablePointer(to: &size) { sizePointer in
        withUnsafeMutablePointer(to: &resident) { residentPointer in
            withVaList([sizePointer, residentPointer]) { vfscanf(file, "%ld %ld", $0) }
        }
    }
    return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
}
