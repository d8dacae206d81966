import ClockworkTestSupport
import Clockwork
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

private struct Sensor: Identifiable, Equatable {
    let id: Int
    var name: String
    var reading: Double
    var isOnline: Bool
}

@Observable @MainActor
private final class Plant {
    var sensors = [
        Sensor(id: 1, name: "Boiler", reading: 81.5, isOnline: true),
        Sensor(id: 2, name: "Attic", reading: 19.0, isOnline: false),
        Sensor(id: 3, name: "Cellar", reading: 12.25, isOnline: true),
    ]
    var sortOrder = [KeyPathComparator(\Sensor.name)]
    var selection = Set<Sensor.ID>()
}

/// A panel's data table as SwiftUI code writes one: sortable by a click on a title, rows
/// chosen into a set, the model sorted when the order changes.
private struct SensorTable: View {
    let plant: Plant

    var body: some View {
        @Bindable var plant = plant
        VStack(alignment: .leading) {
            Table(plant.sensors, selection: $plant.selection, sortOrder: $plant.sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Reading", value: \.reading) { sensor in
                    Text(sensor.reading, format: .number.precision(.fractionLength(1)))
                }
                .width(9)
                TableColumn("Online") { sensor in
                    Text(sensor.isOnline ? "yes" : "no")
                }
                .width(6)
            }
            .onChange(of: plant.sortOrder) { _, order in plant.sensors.sort(using: order) }
            .accessibilityIdentifier("sensors")
            Text("selected \(plant.selection.sorted().map(String.init).joined(separator: ","))")
        }
    }
}

/// Columns composed in a type of one's own, as views are composed.
private struct ReadingColumns: TableColumnContent {
    var tableColumnBody: some TableColumnContent<Sensor, Never> {
        TableColumn("Sensor", value: \.name)
        TableColumn("Value") { Text("\($0.reading)") }
    }
}

/// Rows composed in a type of one's own.
private struct OutdoorRows: TableRowContent {
    var tableRowBody: some TableRowContent<Sensor> {
        TableRow(Sensor(id: 20, name: "Yard", reading: 7, isOnline: true))
        TableRow(Sensor(id: 21, name: "Gate", reading: 6, isOnline: false))
    }
}

@Suite("Tables: columns of rows, sorted by their titles, chosen into a selection")
@MainActor
struct TableTests {
    /// A settled host of the sensor table over `plant`, 32 by 8 cells.
    private func host(_ plant: Plant) throws -> TestHost {
        let host = try TestHost(SensorTable(plant: plant), size: Size(width: 32, height: 8))
        host.pump()
        return host
    }

    @Test("a table draws its titles over a rule, then a row per value with each column's cell in its column")
    func terminalLook() throws {
        let plant = Plant()
        let host = try host(plant)
        #expect(host.terminalLook(width: 32, height: 7) == """
            Name˄           Reading   Online
            ────────────────────────────────
            Boiler          81.5      yes
            Attic           19.0      no
            Cellar          12.2      yes

            selected
            """, "the name column sorts the table at first: its title has the chevron")
    }

    @Test("a click on a sortable title puts its comparator first; a second click flips it; the app's sort reorders the rows")
    func sortingByTitles() throws {
        let plant = Plant()
        let host = try host(plant)
        try host.tap("Reading")
        host.pump()
        #expect(plant.sortOrder.first == KeyPathComparator(\Sensor.reading))
        #expect(plant.sensors.map(\.name) == ["Cellar", "Attic", "Boiler"])
        try host.tap("Reading")
        host.pump()
        #expect(plant.sortOrder.first?.order == .reverse)
        #expect(plant.sensors.map(\.name) == ["Boiler", "Attic", "Cellar"])
        #expect(plant.sortOrder.count == 2, "the name comparator stays behind the reading's")
        #expect(host.terminalLook(width: 32, height: 3).contains("Reading˅"))
    }

    @Test("an unsortable column's title is not a button")
    func unsortableTitle() throws {
        let host = try host(Plant())
        #expect(throws: (any Error).self) { try host.tap("Online") }
    }

    @Test("rows are chosen by a tap on their text, or by name in the table, into the bound set")
    func selection() throws {
        let plant = Plant()
        let host = try host(plant)
        try host.tap("Cellar")
        host.pump()
        #expect(plant.selection == [3])
        #expect(host.contains("selected 3"))
        #expect(host.renderTree.contains("Table selection=[3]"))
        try host.select("Attic", in: "sensors")
        host.pump()
        #expect(host.contains("selected 2,3"), "choosing another row adds it to a multiple selection")
    }

    @Test("column and row content of one's own composes columns and rows, as a body composes views")
    func composedContent() throws {
        struct Composed: View {
            var body: some View {
                Table(of: Sensor.self) { ReadingColumns() } rows: { OutdoorRows() }
            }
        }
        let host = try TestHost(Composed(), size: Size(width: 30, height: 6))
        host.pump()
        #expect(host.terminalLook(width: 30, height: 4).contains("Sensor"))
        #expect(host.contains("Yard") && host.contains("Gate") && host.contains("Value") && host.contains("7.0"))
    }

    @Test("Table(of:) with TableRow rows written out, and a table over a plain collection")
    func writtenRows() throws {
        struct Written: View {
            var body: some View {
                VStack {
                    Table(of: Sensor.self) {
                        TableColumn("Sensor", value: \.name)
                    } rows: {
                        TableRow(Sensor(id: 7, name: "Roof", reading: 3, isOnline: true))
                        if true { TableRow(Sensor(id: 8, name: "Shed", reading: 4, isOnline: true)) }
                    }
                    Table([Sensor(id: 9, name: "Barn", reading: 5, isOnline: false)]) {
                        TableColumn("Place") { Text($0.name) }
                        TableColumn("Where", value: \.name)
                    }
                }
            }
        }
        let host = try TestHost(Written(), size: Size(width: 30, height: 10))
        host.pump()
        #expect(host.contains("Roof") && host.contains("Shed") && host.contains("Barn"))
        #expect(host.renderTree.components(separatedBy: "Table").count - 1 == 2)
    }
}
