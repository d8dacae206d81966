import Clockwork
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

private struct Task: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

@Observable @MainActor
private final class Tasks {
    var items = [Task(id: 1, title: "water plants"), Task(id: 2, title: "check pump"), Task(id: 3, title: "log readings")]
}

/// A to-do list as SwiftUI code writes one: rows bound to the model's elements, deletable
/// and movable in edit mode, with an edit button in the bar.
private struct TaskList: View {
    let tasks: Tasks

    var body: some View {
        @Bindable var tasks = tasks
        NavigationStack {
            List {
                ForEach($tasks.items) { $task in
                    Toggle(task.title, isOn: $task.isDone)
                }
                .onDelete { tasks.items.remove(atOffsets: $0) }
                .onMove { tasks.items.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Tasks")
            .toolbar { EditButton() }
        }
    }
}

@Suite("Lists: rows bound to their elements, edit mode, delete and move")
@MainActor
struct ListEditingTests {
    @Test("a row's control bound through ForEach($items) edits its element in place")
    func boundRows() throws {
        let tasks = Tasks()
        let host = try TestHost(TaskList(tasks: tasks), size: Size(width: 40, height: 12))
        host.pump()
        try host.toggle("check pump")
        #expect(tasks.items.map(\.isDone) == [false, true, false])
        #expect(host.renderTree.contains("Toggle isOn=true"))
    }

    @Test("List(0..<n) and List($items) make a row per element")
    func listInitializers() throws {
        struct Counted: View {
            @State var names = [Task(id: 1, title: "a"), Task(id: 2, title: "b")]
            var body: some View {
                VStack {
                    List(0..<3) { Text("row \($0)") }
                    List($names) { $name in TextField("name", text: $name.title) }
                    Text(names.map(\.title).joined(separator: ","))
                }
            }
        }
        let host = try TestHost(Counted(), size: Size(width: 30, height: 14))
        host.pump()
        #expect(host.contains("row 0") && host.contains("row 2"))
        try host.type("z", into: "name")
        host.pump()
        #expect(host.contains("z,b"))
    }

    @Test("in edit mode each row shows delete and move buttons that call the actions with its offset; Done hides them")
    func editMode() throws {
        let tasks = Tasks()
        let host = try TestHost(TaskList(tasks: tasks), size: Size(width: 40, height: 12))
        host.pump()
        #expect(!host.contains("Delete check pump"))
        try host.tap("Edit")
        host.advance(by: .seconds(1))
        #expect(host.contains("Done") && host.contains("Delete check pump") && host.contains("Move log readings up"))
        try host.tap("Move log readings up")
        host.pump()
        #expect(tasks.items.map(\.id) == [1, 3, 2])
        try host.tap("Move water plants down")
        host.pump()
        #expect(tasks.items.map(\.id) == [3, 1, 2])
        try host.tap("Delete check pump")
        host.pump()
        #expect(tasks.items.map(\.id) == [3, 1])
        let row = try #require(host.graph.displayList().items.first { $0.primitive == .text("log readings") })
        #expect(row.frame.minX >= 3, "the row moves over for its delete button: \(row.frame)")
        try host.tap("Done")
        host.advance(by: .seconds(1))
        #expect(!host.contains("Delete log readings") && host.contains("Edit"))
    }
}

private struct Sortable: View {
    @State var names = ["delta", "alpha", "charlie", "bravo"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(names, id: \.self) { Text($0) }
                    .onDelete { names.remove(atOffsets: $0) }
            }
            .toolbar {
                EditButton()
                Button("Sort") { names.sort() }
            }
            .overlay(alignment: .bottom) { Text(names.joined(separator: ",")) }
        }
    }
}

@Suite("Lists: edit buttons after the rows move")
@MainActor
struct ListReorderTests {
    @Test("after the rows are sorted, a row's delete button deletes that row")
    func deleteAfterSort() throws {
        let host = try TestHost(Sortable(), size: Size(width: 40, height: 12))
        host.pump()
        try host.tap("Sort")
        try host.tap("Edit")
        host.advance(by: .seconds(1))
        try host.tap("Delete charlie")
        host.pump()
        #expect(host.contains("alpha,bravo,delta"))
    }
}

private struct Sectioned: View {
    @State var open = ["pump check", "filter swap"]
    @State var done = ["valve test"]
    @State var selection: String?

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                Section("Open") {
                    ForEach(open, id: \.self) { Text($0) }
                        .onDelete { open.remove(atOffsets: $0) }
                }
                Section {
                    ForEach(done, id: \.self) { Text($0) }
                } header: {
                    Text("Done")
                } footer: {
                    Text("\(done.count) finished")
                }
            }
            .toolbar { EditButton() }
            .overlay(alignment: .bottom) { Text("chosen \(selection ?? "none")") }
        }
    }
}

@Suite("Lists: rows inside sections")
@MainActor
struct ListSectionTests {
    @Test("a section's rows are rows of the list: edit buttons, selection; its header and footer show around them")
    func sectionRows() throws {
        let host = try TestHost(Sectioned(), size: Size(width: 40, height: 14))
        host.pump()
        let list = host.graph.displayList().items
        func y(_ text: String) -> Double? { list.first { $0.primitive == .text(text) }?.frame.minY }
        let open = try #require(y("Open")), first = try #require(y("pump check")), done = try #require(y("Done"))
        #expect(open < first && first < done && y("1 finished")! > y("valve test")!)
        try host.select("valve test", in: "valve test")
        #expect(host.contains("chosen valve test"))
        try host.tap("Edit")
        host.advance(by: .seconds(1))
        try host.tap("Delete filter swap")
        host.pump()
        #expect(!host.contains("filter swap") && host.contains("pump check") && !host.contains("Delete valve test"))
    }
}
