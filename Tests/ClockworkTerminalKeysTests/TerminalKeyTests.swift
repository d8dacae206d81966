import ClockworkDisplayListTarget
import ClockworkLoop
import ClockworkTerminalKeys
import ClockworkTestSupport
import Glibc
import Testing
@testable import ClockworkCore

@Suite("What a terminal's key bytes mean")
struct TerminalKeyParserTests {
    private let parser = TerminalKeyParser()

    private func events(_ bytes: [UInt8]) -> [InputEvent] { parser.events(in: bytes) }
    private func events(_ text: String) -> [InputEvent] { parser.events(in: Array(text.utf8)) }

    @Test("Tab, Shift+Tab, Enter (CR or LF) and the arrows, plain and in application mode, are focus keys")
    func focusKeys() {
        #expect(events("\t") == [.key(.tab)])
        #expect(events("\u{1B}[Z") == [.key(.shiftTab)])
        #expect(events("\r\n") == [.key(.enter), .key(.enter)])
        #expect(events("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.key(.up), .key(.down), .key(.right), .key(.left)])
        #expect(events("\u{1B}OA\u{1B}OD") == [.key(.up), .key(.left)])
    }

    @Test("printable bytes are typed as one text, UTF-8 included; Backspace deletes; a lone Escape goes back")
    func textAndEditing() {
        #expect(events("Pump 2 · ok") == [.text("Pump 2 · ok")])
        #expect(events([0x61, 0x7F, 0x62, 0x08]) == [.text("a"), .deleteBackward, .text("b"), .deleteBackward])
        #expect(events("\u{1B}") == [.back])
        #expect(events("\u{1B}\u{1B}[A") == [.back, .key(.up)])
    }

    @Test("sequences it does not know are skipped whole, control characters and broken UTF-8 dropped")
    func badInput() {
        #expect(events("\u{1B}[1;5Cx") == [.text("x")], "Ctrl+Right is skipped to its final byte")
        #expect(events("\u{1B}[3~y") == [.text("y")], "Delete is skipped")
        #expect(events("\u{1B}[12") == [], "a sequence cut short")
        #expect(events([0x03, 0x01, 0x7A]) == [.text("z")])
        #expect(events([0xFF, 0xFE, 0x41]) == [.text("A")])
        #expect(events("\u{1B}x") == [], "Alt+x is no key Clockwork knows")
    }
}

/// A sign-in row: a name typed into a field, a button that greets it.
private struct SignIn: View {
    @State private var name = ""
    @State private var greeting = "nobody"

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Button("Greet") { greeting = name }
            Text("hello \(greeting)")
        }
    }
}

@MainActor
@Suite("Keys typed into a terminal reach the controls")
struct TerminalKeySourceTests {
    @Test("Tab to the field, typing, Backspace, Tab to the button and Enter: the model sees each, in one tick each read")
    func typedKeysDriveTheControls() throws {
        let loop = try EventLoop(configuration: .init(ticksPerSecond: 100, clock: .manual(ManualClock())))
        let host = GraphHost(root: SignIn(), loop: loop)
        var shown = ""
        host.present(on: DisplayListTarget(size: Size(width: 30, height: 5)) { _ in })
        host.onFrame { list, _ in shown = list.textDump }
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { Glibc.close(ends[0]); Glibc.close(ends[1]) }
        let source = TerminalKeySource(host: host, fd: ends[0])
        host.addInputSource(source)
        defer { source.close() }
        func type(_ text: String) {
            _ = Array(text.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
            for _ in 0..<3 {
                loop.runOnce()
                loop.advance(by: .milliseconds(10))
            }
        }
        type("\tAdaX\u{7F}")
        #expect(shown.contains("\"Ada\""), "typed into the focused field, the X deleted:\n\(shown)")
        type("\t\r")
        #expect(shown.contains("hello Ada"), "Tab to the button, Enter presses it:\n\(shown)")
    }

    @Test("a key that reaches nothing (Enter with nothing focused) is logged and dropped; the next key still works")
    func keysThatReachNothing() throws {
        let loop = try EventLoop(configuration: .init(ticksPerSecond: 100, clock: .manual(ManualClock())))
        let host = GraphHost(root: SignIn(), loop: loop)
        var shown = ""
        host.present(on: DisplayListTarget(size: Size(width: 30, height: 5)) { _ in })
        host.onFrame { list, _ in shown = list.textDump }
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { Glibc.close(ends[0]); Glibc.close(ends[1]) }
        let source = TerminalKeySource(host: host, fd: ends[0])
        host.addInputSource(source)
        defer { source.close() }
        _ = Array("\r\u{1B}[1;5Cok\tz".utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        for _ in 0..<3 {
            loop.runOnce()
            loop.advance(by: .milliseconds(10))
        }
        #expect(shown.contains("\"z\""), "only the text typed after Tab reached the field:\n\(shown)")
    }
}
