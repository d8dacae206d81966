import ClockworkTestSupport
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore
@testable import ClockworkInputSocket

@MainActor
private final class Document: ObservableObject {
    @Published var actions: [String] = []
    @Published var sort = "name"
}

/// A document screen's menus as phone code writes them.
private struct DocumentScreen: View {
    @ObservedObject var document: Document

    var body: some View {
        VStack(alignment: .leading) {
            Menu("Actions") {
                Button("Duplicate") { document.actions.append("duplicate") }
                Button("Rename", systemImage: "pencil") { document.actions.append("rename") }
                Divider()
                Menu("Share") {
                    Button("Mail") { document.actions.append("mail") }
                }
                Picker("Sort", selection: $document.sort) {
                    Text("By name").tag("name")
                    Text("By date").tag("date")
                }
                Button("Delete", role: .destructive) { document.actions.append("delete") }
            }
            Menu {
                Button("Print") { document.actions.append("print") }
            } label: {
                Label("More", systemImage: "ellipsis.circle")
            } primaryAction: {
                document.actions.append("primary")
            }
            Text("report.pdf")
                .contextMenu {
                    Button("Open") { document.actions.append("open") }
                    Button("Copy") { document.actions.append("copy") }
                }
            Text("\(document.actions.count) actions")
        }
    }
}

private struct Framed: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).border(Color.red).accessibilityIdentifier("framed")
    }
}

@Suite("Menus: Menu, context menus, menu styles")
@MainActor
struct MenuTests {
    private func shows(_ host: TestHost, _ text: String) -> Bool {
        host.graph.displayList().items.contains { $0.primitive == .text(text) }
    }

    @Test("tapping a menu opens its items under it; choosing one runs it and closes the menu")
    func menuChoosing() throws {
        let document = Document()
        let host = try TestHost(DocumentScreen(document: document), size: Size(width: 40, height: 20))
        host.pump()
        #expect(!shows(host, "Duplicate"))
        try host.tap("Actions")
        #expect(shows(host, "Duplicate") && shows(host, "Rename") && shows(host, "Share"))
        let actions = try #require(host.graph.displayList().items.first { $0.primitive == .text("Actions") }?.frame)
        let duplicate = try #require(host.graph.displayList().items.first { $0.primitive == .text("Duplicate") }?.frame)
        #expect(duplicate.minY > actions.minY, "the menu opens under its button")
        try host.tap("Rename")
        #expect(document.actions == ["rename"] && !shows(host, "Duplicate"), "chosen, and closed")
    }

    @Test("a menu's picker chooses, its nested menu opens its own items, and going back closes it")
    func nestedAndPicker() throws {
        let document = Document()
        let host = try TestHost(DocumentScreen(document: document), size: Size(width: 40, height: 20))
        host.pump()
        try host.tap("Actions")
        try host.select("By date", in: "Sort")
        #expect(document.sort == "date")
        try host.tap("Actions")
        try host.tap("Share")
        try host.tap("Mail")
        #expect(document.actions == ["mail"])
        try host.tap("Actions")
        try host.goBack()
        #expect(!shows(host, "Duplicate"))
    }

    @Test("a menu with a primary action runs it when tapped, and opens its items when asked for its menu")
    func primaryAction() throws {
        let document = Document()
        let host = try TestHost(DocumentScreen(document: document), size: Size(width: 40, height: 20))
        host.pump()
        try host.tap("More")
        #expect(document.actions == ["primary"] && !shows(host, "Print"))
        try host.showMenu("More")
        try host.tap("Print")
        #expect(document.actions == ["primary", "print"])
    }

    @Test("a context menu opens for the view it is on, and runs the item chosen")
    func contextMenu() throws {
        let document = Document()
        let host = try TestHost(DocumentScreen(document: document), size: Size(width: 40, height: 20))
        host.pump()
        #expect(throws: ControlInputError.notFound("nothing here")) { try host.showMenu("nothing here") }
        try host.showMenu("report.pdf")
        try host.tap("Copy")
        #expect(document.actions == ["copy"])
    }

