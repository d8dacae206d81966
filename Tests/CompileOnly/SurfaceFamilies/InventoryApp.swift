import Clockwork
import Foundation

// Compile-only: the families of SwiftUI's surface (1) as apps write them — toolbars,
// menus, lists and forms, grids, scrolling and links, control sizing — with
// `import Clockwork` only. Written from Apple's declarations; built with the tests.

struct Part: Identifiable, Hashable {
    let id: UUID
    var name: String
    var count: Int
    var isFavorite = false
}

@Observable
final class Inventory {
    var parts = [Part(id: UUID(), name: "Valve", count: 4), Part(id: UUID(), name: "Pump", count: 1)]
    var lastRefresh = Date.distantPast
}

@main
struct InventoryApp: App {
    @State private var inventory = Inventory()

    var body: some Scene {
        WindowGroup {
            SplitInventory()
                .environment(inventory)
        }
    }
}

struct SplitInventory: View {
    @Environment(Inventory.self) private var inventory
    @State private var selection: Part.ID?
    @State private var columns = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $columns) {
            PartList(selection: $selection)
                .navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 300)
        } detail: {
            if let part = inventory.parts.first(where: { $0.id == selection }) {
                PartDetail(part: part)
            } else {
                ContentUnavailableView("No Part", systemImage: "shippingbox", description: Text("Choose a part."))
            }
        }
        .navigationSplitViewStyle(.balanced)
    }
}
