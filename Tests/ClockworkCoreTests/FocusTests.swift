import ClockworkTestSupport
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

private struct NoControls: View {
    var body: some View { Text("nothing to press") }
}

@Suite("Keyboard focus")
@MainActor
struct FocusTests {
    @Test("Tab and Shift+Tab move focus through the controls in tree order, wrapping; Enter and Space activate the focused one")
    func tabMovesFocusAndEnterActivates() throws {
        let host = try TestHost(ControlPanel())
        #expect(throws: ControlInputError.nothingFocused) { try host.press(.enter) }
        #expect(try host.press(.tab).typeName == "Button")
        try host.press(.enter)
        #expect(host.renderTree.contains(#""count 1""#))
        #expect(try host.press(.tab).typeName == "Toggle")
        try host.press(.space)
        #expect(host.renderTree.contains("isOn=true"))
        #expect(try host.press(.tab).typeName == "TextField")
        #expect(try host.press(.tab).typeName == "Button", "wraps to the first")
        #expect(try host.press(.shiftTab).typeName == "TextField", "and back to the last")
    }

    @Test("a tree without controls has nothing to focus")
    func nothingToFocus() throws {
        let host = try TestHost(NoControls())
        #expect(throws: ControlInputError.nothingFocusable) { try host.press(.tab) }
    }

    @Test("the socket's key command moves the same focus a test presses")
    func socketAndTestHostShareFocus() throws {
        let daemon = try SocketDaemon()
        let client = try daemon.connect()
        try daemon.host.graph.focus.press(.tab)
        #expect(try client.send(#"{"cmd":"key","key":"Tab"}"#)["focused"] as? String == "Toggle", "the socket moves on from where the test left focus")
        #expect(daemon.host.graph.focus.focused?.typeName == "Toggle")
        #expect(try client.send(#"{"cmd":"key","key":"F13"}"#)["message"] as? String
            == #"unknown key "F13"; keys are Tab, Shift+Tab, Enter, Space, Right, Left, Up, Down, Escape, "#
            + "or a character or a key's name after any of Shift+, Ctrl+, Alt+ and Cmd+ (Ctrl+S)")
    }
}
