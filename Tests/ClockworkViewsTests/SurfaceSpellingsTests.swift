import ClockworkTesting
@_spi(Machinery) import ClockworkCore
import SwiftUI
import Testing

// Spellings pasted code still uses (the deprecated `onCommit:` field and `accessibility(…)`
// modifiers, a stepper's label last, a label of a resource image, the placeholder style)
// and the scroll views' keyboard and clip behaviors. Written from Apple's pages for each.

@MainActor
private final class Log {
    var entries: [String] = []
}

private struct CommitForm: View {
    let log: Log
    @State private var name = ""
    @State private var count = 2

    var body: some View {
        VStack {
            TextField("Name", text: $name, onCommit: { log.entries.append("commit \(name)") })
            Stepper(value: $count, in: 0...3) { Text("Count \(count)") }
            Label("Boiler", image: "boiler")
            Text("Hint").foregroundStyle(.placeholder)
            Image(systemName: "flame").accessibility(label: Text("Flame"))
            Text("Hidden").accessibility(hidden: true)
        }
        .onSubmit { log.entries.append("submit") }
    }
}

private struct ScrollingForm: View {
    let mode: ScrollDismissesKeyboardMode
    let clipDisabled: Bool
    @State private var note = ""

    var body: some View {
        ScrollView {
            VStack {
                TextField("Note", text: $note)
                ForEach(0..<40) { Text("Row \($0)") }
            }
        }
        .accessibilityIdentifier("rows")
        .scrollDismissesKeyboard(mode)
        .scrollClipDisabled(clipDisabled)
        .scrollBounceBehavior(.basedOnSize)
    }
}

@Suite("Spellings pasted code uses, and scroll behaviors")
@MainActor
struct SurfaceSpellingsTests {
    @Test("a field's onCommit runs on Enter, before the onSubmit above it, with the text typed")
    func onCommitRunsBeforeOnSubmit() throws {
        let log = Log()
        let host = try TestHost(CommitForm(log: log))
        try host.tap(at: try host.middle(of: "Name"))
        try host.type("Loft", into: "Name")
        try host.press(.enter)
        #expect(log.entries == ["commit Loft", "submit"])
    }

    @Test("a stepper with its label last steps within its bounds")
    func stepperLabelLast() throws {
        let host = try TestHost(CommitForm(log: Log()))
        try host.increment("Count 2")
        #expect(host.contains("Count 3"))
        try host.increment("Count 3")
        #expect(host.contains("Count 3"), "the upper bound holds")
    }

    @Test("a label of a resource image, the placeholder style and the deprecated accessibility spellings")
    func labelPlaceholderAndAccessibility() throws {
        let host = try TestHost(CommitForm(log: Log()))
        #expect(host.contains("Boiler") && host.renderTree.contains("boiler"))
        host.graph.layout(in: Size(width: 40, height: 20))
        let hint = try #require(host.graph.displayList().items.first { $0.primitive == .text("Hint") })
        #expect(hint.foreground == UIColor.placeholderText.color.paintStyle)
        #expect(host.accessibilityTree.contains(#""Flame""#))
        #expect(!host.accessibilityTree.contains("Hidden"))
    }

    @Test("scrolling takes the focus from a field inside when the mode dismisses the keyboard", arguments: [
        (ScrollDismissesKeyboardMode.immediately, true), (.interactively, true), (.never, false), (.automatic, false),
    ])
    func scrollDismissesKeyboard(mode: ScrollDismissesKeyboardMode, dismisses: Bool) throws {
        let host = try TestHost(ScrollingForm(mode: mode, clipDisabled: false), size: Size(width: 30, height: 10))
        try host.tap(at: try host.middle(of: "Note"))
        #expect(host.graph.focus.focused != nil)
        try host.scroll("rows", y: 5)
        #expect((host.graph.focus.focused == nil) == dismisses)
    }

    @Test("a scroll view clips its content to its frame unless scrollClipDisabled")
    func scrollClipDisabled() throws {
        for disabled in [false, true] {
            let host = try TestHost(ScrollingForm(mode: .automatic, clipDisabled: disabled), size: Size(width: 30, height: 10))
            host.graph.layout(in: Size(width: 30, height: 10))
            let row = try #require(host.graph.displayList().items.first { $0.primitive == .text("Row 0") })
            #expect(row.clips.isEmpty == disabled)
        }
    }
}
