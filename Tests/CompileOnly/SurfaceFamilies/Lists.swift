import Clockwork
import Foundation

struct PartList: View {
    @Environment(Inventory.self) private var inventory
    @Binding var selection: Part.ID?
    @State private var query = ""
    @State private var isAdding = false

    private var shown: [Part] {
        query.isEmpty ? inventory.parts : inventory.parts.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        @Bindable var inventory = inventory
        List(selection: $selection) {
            Section("Parts") {
                ForEach($inventory.parts) { $part in
                    HStack {
                        Toggle(part.name, isOn: $part.isFavorite)
                        Spacer()
                        Text("\(part.count)")
                    }
                    .listRowInsets(EdgeInsets(top: 2, leading: 12, bottom: 2, trailing: 12))
                    .listRowSeparator(.hidden)
                    .listRowSeparatorTint(.gray)
                    .listRowBackground(part.isFavorite ? Color.yellow.opacity(0.2) : nil)
                    .contextMenu {
                        Button("Duplicate", systemImage: "plus.square.on.square") {}
                        Button("Delete", role: .destructive) {}
                    }
                }
                .onDelete { inventory.parts.remove(atOffsets: $0) }
                .onMove { inventory.parts.move(fromOffsets: $0, toOffset: $1) }
            }
            Section {
                DisclosureGroup("Totals") {
                    LabeledContent("Parts", value: "\(shown.count)")
                    LabeledContent("Pieces", value: shown.map(\.count).reduce(0, +), format: .number)
                }
            }
        }
        .listStyle(.insetGrouped)
        .scrollContentBackground(.hidden)
        .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Find a part")
        .onSubmit(of: .search) {}
        .refreshable { await refresh() }
        .navigationTitle("Inventory")
        .navigationBarTitleDisplayMode(.large)
        .toolbar {
            ToolbarItem(placement: .topBarLeading) { EditButton() }
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button("Add", systemImage: "plus") { isAdding = true }
                Menu {
                    Button("Sort by name") {}
                    Menu("Export") {
                        Button("CSV") {}
                    }
                } label: {
                    Label("More", systemImage: "ellipsis.circle")
                }
            }
            ToolbarItem(placement: .bottomBar) { Text("\(shown.count) parts") }
        }
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarBackground(Color.blue.opacity(0.1), for: .navigationBar)
        .navigationDestination(isPresented: $isAdding) { AddPart() }
    }

    private func refresh() async {
        inventory.lastRefresh = .now
    }
}

struct Folder: Identifiable {
    let id: String
    var children: [Folder]?
}

struct Outline: View {
    let folders = [Folder(id: "src", children: [Folder(id: "main.swift")])]

    var body: some View {
        List {
            OutlineGroup(folders, children: \.children) { Text($0.id) }
            ForEach(0..<3, id: \.self) { Text("row \($0)") }
        }
        .listStyle(.plain)
    }
}
