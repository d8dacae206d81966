import ClockworkTestSupport
import ClockworkTesting
import Testing
@testable import ClockworkCore

/// A counter whose reset button is hidden until there is something to reset, as apps keep
/// a row's layout steady: `if` would move the buttons beside it.
private struct ResetRow: View {
    @State private var count = 0

    var body: some View {
        HStack {
            Text("count \(count)")
            if count == 0 {
                Button("Reset") { count = 0 }.hidden()
            } else {
                Button("Reset") { count = 0 }
            }
            Button("Add") { count += 1 }
        }
    }
}

@MainActor
@Suite("hidden(): laid out, not drawn, not reached by input or accessibility")
struct HiddenTests {
    @Test("a hidden view keeps its place: what follows it does not move when it shows")
    func keepsItsPlace() throws {
        let host = try TestHost(ResetRow())
        let hiddenLook = host.terminalLook(width: 40, height: 1)
        #expect(!hiddenLook.contains("Reset"), "the hidden button draws nothing: \(hiddenLook)")
        let addColumn = try #require(hiddenLook.range(of: "Add")).lowerBound
        try host.tap("Add")
        let shownLook = host.terminalLook(width: 40, height: 1)
        #expect(shownLook.contains("Reset"), "shown once there is a count: \(shownLook)")
        #expect(shownLook.range(of: "Add")?.lowerBound.utf16Offset(in: shownLook) == addColumn.utf16Offset(in: hiddenLook),
                "Add stays where it was: \(hiddenLook) → \(shownLook)")
    }

    @Test("a hidden button cannot be tapped by its label, nor at its place")
    func takesNoInput() throws {
        let host = try TestHost(ResetRow())
        #expect(throws: ControlInputError.self) { try host.tap("Reset") }
        // Where the button is: hidden, it keeps the place it has when shown.
        let shown = try TestHost(ResetRow())
        try shown.tap("Add")
        let reset = try #require(shown.graph.displayList().items.first { $0.primitive == .text("Reset") }, "laid out")
        let point = Point(x: reset.frame.minX, y: reset.frame.minY)
        #expect(throws: ControlInputError.self) { try host.deliver(.pointer(point)) }
        try host.tap("Add")
        try host.deliver(.pointer(point))
        #expect(host.contains("count 0"), "shown, the same place resets the count")
    }

    @Test("a hidden view is left out of the accessibility tree")
    func leavesTheAccessibilityTree() throws {
        let host = try TestHost(ResetRow())
        #expect(!host.accessibilityTree.contains("Reset"), "\(host.accessibilityTree)")
        #expect(host.accessibilityTree.contains("Add"), "\(host.accessibilityTree)")
        try host.tap("Add")
        #expect(host.accessibilityTree.contains("Reset"), "\(host.accessibilityTree)")
    }

    @Test("the render tree names it hidden, and what it shows is in no display list a target draws or a client is sent")
    func showsInTheRenderTree() throws {
        let host = try TestHost(HStack { Text("secret").hidden(); Text("shown") })
        #expect(host.renderTree.contains("hidden"), "\(host.renderTree)")
        host.graph.layout(in: Size(width: 20, height: 1))
        let list = host.graph.displayList()
        #expect(list.items.map(\.primitive) == [.text("shown")], "\(list.items)")
        #expect(!list.json().contains("secret"))
    }
}
