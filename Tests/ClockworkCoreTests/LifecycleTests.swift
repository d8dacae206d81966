import ClockworkTesting
import Foundation
import Testing

/// What the views under test report, in order.
@MainActor
private final class Journal {
    var entries: [String] = []
}

@Suite("Lifecycle, tasks and view modifiers")
@MainActor
struct LifecycleTests {
    @Test("onAppear runs after the update that adds a view, onDisappear after the one that removes it")
    func appearAndDisappear() throws {
        struct Root: View {
            let journal: Journal
            @State var shown = true
            var body: some View {
                VStack {
                    Button("flip") { shown.toggle() }
                    if shown {
                        Text("detail")
                            .onAppear { journal.entries.append("appear") }
                            .onDisappear { journal.entries.append("disappear") }
                    }
                }
            }
        }
        let journal = Journal()
        let host = try TestHost(Root(journal: journal))
        #expect(journal.entries == ["appear"])
        try host.tap("flip")
        #expect(journal.entries == ["appear", "disappear"])
        try host.tap("flip")
        #expect(journal.entries == ["appear", "disappear", "appear"], "a new appearance, once")
        host.advance(by: .seconds(1))
        #expect(journal.entries.count == 3, "updates that keep the view do not appear it again")
    }

    @Test("a view modifier of your own keeps its @State per place it is applied")
    func viewModifierHoldsState() throws {
        struct Counting: ViewModifier {
            let name: String
            @State private var count = 0
            func body(content: Content) -> some View {
                HStack {
                    content
                    Button("\(name) \(count)") { count += 1 }
                }
            }
        }
        struct Root: View {
            var body: some View {
                VStack {
                    Text("a").modifier(Counting(name: "left"))
                    Text("b").modifier(Counting(name: "right"))
                }
            }
        }
        let host = try TestHost(Root())
        try host.tap("left 0")
        try host.tap("left 1")
        try host.tap("right 0")
        #expect(host.contains("left 2") && host.contains("right 1"))
        #expect(host.contains("a") && host.contains("b"), "the modified content is still drawn")
    }

    @Test("an async test drives the host across awaits, whichever thread the main actor resumes on")
    func asyncTestsDriveTheHost() async throws {
        struct Counter: View {
            @State var count = 0
            var body: some View { Button("count \(count)") { count += 1 } }
        }
        let host = try TestHost(Counter())
        for round in 0..<200 {
            await Task.yield()
            try await Task.sleep(for: .microseconds(50))
            try host.tap("count \(round)")
        }
        #expect(host.contains("count 200"))
    }

    @Test("a task starts when its view appears, and settle() waits for it and applies its writes")
    func taskRunsAndSettles() async throws {
        struct Loader: View {
            @State var status = "loading"
            var body: some View {
                Text(status).task {
                    await Task.yield()
                    status = "loaded"
                }
            }
        }
        let host = try TestHost(Loader())
        #expect(host.contains("loading"))
        await host.settle()
        #expect(host.contains("loaded"))
        #expect(host.graph.runningTasks == 0)
    }

    @Test("task(id:) cancels the running task and starts again when the id changes; leaving cancels it")
    func taskRestartsOnIDChange() async throws {
        struct Watcher: View {
            let journal: Journal
            @State var channel = 1
            @State var shown = true
            var body: some View {
                VStack {
                    Button("next") { channel += 1 }
                    Button("hide") { shown = false }
                    if shown {
                        Text("channel \(channel)").task(id: channel) {
                            let tuned = channel
                            journal.entries.append("start \(tuned)")
                            try? await Task.sleep(for: .seconds(3600))
                            journal.entries.append(Task.isCancelled ? "cancelled \(tuned)" : "finished \(tuned)")
                        }
                    }
                }
            }
        }
        let journal = Journal()
        let host = try TestHost(Watcher(journal: journal))
        await host.settle()
        #expect(journal.entries == ["start 1"])
        #expect(host.graph.runningTasks == 1, "settle() returns while the task waits on something else")
        try host.tap("next")
        await host.settle()
        #expect(journal.entries.sorted() == ["cancelled 1", "start 1", "start 2"])
        try host.tap("hide")
        await host.settle()
        #expect(journal.entries.sorted() == ["cancelled 1", "cancelled 2", "start 1", "start 2"])
        #expect(host.graph.runningTasks == 0)
    }
}
