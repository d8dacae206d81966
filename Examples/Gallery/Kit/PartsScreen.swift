import Clockwork
import Foundation

/// The spare parts: SwiftUI's toolbars, menus, search, edit mode, a lazy grid and links on
/// one screen — an add button and an edit button in the bar, a count in the bottom bar, a
/// sort menu, a context menu on each part, the bins drawn as a grid, and the stock as a
/// sortable table.
struct PartsScreen: View {
    struct Part: Identifiable, Hashable {
        let id: Int
        var name: String
        var bin: Int
    }

    @State private var parts = [Part(id: 1, name: "Gasket", bin: 3), Part(id: 2, name: "Impeller", bin: 1),
                                Part(id: 3, name: "Seal kit", bin: 2), Part(id: 4, name: "Bearing", bin: 4)]
    @State private var query = ""
    @State private var nextID = 5
    @State private var showsBins = false
    @State private var showsStock = false

    private var shown: [Part] {
        query.isEmpty ? parts : parts.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(shown) { part in
                    LabeledContent(part.name, value: "bin \(part.bin)")
                        .contextMenu {
                            Button("Move to bin 1") { move(part, to: 1) }
                            Button("Remove", role: .destructive) { parts.removeAll { $0.id == part.id } }
                        }
                }
                .onDelete { offsets in
                    let gone = Set(offsets.map { shown[$0].id })
                    parts.removeAll { gone.contains($0.id) }
                }
            }
            .overlay { if shown.isEmpty { ContentUnavailableView.search(text: query) } }
            .searchable(text: $query, prompt: "Find a part")
            .navigationTitle("Parts")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Menu("Sort") {
                        Button("By name") { parts.sort { $0.name < $1.name } }
                        Button("By bin") { parts.sort { $0.bin < $1.bin } }
                    }
                    Button("Add") {
                        parts.append(Part(id: nextID, name: "Part \(nextID)", bin: 1))
                        nextID += 1
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    HStack {
                        Text("\(shown.count) of \(parts.count) parts")
                        Button("Bins") { showsBins = true }
                        Button("Stock") { showsStock = true }
                    }
                }
            }
            .navigationDestination(isPresented: $showsBins) { BinsView(parts: parts) }
            .navigationDestination(isPresented: $showsStock) { StockTable(parts: parts) }
        }
    }

    private func move(_ part: Part, to bin: Int) {
        guard let index = parts.firstIndex(of: part) else { return }
        parts[index].bin = bin
    }
}

/// The bins as a grid, as many columns as fit, and the supplier's page as a link.
private struct BinsView: View {
    let parts: [PartsScreen.Part]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 14))], alignment: .leading) {
                ForEach(1...4, id: \.self) { bin in
                    VStack(alignment: .leading) {
                        Text("Bin \(bin)").bold()
                        ForEach(parts.filter { $0.bin == bin }) { Text($0.name) }
                    }
                }
            }
            Link("Supplier", destination: URL(string: "https://example.com/parts")!)
        }
        .navigationTitle("Bins")
    }
}