    @Test("a secondary click opens the context menu of what is drawn there")
    func secondaryClick() throws {
        let document = Document()
        let host = try TestHost(DocumentScreen(document: document), size: Size(width: 40, height: 20))
        host.pump()
        let report = try #require(host.graph.displayList().items.first { $0.primitive == .text("report.pdf") }?.frame)
        _ = try host.deliver(.secondaryPointer(Point(x: report.minX + 1, y: report.minY)))
        host.pump()
        try host.tap("Open")
        #expect(document.actions == ["open"])
    }

    @Test("a finger held half a second on a view with a context menu opens it; a quick tap there does not")
    func longPressOpensContextMenu() throws {
        let document = Document()
        let host = try TestHost(DocumentScreen(document: document), size: Size(width: 40, height: 20))
        host.pump()
        let report = try #require(host.graph.displayList().items.first { $0.primitive == .text("report.pdf") }?.frame)
        let point = Point(x: report.minX + 1, y: report.minY)
        try host.tap(at: point)
        host.advance(by: .seconds(1))
        #expect(!shows(host, "Copy"), "a tap is no long press")
        try host.touchDown(at: point)
        host.advance(by: .milliseconds(400))
        #expect(!shows(host, "Copy"))
        host.advance(by: .milliseconds(200))
        #expect(shows(host, "Copy"), "open at half a second, the finger still down")
        try host.touchUp()
        try host.tap("Copy")
        #expect(document.actions == ["copy"])
    }

    @Test("a menu style of one's own wraps the menu drawn the default way")
    func menuStyle() throws {
        let document = Document()
        let host = try TestHost(DocumentScreen(document: document).menuStyle(Framed()), size: Size(width: 40, height: 20))
        host.pump()
        #expect(host.renderTree.contains("framed"))
        try host.tap("Actions")
        try host.tap("Duplicate")
        #expect(document.actions == ["duplicate"])
    }

    @Test("the input socket's menu command opens a context menu, and an unknown target gets not_found")
    func socketMenu() throws {
        let document = Document()
        let daemon = try SocketDaemon(root: DocumentScreen(document: document), size: Size(width: 40, height: 20))
        let client = try daemon.connect()
        #expect(try client.send(#"{"id":1,"cmd":"menu","target":"report.pdf"}"#)["ok"] as? Bool == true)
        #expect(try client.send(#"{"id":2,"cmd":"tap","target":"Open"}"#)["ok"] as? Bool == true)
        daemon.turn()
        #expect(document.actions == ["open"])
        #expect(try client.send(#"{"id":3,"cmd":"menu","target":"nowhere"}"#)["error"] as? String == "not_found")
        #expect(try client.send(#"{"id":4,"cmd":"menu"}"#)["error"] as? String == "missing_field")
    }

    @Test("an item context menu acts on the selection from a chosen row, on the row alone from another; its primary action runs on a tap")
    func itemContextMenu() throws {
        struct Valve: Identifiable { let id: Int; let name: String }
        struct Valves: View {
            let valves = [Valve(id: 1, name: "Inlet"), Valve(id: 2, name: "Outlet"), Valve(id: 3, name: "Bypass")]
            @State private var chosen: Set<Int> = [1, 2]
            @State private var log = ""

            var body: some View {
                VStack {
                    List(valves, selection: $chosen) { Text($0.name) }
                        .contextMenu(forSelectionType: Int.self) { items in
                            Button("Close \(items.count)") { log = "closed \(items.sorted())" }
                        } primaryAction: { items in
                            log = "opened \(items.sorted())"
                        }
                    Text("log: \(log)")
                }
            }
        }
        let host = try TestHost(Valves(), size: Size(width: 30, height: 10))
        host.pump()
        try host.showMenu("Outlet")
        host.pump()
        try host.tap("Close 2")
        host.pump()
        #expect(host.contains("log: closed [1, 2]"))
        try host.showMenu("Bypass")
        host.pump()
        try host.tap("Close 1")
        host.pump()
        #expect(host.contains("log: closed [3]"))
        try host.tap("Bypass")
        host.pump()
        #expect(host.contains("log: opened [3]"))
        #expect(host.renderTree.contains("selection=[1,2]"), "a tap ran the primary action instead of choosing the row")
    }
}
