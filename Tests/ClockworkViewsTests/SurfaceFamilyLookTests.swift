import ClockworkTestSupport
import Clockwork
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

/// A screen's chrome: a title, a leading and a trailing item in the bar, and a bottom bar.
private struct ToolbarScene: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Feed pump")
                Text("Return pump")
            }
            .navigationTitle("Pumps")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Stop") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("2 pumps")
                    Spacer()
                    Button("Refresh") {}
                }
            }
        }
    }
}

/// A menu's button, opened: its actions, a divider, a destructive action.
private struct MenuScene: View {
    var body: some View {
        VStack(alignment: .leading) {
            Menu("Mode") {
                Button("Automatic") {}
                Button("Manual") {}
                Divider()
                Button("Shut down", role: .destructive) {}
            }
            Spacer()
        }
    }
}

/// An inset grouped list: two sections, a badge, a row's swipe actions shown.
private struct ListScene: View {
    var body: some View {
        List {
            Section("Boilers") {
                Text("Boiler 1").badge(2)
                Text("Boiler 2")
                    .swipeActions {
                        Button("Delete", role: .destructive) {}
                    }
            }
            Section("Valves") {
                Text("Inlet")
            }
        }
        .listStyle(.insetGrouped)
    }
}

/// An adaptive grid of tiles.
private struct GridScene: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 10))], alignment: .leading) {
            ForEach(1...6, id: \.self) { bay in
                Text("Bay \(bay)").padding(.horizontal, 1).background(Color.blue.opacity(0.4))
            }
        }
    }
}

private struct Reading: Identifiable {
    let id: Int
    let name: String
    let value: Double
}

/// A sortable table sorted by its first column, one row chosen.
private struct TableScene: View {
    @State private var order = [KeyPathComparator(\Reading.name)]
    @State private var chosen: Reading.ID? = 2
    let readings = [Reading(id: 1, name: "Attic", value: 19), Reading(id: 2, name: "Boiler", value: 81.5),
                    Reading(id: 3, name: "Cellar", value: 12.5)]

    var body: some View {
        Table(readings, selection: $chosen, sortOrder: $order) {
            TableColumn("Room", value: \.name)
            TableColumn("°C", value: \.value) { Text($0.value, format: .number) }.width(6)
        }
    }
}

/// A form of labelled values, a link, a disclosure group opened, a small button.
private struct FormScene: View {
    @State private var showsAdvanced = true

    var body: some View {
        Form {
            LabeledContent("Firmware", value: "2.4.1")
            Link("Manual", destination: URL(string: "https://example.com/manual")!)
            DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                LabeledContent("Port", value: "502")
            }
            Button("Restart") {}.controlSize(.small).buttonStyle(.bordered)
        }
    }
}

/// The committed image of a scene, recorded with
/// `CLOCKWORK_RECORD_GOLDEN=1 swift test --filter SurfaceFamilyLookTests`.
private func golden(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/family-\(name).png").path
}

@Suite("Each family of SwiftUI's surface (1), as the terminal and pixels draw it")
@MainActor
struct SurfaceFamilyLookTests {
    /// A host of `scene`, settled, with `prepare` done to it (a menu opened, a row swiped).
    private func host(_ scene: some View, _ prepare: (TestHost) throws -> Void = { _ in }) throws -> TestHost {
        let host = try TestHost(scene, size: Size(width: 40, height: 10))
        host.pump()
        try prepare(host)
        host.pump()
        return host
    }

    /// Whether the scene drawn in pixels, laid out in the terminal's cells (10 × 20 pixels
    /// each), matches its golden image.
    private func expectGolden(_ host: TestHost, _ name: String) throws {
        let result = try host.compareSnapshot(toGolden: golden(name), width: 400, height: 200, units: .standardCells)
        #expect(result.matches, "\(result)")
    }

    @Test("a toolbar: its items at the ends of the bar around the title, the bottom bar's spread by a spacer")
    func toolbar() throws {
        let host = try host(ToolbarScene())
        #expect(host.terminalLook(width: 40, height: 10) == """
            Stop             Pumps               Add
            ────────────────────────────────────────
             Feed pump
             Return pump




            ────────────────────────────────────────
            2 pumps                          Refresh
            """)
        try expectGolden(host, "toolbar")
    }

    @Test("a menu opened: its actions in a card below its button, a divider, the destructive one last")
    func menu() throws {
        let host = try host(MenuScene()) { try $0.showMenu("Mode") }
        #expect(host.terminalLook(width: 40, height: 10) == """
                             Mode ˅

                              Automatic
                              Manual
                              ─────────
                              Shut down
            """)
        try expectGolden(host, "menu")
    }

    @Test("an inset grouped list: section headers, a badge at a row's end, a row swiped open to its action")
    func list() throws {
        let host = try host(ListScene()) { try $0.swipe("Boiler 2") }
        #expect(host.terminalLook(width: 40, height: 10) == """
              Boilers
              Boiler 1                           2
              Boiler 2                     Delete

              Valves
              Inlet
            """)
        try expectGolden(host, "list")
    }

    @Test("an adaptive grid: as many columns of its minimum as fit, a row at a time")
    func grid() throws {
        let host = try host(GridScene())
        #expect(host.terminalLook(width: 40, height: 10) == """




             Bay 1        Bay 2        Bay 3
             Bay 4        Bay 5        Bay 6
            """)
        try expectGolden(host, "grid")
    }

    @Test("a table: titles over a rule, the sorting column marked, a fixed-width column at the end")
    func table() throws {
        let host = try host(TableScene())
        #expect(host.terminalLook(width: 40, height: 10) == """
            Room˄                             °C
            ────────────────────────────────────────
            Attic                             19
            Boiler                            81.5
            Cellar                            12.5
            """)
        try expectGolden(host, "table")
    }

    @Test("a form: labelled values at the row's end, a link, a disclosure group open, a small bordered button")
    func form() throws {
        let host = try host(FormScene())
        #expect(host.terminalLook(width: 40, height: 10) == """
             Firmware                          2.4.1
             Manual
             ˅ Advanced
               Port                              502
              Restart
            """)
        try expectGolden(host, "form")
    }
}
