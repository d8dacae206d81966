import ClockworkTestSupport
import ClockworkTesting
import Testing
@testable import ClockworkCore
@testable import ClockworkViews

/// A shift log: notes typed into an editor three lines high, their length below.
private struct ShiftNotes: View {
    @State private var notes = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Shift notes")
            TextEditor(text: $notes)
                .accessibilityIdentifier("notes")
                .frame(height: 3)
            Text("\(notes.count) characters")
        }
    }
}

@MainActor
@Suite("TextEditor: long-form text bound to a string, in all the space it is offered")
struct TextEditorTests {
    @Test("typing into the editor writes its binding, and the text wraps to the editor's width")
    func typingWritesTheBindingAndWraps() throws {
        let host = try TestHost(ShiftNotes())
        try host.type("seals on pump two replaced", into: "notes")
        #expect(host.contains("26 characters"))
        let look = host.terminalLook(width: 12, height: 5)
        #expect(look == """
            Shift notes
            seals on
            pump two
            replaced
            26 characte…
            """, "wrapped inside twelve columns, with no box around it:\n\(look)")
    }

    @Test("the editor takes the height it is offered, whatever its text")
    func takesTheOfferedHeight() throws {
        let host = try TestHost(TextEditor(text: .constant("one line")).frame(height: 4))
        host.graph.layout(in: Size(width: 20, height: 10))
        let editor = try #require(host.graph.allNodes().first { $0.content is TextEntryContent<TextEditor> })
        #expect(editor.frame.size == Size(width: 20, height: 4))
    }

    @Test("text longer than the editor shows its last lines, where typing goes on")
    func showsTheLastLines() throws {
        let host = try TestHost(ShiftNotes())
        try host.type("one two three four five", into: "notes")
        let look = host.terminalLook(width: 6, height: 5)
        #expect(look.contains("three") && look.contains("four") && look.contains("five"), "\(look)")
        #expect(!look.contains("one"), "the first line scrolled away:\n\(look)")
    }
}
