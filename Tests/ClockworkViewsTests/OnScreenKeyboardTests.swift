import ClockworkTestSupport
import ClockworkTesting
import Testing
@_spi(Machinery) @testable import ClockworkCore

/// A set-point form at the bottom of the screen: a number field that submits, and a name.
private struct SetPointForm: View {
    @State private var setPoint = ""
    @State private var name = ""
    @State private var submitted = "nothing"

    var body: some View {
        VStack {
            Text("submitted \(submitted)")
            Text("name \(name)")
            Spacer()
            TextField("Name", text: $name)
            TextField("Set point", text: $setPoint)
                .keyboardType(.numberPad)
                .submitLabel(.done)
                .onSubmit { submitted = setPoint }
        }
    }
}

@MainActor
@Suite("The on-screen keyboard: a text field's keys, typed with a finger")
struct OnScreenKeyboardTests {
    @Test("a finger types 42 into a number field on its number pad and submits it; the keyboard goes, the field was kept in sight")
    func typeAndSubmit() throws {
        let host = try TestHost(SetPointForm())
        host.graph.onScreenKeyboard = .always
        host.pump()
        let resting = try host.frame(of: "Set point")
        try host.tap(at: try host.middle(of: "Set point"))
        #expect(host.graph.focus.focused?.content.visibleText == "Set point")
        #expect(host.contains("done"), "the return key says the field's submit label")
        #expect(!host.contains("q"), "a number pad has no letters")
        let keyboardTop = try host.frame(of: "1").minY
        let raised = try host.frame(of: "Set point")
        #expect(raised.maxY <= keyboardTop && raised.minY < resting.minY, "the field moved up above the keyboard: \(resting) → \(raised)")
        try host.tap(at: try host.middle(of: "4"))
        try host.tap(at: try host.middle(of: "2"))
        try host.tap(at: try host.middle(of: "done"))
        #expect(host.contains("submitted 42"))
        #expect(!host.contains("done") && host.graph.focus.focused == nil, "submitted: the keyboard is gone")
        #expect(try host.frame(of: "Set point") == resting)
    }

    @Test("letters type lower case, a capital after shift (its caps shown so), delete erases; a tap beside the keyboard takes it away")
    func lettersShiftAndDismiss() throws {
        let host = try TestHost(SetPointForm())
        host.graph.onScreenKeyboard = .always
        host.pump()
        try host.tap(at: try host.middle(of: "Name"))
        for key in ["⇧", "A", "d", "a", "x", "⌫"] { try host.tap(at: try host.middle(of: key)) }
        #expect(host.contains("name Ada"))
        try host.tap(at: Point(x: 1, y: 0))
        #expect(host.graph.focus.focused == nil && !host.contains("space"), "a tap on the title took the keyboard away")
    }

    @Test("with no keyboard asked for (the default), focus brings none up")
    func never() throws {
        let host = try TestHost(SetPointForm())
        try host.tap(at: try host.middle(of: "Name"))
        #expect(host.graph.focus.focused != nil && !host.contains("space"))
    }
}
