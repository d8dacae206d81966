import ClockworkTesting
import Testing

private enum Field: Hashable {
    case name, setpoint
}

private struct Form: View {
    @FocusState private var field: Field?
    @FocusState private var nameFocused: Bool
    @State private var name = ""
    @State private var setpoint = ""
    @State private var submitted = "nothing"

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .focused($field, equals: .name)
                .focused($nameFocused)
                .onSubmit { submitted = "name \(name)" }
            TextField("Setpoint", text: $setpoint)
                .focused($field, equals: .setpoint)
            Button("edit setpoint") { field = .setpoint }
            Button("done") { field = nil }
            Text("focus \(field.map { "\($0)" } ?? "none") \(nameFocused ? "name-on" : "name-off") submitted \(submitted)")
        }
    }
}

@Suite("FocusState")
@MainActor
struct FocusStateTests {
    @Test("moving focus with Tab updates the focus states marked on the controls' paths")
    func tabUpdatesFocusState() throws {
        let host = try TestHost(Form())
        #expect(host.contains("focus none name-off submitted nothing"))
        try host.press(.tab)
        #expect(host.contains("focus name name-on submitted nothing"))
        try host.press(.tab)
        #expect(host.contains("focus setpoint name-off submitted nothing"))
        try host.press(.tab)
        #expect(host.contains("focus none name-off submitted nothing"), "on a button, neither field")
    }

    @Test("setting a focus state in code moves focus to the control marked with the value, nil takes it away")
    func codeMovesFocus() throws {
        let host = try TestHost(Form())
        try host.tap("edit setpoint")
        #expect(host.renderTree.contains("focus setpoint name-off"))
        #expect(host.graph.focus.focused?.typeName == "TextField")
        try host.type("72", into: "Setpoint")
        try host.tap("done")
        #expect(host.renderTree.contains("focus none"))
        #expect(host.graph.focus.focused == nil)
    }

    @Test("Enter on a focused text field runs the nearest onSubmit action")
    func enterSubmits() throws {
        let host = try TestHost(Form())
        try host.type("Boiler", into: "Name")
        try host.press(.tab)
        try host.press(.enter)
        #expect(host.renderTree.contains("submitted name Boiler"))
    }
}
