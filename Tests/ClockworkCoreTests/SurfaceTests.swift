import ClockworkTesting
import Foundation
import Testing

@MainActor
private final class Calls {
    var changes: [(Int, Int)] = []
    var received: [Int] = []
    var updates = 0
}

private struct ChangeWatcher: View {
    let calls: Calls
    @State private var value = 0

    var body: some View {
        Button("bump \(value)") { value += 1 }
            .onChange(of: value) { old, new in calls.changes.append((old, new)) }
    }
}

private struct ResettingParent: View {
    let calls: Calls
    @State private var identity = 0

    var body: some View {
        VStack {
            Button("reset") { identity += 1 }
            ChangeWatcher(calls: calls).id(identity)
        }
    }
}

/// A user-defined dynamic property: its State is attached, then `update()` runs.
private struct Counted: DynamicProperty {
    @State var taps = 0
    let calls: Calls

    mutating func update() {
        calls.updates += 1
    }
}

private struct UsesCounted: View {
    var counted: Counted

    var body: some View {
        Button("counted \(counted.taps)") { counted.taps += 1 }
    }
}

private struct Receiver: View {
    let calls: Calls
    let subject: PassthroughSubject<Int, Never>
    @State private var last = 0

    var body: some View {
        Text("last \(last)")
            .onReceive(subject) { value in
                calls.received.append(value)
                last = value
            }
    }
}

private struct Projections: View {
    @State private var name: String? = "Ada"
    @State private var count = 3
    @State private var choice = 1

    var body: some View {
        VStack {
            if let unwrapped = Binding($name) {
                TextField("Name", text: unwrapped)
            }
            OptionalReader(value: Binding($count))
            AnyReader(value: Binding($choice))
            Button("clear") { name = nil }
        }
    }
}

private struct OptionalReader: View {
    @Binding var value: Int?
    var body: some View { Button("optional \(value.map(String.init) ?? "nil")") { value = (value ?? 0) + 1 } }
}

private struct AnyReader: View {
    @Binding var value: AnyHashable
    var body: some View { Button("any \(value)") { value = AnyHashable(2) } }
}

private struct Item { let key: String }

private struct Lists: View {
    var body: some View {
        VStack {
            ForEach(0..<3) { Text("index \($0)") }
            ForEach([Item(key: "a"), Item(key: "b")], id: \.key) { Text("item \($0.key)") }
        }
    }
}

private struct Styled: View {
    var body: some View {
        HStack(alignment: .top, spacing: 2) {
            Text("styled")
                .padding(4)
                .frame(width: 10, height: 2)
                .offset(x: 1, y: -1)
                .opacity(0.5)
            Spacer()
            Color.blue.frame(maxWidth: .infinity)
        }
    }
}

/// Views of different sizes and alignments (empty, one byte, eight bytes, a string) in
/// one block, so each tuple element sits at its own padded offset.
private struct Flag: View {
    let on: Bool
    var body: some View { Text(on ? "on" : "off") }
}

private struct Wide: View {
    let number: Int64
    var body: some View { Text("wide \(number)") }
}

/// A body that spells its type as SwiftUI code may: `TupleView<(Text, Text)>`.
private struct SpelledTuple: View {
    var body: TupleView<(Text, Text)> {
        TupleView((Text("first"), Text("second")))
    }
}

private struct MixedBlock: View {
    @State private var number: Int64 = 7

    var body: some View {
        VStack {
            EmptyView()
            Flag(on: true)
            Wide(number: number)
            Flag(on: false)
            Text("text")
            Button("grow") { number *= 3 }
            Wide(number: -number)
        }
    }
}

@Suite("API surface")
@MainActor
struct SurfaceTests {
    @Test("TupleView<(Text, Text)> can be spelled out and shows both views")
    func spelledTupleView() throws {
        let host = try TestHost(SpelledTuple())
        #expect(host.renderTree == "Text \"first\"\nText \"second\"")
    }

    @Test("a block of views of mixed sizes and alignments shows each element, and updates it, in place")
    func mixedBlock() throws {
        let host = try TestHost(MixedBlock())
        try host.tap("grow")
        #expect(host.renderTree == """
            VStack
              Text "on"
              Text "wide 21"
              Text "off"
              Text "text"
              Button
                Text "grow"
              Text "wide -21"
            """)
    }

    @Test("onChange does not fire for an identity reset")
    func onChangeNotOnReset() throws {
        let calls = Calls()
        let host = try TestHost(ResettingParent(calls: calls))
        try host.tap("bump 0")
        try host.tap("reset")
        #expect(host.contains("bump 0"))
        #expect(calls.changes.map { [$0.0, $0.1] } == [[0, 1]])
    }

    @Test("a user DynamicProperty's inner State is attached and update() runs before each body")
    func userDynamicProperty() throws {
        let calls = Calls()
        let host = try TestHost(UsesCounted(counted: Counted(calls: calls)))
        try host.tap("counted 0")
        try host.tap("counted 1")
        #expect(host.contains("counted 2"))
        #expect(calls.updates == 3)
    }

    @Test("onReceive runs its action on the loop with each value, in order, also from other threads")
    func onReceive() throws {
        let calls = Calls()
        let subject = PassthroughSubject<Int, Never>()
        let host = try TestHost(Receiver(calls: calls, subject: subject))
        subject.send(1)
        let sendable = UncheckedSubject(subject: subject)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            sendable.subject.send(2)
            sendable.subject.send(3)
            done.signal()
        }
        done.wait()
        host.pump()
        #expect(calls.received == [1, 2, 3])
        #expect(host.contains("last 3"))
    }

    @Test("Binding projections: unwrapped optional, optional, AnyHashable")
    func bindingProjections() throws {
        let host = try TestHost(Projections())
        try host.type("Grace", into: "Name")
        #expect(host.renderTree.contains(#"TextField "Name" text="Grace""#))
        try host.tap("optional 3")
        #expect(host.contains("optional 4"))
        try host.tap("any 1")
        #expect(host.contains("any 2"))
        try host.tap("clear")
        #expect(!host.contains("Name"), "Binding(_: Binding<String?>) is nil once the value is nil")
    }

    @Test("ForEach over a constant range and by key path")
    func forEachForms() throws {
        let host = try TestHost(Lists())
        #expect(host.renderTree == """
            VStack
              Text "index 0"
              Text "index 1"
              Text "index 2"
              Text "item a"
              Text "item b"
            """)
    }

    @Test("style modifiers appear as attributes of the element below them")
    func styleModifiers() throws {
        let host = try TestHost(Styled())
        #expect(host.renderTree == """
            HStack alignment=top spacing=2
              Text "styled" opacity=0.5 offset=(1,-1) frame=(width:10,height:2) padding=4
              Spacer
              Color blue frame=(maxWidth:inf)
            """)
    }

    @Test("input naming nothing, or the wrong kind of control, is refused with a reason")
    func inputErrors() throws {
        let host = try TestHost(Styled())
        #expect(throws: ControlInputError.notFound("missing")) { try host.tap("missing") }
        let podcaster = try TestHost(UsesCounted(counted: Counted(calls: Calls())))
        #expect(throws: ControlInputError.unsupported(.setText("x"), control: "Button")) {
            try podcaster.type("x", into: "counted 0")
        }
    }
}

private struct UncheckedSubject: @unchecked Sendable {
    // @unchecked Sendable: OpenCombine's PassthroughSubject locks its own state.
    let subject: PassthroughSubject<Int, Never>
}
