import ClockworkDisplayListTarget
import ClockworkLoop
import ClockworkTerminalKeys
import ClockworkTestSupport
import Glibc
import Testing
@testable import ClockworkCore
@testable import ClockworkViews

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

/// A host of `SignIn` on a manual clock, its keys read from a pipe by a
/// `TerminalKeySource`, as a daemon's are from its terminal.
@MainActor
private final class KeyedHost {
    let loop: EventLoop
    let host: GraphHost
    private let source: TerminalKeySource
    /// The pipe: what the source reads, what the test writes.
    private let readEnd: Int32, writeEnd: Int32
    /// The last frame's display list, as text.
    private(set) var shown = ""

    init() throws {
        loop = try EventLoop(configuration: .init(ticksPerSecond: 100, clock: .manual(ManualClock())))
        host = GraphHost(root: SignIn(), loop: loop)
        host.present(on: DisplayListTarget(size: Size(width: 30, height: 5)) { _ in })
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw EventLoopError.closed }
        (readEnd, writeEnd) = (ends[0], ends[1])
        source = TerminalKeySource(host: host, fd: readEnd)
        host.addInputSource(source)
        host.onFrame { [unowned self] list, _ in shown = list.textDump }
    }

    deinit {
        MainActor.assumeIsolated { source.close() }
        Glibc.close(readEnd)
        Glibc.close(writeEnd)
    }

    /// Writes `keys` as a terminal would, then turns the loop until they are delivered.
    func type(_ keys: String) {
        _ = Array(keys.utf8).withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
        for _ in 0..<3 {
            loop.runOnce()
            loop.advance(by: .milliseconds(10))
        }
    }
}

@MainActor
@Suite("Keys typed into a terminal reach the controls")
struct TerminalKeySourceTests {
    @Test("Tab to the field, typing, Backspace, Tab to the button and Enter: the model sees each, in one tick each read")
    func typedKeysDriveTheControls() throws {
        let terminal = try KeyedHost()
        terminal.type("\tAdaX\u{7F}")
        #expect(terminal.shown.contains("\"Ada\""), "typed into the focused field, the X deleted:\n\(terminal.shown)")
        terminal.type("\t\r")
        #expect(terminal.shown.contains("hello Ada"), "Tab to the button, Enter presses it:\n\(terminal.shown)")
    }

    @Test("a key that reaches nothing (Enter with nothing focused) is logged and dropped; the next key still works")
    func keysThatReachNothing() throws {
        let terminal = try KeyedHost()
        terminal.type("\r\u{1B}[1;5Cok\tz")
        #expect(terminal.shown.contains("\"z\""), "only the text typed after Tab reached the field:\n\(terminal.shown)")
    }
}
