import ClockworkTesting
import Testing

/// A counter whose value is state: tapping "inc" adds one.
private struct Counter: View {
    let label: String
    @State private var count = 0

    var body: some View {
        Button("\(label) \(count)") { count += 1 }
            .accessibilityIdentifier(label)
    }
}

private final class Model: ObservableObject {
    let serial: Int
    nonisolated(unsafe) static var made = 0
    init() {
        Model.made += 1
        serial = Model.made
    }
}

private struct ModelOwner: View {
    @StateObject private var model = Model()
    var body: some View { Text("model \(model.serial)") }
}

private struct Parent: View {
    @State var generation = 0
    @State var identity = 0
    @State var showCounter = true

    var body: some View {
        VStack {
            Text("generation \(generation)")
            Button("regenerate") { generation += 1 }
            Button("new identity") { identity += 1 }
            Button("switch") { showCounter.toggle() }
            if showCounter {
                Counter(label: "kept")
            } else {
                Text("no counter")
            }
            Counter(label: "by-id").id(identity)
            ModelOwner().id(identity)
        }
    }
}

@Suite("Identity and state lifetime")
@MainActor
struct IdentityTests {
    @Test("state survives its parent re-creating the view value")
    func stateSurvivesRecreation() throws {
        let host = try TestHost(Parent())
        try host.tap("kept")
        try host.tap("kept")
        try host.tap("regenerate")
        #expect(host.contains("generation 1"))
        #expect(host.contains("kept 2"))
    }

    @Test("an .id change resets State and StateObject")
    func idChangeResetsState() throws {
        Model.made = 0
        let host = try TestHost(Parent())
        try host.tap("by-id")
        #expect(host.contains("by-id 1"))
        #expect(host.contains("model 1"))
        try host.tap("regenerate")
        #expect(host.contains("model 1"), "same identity: the StateObject autoclosure does not run again")
        try host.tap("new identity")
        #expect(host.contains("by-id 0"))
        #expect(host.contains("model 2"))
    }

    @Test("a type change (another if branch) resets state")
    func branchChangeResetsState() throws {
        let host = try TestHost(Parent())
        try host.tap("kept")
        #expect(host.contains("kept 1"))
        try host.tap("switch")
        #expect(host.contains("no counter"))
        try host.tap("switch")
        #expect(host.contains("kept 0"))
    }
}

private struct Row: Identifiable, Equatable {
    let id: Int
    var title: String
}

private struct RowView: View {
    let row: Row
    @State private var taps = 0

    var body: some View {
        Button("\(row.title) tapped \(taps)") { taps += 1 }
            .accessibilityIdentifier("row-\(row.id)")
    }
}

private final class RowStore: ObservableObject {
    @Published var rows = (0..<4).map { Row(id: $0, title: "row \($0)") }
}

private struct RowList: View {
    @ObservedObject var store: RowStore

    var body: some View {
        VStack {
            ForEach(store.rows) { row in RowView(row: row) }
        }
    }
}

@Suite("ForEach identity")
@MainActor
struct ForEachTests {
    @Test("insert, remove and move keep each surviving row's state; a row that leaves loses it")
    func rowsKeepTheirState() throws {
        let store = RowStore()
        let host = try TestHost(RowList(store: store))
        try host.tap("row-1")
        try host.tap("row-2")
        try host.tap("row-2")

        store.rows.insert(Row(id: 9, title: "row 9"), at: 0)
        store.rows.swapAt(3, 4)
        store.rows.removeAll { $0.id == 1 }
        host.pump()
        #expect(host.renderTree == """
            VStack
              Button #row-9
                Text "row 9 tapped 0"
              Button #row-0
                Text "row 0 tapped 0"
              Button #row-3
                Text "row 3 tapped 0"
              Button #row-2
                Text "row 2 tapped 2"
            """)

        store.rows.append(Row(id: 1, title: "row 1"))
        host.pump()
        #expect(host.contains("row 1 tapped 0"), "an element that left and came back is a new row")
    }

    @Test("changing one row's field evaluates only the list and that row")
    func oneRowChangeEvaluatesOneRow() throws {
        let store = RowStore()
        let host = try TestHost(RowList(store: store))
        store.rows[2].title = "changed"
        host.pump()
        #expect(host.bodiesEvaluatedInLastTick == 2, "RowList and the changed RowView")
        #expect(host.contains("changed tapped 0"))
    }
}

/// Rows whose content function reads the list's state.
private struct Highlighted: View {
    @State private var selected = 0

    var body: some View {
        VStack {
            ForEach(0..<3, id: \.self) { index in
                Text(index == selected ? "[\(index)]" : "\(index)")
            }
            Button("next") { selected += 1 }
        }
    }
}

@Suite("ForEach content reading state")
@MainActor
struct ForEachStateTests {
    @Test("rows whose content function reads state follow it, though their elements are unchanged")
    func rowsFollowStateReadInContent() throws {
        let host = try TestHost(Highlighted())
        #expect(host.contains("[0]"))
        try host.tap("next")
        #expect(host.contains("[1]") && host.contains("0") && !host.contains("[0]"))
    }
}
