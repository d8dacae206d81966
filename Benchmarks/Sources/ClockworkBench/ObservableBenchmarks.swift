import ArgumentParser
import ClockworkCore
import ClockworkDaemon
import ClockworkLoop
import Observation

// W2 as SwiftUI code is written with Observation: 1,000 rows, each an @Observable model.

@Observable
final class ObservableRow: Identifiable {
    let id: Int
    var title: String
    var value = 0

    init(id: Int) {
        self.id = id
        title = "row \(id)"
    }
}

@Observable
final class ObservableRowStore {
    var rows: [ObservableRow]

    init(count: Int) {
        rows = (0..<count).map(ObservableRow.init(id:))
    }
}

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
