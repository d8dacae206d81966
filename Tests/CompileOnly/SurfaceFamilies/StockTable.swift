import Clockwork
import Foundation

struct StockRow: Identifiable {
    let id: Int
    var name: String
    var count: Int
    var isOrdered: Bool
}

/// A table sorted by its titles, chosen into a set, with a menu for the chosen rows.
struct StockTableView: View {
    @State private var rows = [StockRow(id: 1, name: "Valve", count: 4, isOrdered: false)]
    @State private var order = [KeyPathComparator(\StockRow.name)]
    @State private var chosen = Set<StockRow.ID>()
    @State private var single: StockRow.ID?

    var body: some View {
        VStack {
            Table(rows, selection: $chosen, sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("Count", value: \.count) { Text("\($0.count)") }
                    .width(60)
                TableColumn("Ordered", value: \.isOrdered) { Text($0.isOrdered ? "yes" : "no") }
                    .width(min: 40, ideal: 60, max: 80)
                TableColumn("Note") { _ in Text("–") }
            }
            .onChange(of: order) { _, order in rows.sort(using: order) }
            .contextMenu(forSelectionType: StockRow.ID.self) { items in
                Button("Reorder \(items.count)") {}
            } primaryAction: { _ in }
            Table(rows, selection: $single) {
                TableColumn(Text("Name")) { Text($0.name) }
            }
            Table(of: StockRow.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                ForEach(rows) { TableRow($0) }
                TableRow(StockRow(id: 9, name: "Spare", count: 0, isOrdered: true))
            }
        }
    }
}

/// A carousel that binds the first card in view, and a grouped form.
struct CardsAndSettings: View {
    @State private var card: Int?
    @State private var brightness = 0.8

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(0..<10, id: \.self) { Text("card \($0)").frame(width: 120) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $card, anchor: .leading)
            Form {
                Section("Display") { Slider(value: $brightness) }
            }
            .formStyle(.grouped)
        }
        .toolbar {
            ToolbarItem(placement: .bottomBar) { Button("Back") {} }
            ToolbarSpacer(.flexible, placement: .bottomBar)
            ToolbarItem(placement: .bottomBar) { Button("Next") {} }
        }
    }
}
