import ClockworkTestSupport
import ClockworkTesting
import Testing
@testable import ClockworkCore

/// A panel with a Save button on ⌘S, a Cancel button on Escape, and a field whose arrows
/// an `.onKeyPress` takes.
private struct Editor: View {
    @State private var log: [String] = []
    @State private var text = ""
    @FocusState private var fieldFocused: Bool

    var body: some View {
        VStack {
            Text("log \(log.joined(separator: ","))")
            TextField("Name", text: $text)
                .focused($fieldFocused)
                .onKeyPress(.upArrow) {
                    log.append("up")
                    return .handled
                }
                .onKeyPress(characters: .decimalDigits) { press in
                    log.append("digit \(press.characters)")
                    return .ignored
                }
            Text("text \(text)")
            Button("Save") { log.append("save") }.keyboardShortcut("s")
            Button("Cancel") { log.append("cancel") }.keyboardShortcut(.cancelAction)
            Button("Off") { log.append("off") }.keyboardShortcut("o").disabled(true)
        }
    }
}

@MainActor
@Suite("Keys from a hardware keyboard: onKeyPress and keyboardShortcut")
struct KeyPressTests {
    @Test("a keyboard shortcut activates its button wherever focus is; a disabled one does nothing; the modifiers must match")
    func shortcuts() throws {
        let host = try TestHost(Editor())
        try host.deliver(.keyPress(KeyPress(key: "s", modifiers: .command)))
        #expect(host.contains("log save"))
        try host.deliver(.keyPress(KeyPress(key: "s", modifiers: [.command, .shift])))
        #expect(host.contains("log save"), "⇧⌘S is another shortcut")
        try host.deliver(.keyPress(KeyPress(key: .escape)))
        #expect(host.contains("log save,cancel"), "Escape runs the cancel action before it goes back")
        try host.deliver(.keyPress(KeyPress(key: "o", modifiers: .command)))
        #expect(host.contains("log save,cancel"))
    }

    @Test("onKeyPress hears keys while its view has focus: handled ones stop there, ignored ones still type")
    func onKeyPressWithFocus() throws {
        let host = try TestHost(Editor())
        try host.deliver(.keyPress(KeyPress(key: .tab)))
        try host.deliver(.keyPress(KeyPress(key: .upArrow)))
        #expect(host.contains("log up"))
        try host.deliver(.keyPress(KeyPress(key: "4")))
        try host.deliver(.keyPress(KeyPress(key: "2")))
        try host.deliver(.keyPress(KeyPress(key: "a", characters: "A", modifiers: .shift)))
        #expect(host.contains("log up,digit 4,digit 2"))
        #expect(host.contains("text 42A"), "ignored presses go on to type into the field")
        try host.deliver(.keyPress(KeyPress(phase: .up, key: "4")))
        #expect(host.contains("log up,digit 4,digit 2"), "a key going up is not in the default phases")
    }
}
