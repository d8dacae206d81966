import Clockwork
import Foundation

/// The parts as a table: by name or by bin, in the order a click on a column's title
/// asks for, and one part chosen to show its bin.
struct StockTable: View {
    @State private var rows: [PartsScreen.Part]
    @State private var order = [KeyPathComparator(\PartsScreen.Part.name)]
    @State private var chosen: PartsScreen.Part.ID?

    init(parts: [PartsScreen.Part]) {
        _rows = State(initialValue: parts.sorted { $0.name < $1.name })
    }

    var body: some View {
        VStack(alignment: .leading) {
            Table(rows, selection: $chosen, sortOrder: $order) {
                TableColumn("Part", value: \.name)
                TableColumn("Bin", value: \.bin) { Text("\($0.bin)") }.width(5)
            }
            .onChange(of: order) { _, order in rows.sort(using: order) }
            Text(chosen.flatMap { id in rows.first { $0.id == id } }.map { "\($0.name) is in bin \($0.bin)" } ?? "Choose a part")
                .foregroundStyle(.secondary)
        }
        .navigationTitle("Stock")
    }
}
