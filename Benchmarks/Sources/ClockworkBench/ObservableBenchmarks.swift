import ArgumentParser
import BenchmarkKit
import ClockworkCore
import ClockworkViews
import ClockworkLoop

// W2 as SwiftUI code is written with Observation: 1,000 rows, each an @Observable model.
//
// The models are spelled as Clockwork's `@Observable` expands them (the expansion
// ObservableMacroTests pins), because the benchmark suite imports the framework's
// parts, not the umbrella that brings the macros: a release build of swift-syntax for
// them would take minutes of every CI run. As source, each is:
//
//     @Observable
//     final class ObservableRow: Identifiable {
//         let id: Int
//         var title: String
//         var value = 0
//     }
//
//     @Observable
//     final class ObservableRowStore {
//         var rows: [ObservableRow]
//     }

final class ObservableRow: Identifiable {
    let id: Int
    var title: String {
        @storageRestrictions(initializes: _title)
        init(initialValue) { _title = ObservedProperty(initialValue) }
        get {
            access(keyPath: \.title)
            return _title.read()
        }
        set { _title.write(newValue, of: self, at: \.title, registrar: _$observationRegistrar) }
    }
    private var _title: ObservedProperty<String>
    var value: Int = 0 {
        @storageRestrictions(initializes: _value)
        init(initialValue) { _value = ObservedProperty(initialValue) }
        get {
            access(keyPath: \.value)
            return _value.read()
        }
        set { _value.write(newValue, of: self, at: \.value, registrar: _$observationRegistrar) }
    }
    private var _value = ObservedProperty(0)

    init(id: Int) {
        self.id = id
        title = "row \(id)"
    }

    private let _$observationRegistrar = ObservationRegistrar()

    nonisolated func access<Member>(keyPath: KeyPath<ObservableRow, Member>) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }
}

extension ObservableRow: Observable {}

// @unchecked Sendable: every mutable stored property is tracked (see the expansion above).
extension ObservableRow: @unchecked Sendable {}

final class ObservableRowStore {
    var rows: [ObservableRow] {
        @storageRestrictions(initializes: _rows)
        init(initialValue) { _rows = ObservedProperty(initialValue) }
        get {
            access(keyPath: \.rows)
            return _rows.read()
        }
        set { _rows.write(newValue, of: self, at: \.rows, registrar: _$observationRegistrar) }
    }
    private var _rows: ObservedProperty<[ObservableRow]>

    init(count: Int) {
        rows = (0..<count).map(ObservableRow.init(id:))
    }

    private let _$observationRegistrar = ObservationRegistrar()

    nonisolated func access<Member>(keyPath: KeyPath<ObservableRowStore, Member>) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }
}

extension ObservableRowStore: Observable {}

struct ObservableRowView: View {
    let row: ObservableRow

    var body: some View {
        HStack {
            Text(row.title)
            Text("\(row.value)")
        }
    }
}

struct ObservableRowList: View {
    let store: ObservableRowStore

    var body: some View {
        VStack {
            ForEach(store.rows) { row in
                ObservableRowView(row: row)
            }
        }
    }
}

/// `clockwork-bench w2-observable`: W2 on @Observable rows (one row's value changes; only
/// the view reading it is evaluated), beside W2 on an ObservableObject in the same run.
struct W2ObservableBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "w2-observable", abstract: "W2 on @Observable rows: µs and bodies per update, and the ratio to w2 in the same run.")

    @Option(help: "Rows.")
    var rows = 1_000

    @Option(help: "Updates.")
    var n = 2_000

    @OptionGroup var output: OutputOptions

    func run() throws {
        try MainActor.assumeIsolated {
            let rows = rows
            let baseline = try RowsWorkload(rows: rows, updates: n) { store, update in
                store.rows[(update * 7919) % rows].value += 1
            }
            let store = ObservableRowStore(count: rows)
            let (perUpdate, bodiesPerUpdate) = try ManualGraph(ObservableRowList(store: store)).measureUpdates(n) { update in
                store.rows[(update * 7919) % rows].value += 1
            }
            printReport([
                ReportRow([
                    "name": .text("w2-observable"), "rows": .integer(Int64(rows)), "n": .integer(Int64(n)),
                    "us_per_update": .number(perUpdate.seconds * 1e6, decimals: 2),
                    "bodies_per_update": .number(bodiesPerUpdate, decimals: 2),
                    "w2_us_per_update": .number(baseline.perUpdate.seconds * 1e6, decimals: 2),
                    "ratio_to_w2": .number(perUpdate.seconds / baseline.perUpdate.seconds, decimals: 2),
                ])
            ], json: output.json)
        }
    }
}

/// `clockwork-bench observable-writes`: writes per second to an `@Observable` model's
/// property from another thread, until the last one is applied by a real-clock loop on
/// the main thread; beside `state-writes` measured the same way in the same run.
struct ObservableWritesBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "observable-writes", abstract: "@Observable writes/s from another thread until applied, beside State writes.")

    @Option(help: "Writes.")
    var n = 1_000_000

    @OptionGroup var output: OutputOptions

    func run() throws {
        let total = n
        try MainActor.assumeIsolated {
            let stateRate = try StateWritesBenchmark.writesPerSecond(total)
            let row = ObservableRow(id: 0)
            let rate = try writesPerSecondUntilApplied(
                total, root: { done in ObservableWritesView(row: row, target: total, done: done) },
                prepare: { { value in row.value = value } })
            printReport([
                ReportRow([
                    "name": .text("observable-writes"), "n": .integer(Int64(total)),
                    "writes_per_s": .number(rate, decimals: 0),
                    "state_writes_per_s": .number(stateRate, decimals: 0),
                    "ratio_to_state": .number(rate / stateRate, decimals: 2),
                ])
            ], json: output.json)
        }
    }
}

/// Stops the benchmark when the last write has been applied.
private struct ObservableWritesView: View {
    let row: ObservableRow
    let target: Int
    let done: @MainActor () -> Void

    var body: some View {
        Text("\(row.value)")
            .onChange(of: row.value) { _, new in if new == target { done() } }
    }
}
