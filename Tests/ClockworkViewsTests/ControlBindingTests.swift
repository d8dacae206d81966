import Clockwork
import ClockworkTesting
import Foundation
import Testing

// Controls are readers: whatever a control reads through its binding is a dependency of
// that control, so it shows the source's new value at the next tick, wherever the write
// was made. Written from Apple's pages on `Bindable`, `TextField`, `Toggle`, `Slider`,
// `Stepper`, `Picker`, `List`, `TabView` and `NavigationStack`.

@Observable
private final class Profile: @unchecked Sendable { // written from other threads: its tracked properties apply those writes on the loop
    var name = "Ada"
    var isAdmin = false
    var volume = 0.25
    var count = 1
    var flavor = "vanilla"
    var secret = "abc"
    var selectedRow: String?
    var tab = 1
    var path: [Int] = []
}

private struct ProfileEditor: View {
    @Bindable var profile: Profile
    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
            SecureField("Secret", text: $profile.secret)
            Toggle("Admin", isOn: $profile.isAdmin)
            Slider(value: $profile.volume, in: 0...1).accessibilityIdentifier("Volume")
            Stepper("Count", value: $profile.count, in: 0...3)
            Picker("Flavor", selection: $profile.flavor) {
                Text("Vanilla").tag("vanilla")
                Text("Chocolate").tag("chocolate")
            }
        }
    }
}

/// The pattern Apple's "Managing model data in your app" teaches for a model from the
/// environment: `@Bindable var model = model` inside `body`.
private struct EnvironmentEditor: View {
    @Environment(Profile.self) private var profile
    var body: some View {
        @Bindable var profile = profile
        VStack {
            TextField("Name", text: $profile.name)
            Toggle("Admin", isOn: $profile.isAdmin)
        }
    }
}

/// A control bound through a `Binding` a parent passed down, to its own `@State`.
private struct StateOwner: View {
    @State private var name = "Ada"
    var body: some View {
        VStack {
            NameField(name: $name)
            Button("Rename") { name = "Grace" }
        }
    }
}

private struct NameField: View {
    @Binding var name: String
    var body: some View { TextField("Name", text: $name) }
}

/// A user view that reads a binding's value in its body.
private struct BindingReader: View {
    @Binding var count: Int
    var body: some View { Text("count is \(count)") }
}

private struct ComputedBinding: View {
    let profile: Profile
    var body: some View {
        Toggle("Loud", isOn: Binding(get: { profile.volume > 0.5 }, set: { profile.volume = $0 ? 1 : 0 }))
    }
}

private struct Rows: View {
    @Bindable var profile: Profile
    var body: some View {
        List(["north", "south"], id: \.self, selection: $profile.selectedRow) { Text($0) }
    }
}

private struct Tabs: View {
    @Bindable var profile: Profile
    var body: some View {
        TabView(selection: $profile.tab) {
            Text("First").tabItem { Text("One") }.tag(1)
            Text("Second").tabItem { Text("Two") }.tag(2)
        }
    }
}

private struct Paths: View {
    @Bindable var profile: Profile
    var body: some View {
        NavigationStack(path: $profile.path) {
            Text("Home").navigationDestination(for: Int.self) { Text("Screen \($0)") }
        }
    }
}

@Observable
private final class Sensor {
    var reading = 1
}

private struct SensorRows: View {
    let sensors: [Sensor]
    var body: some View {
        VStack {
            ForEach(sensors.indices, id: \.self) { index in Text("sensor \(index) reads \(sensors[index].reading)") }
        }
    }
}

private struct SizedReading: View {
    let sensor: Sensor
    var body: some View {
        GeometryReader { proxy in Text("\(Int(proxy.size.width)) wide, \(sensor.reading)") }
            .frame(width: 30, height: 1)
    }
}

/// The value `attribute` (`text`, `isOn`, `value`, `selection`…) has on the render tree's
/// line for the control of kind `kind`.
@MainActor
private func shown(_ attribute: String, of kind: String, in host: TestHost) -> String? {
    for line in host.renderTree.split(separator: "\n") where line.contains(kind) {
        guard let start = line.range(of: "\(attribute)=") else { continue }
        var value = line[start.upperBound...]
        if value.first == "\"" {
            value = value.dropFirst()
            return value.firstIndex(of: "\"").map { String(value[..<$0]) }
        }
        return String(value.prefix { $0 != " " && $0 != ")" && $0 != "," })
    }
    return nil
}

/// Runs `write` on a thread of its own and waits for it to finish.
private func onAnotherThread(_ write: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        write()
        done.signal()
    }
    thread.start()
    done.wait()
}

@Suite("Controls follow their bindings")
@MainActor
struct ControlBindingTests {
    @Test("a text field bound through @Bindable shows what was typed and the model's later writes")
    func textFieldFollowsModel() throws {
        let profile = Profile()
        let host = try TestHost(ProfileEditor(profile: profile))
        #expect(shown("text", of: "TextField", in: host) == "Ada")
        try host.type("Grace", into: "Name")
        #expect(profile.name == "Grace")
        #expect(shown("text", of: "TextField", in: host) == "Grace")
        profile.name = "Hopper"
        host.pump()
        #expect(shown("text", of: "TextField", in: host) == "Hopper")
    }

    @Test("a toggle, a slider, a picker and a secure field bound to a model show the model's writes")
    func valueControlsFollowModel() throws {
        let profile = Profile()
        let host = try TestHost(ProfileEditor(profile: profile))
        profile.isAdmin = true
        profile.volume = 0.75
        profile.flavor = "chocolate"
        profile.secret = "abcdef"
        host.pump()
        #expect(shown("isOn", of: "Toggle", in: host) == "true")
        #expect(shown("value", of: "Slider", in: host) == "0.75")
        #expect(shown("selection", of: "Picker", in: host) == "chocolate")
        #expect(shown("text", of: "SecureField", in: host) == "••••••")
        try host.toggle("Admin")
        #expect(profile.isAdmin == false)
        #expect(shown("isOn", of: "Toggle", in: host) == "false")
    }

    @Test("a stepper bound to a model stops stepping at its bound when the model reaches it")
    func stepperFollowsModel() throws {
        let profile = Profile()
        let host = try TestHost(ProfileEditor(profile: profile))
        #expect(shown("increment", of: "Stepper", in: host) == "true")
        profile.count = 3
        host.pump()
        #expect(shown("increment", of: "Stepper", in: host) == "false")
        try host.decrement("Count")
        #expect(profile.count == 2)
        #expect(shown("increment", of: "Stepper", in: host) == "true")
    }

    @Test("writes to a model from another thread reach the controls bound to it at the next tick")
    func writesFromAnotherThread() throws {
        let profile = Profile()
        let host = try TestHost(ProfileEditor(profile: profile))
        onAnotherThread {
            profile.name = "Hopper"
            profile.isAdmin = true
            profile.volume = 1
        }
        host.pump()
        #expect(shown("text", of: "TextField", in: host) == "Hopper")
        #expect(shown("isOn", of: "Toggle", in: host) == "true")
        #expect(shown("value", of: "Slider", in: host) == "1")
    }

    @Test("a model from @Environment made bindable in the body drives its controls both ways")
    func environmentModelBindable() throws {
        let profile = Profile()
        let host = try TestHost(EnvironmentEditor().environment(profile))
        try host.type("Grace", into: "Name")
        #expect(shown("text", of: "TextField", in: host) == "Grace")
        profile.isAdmin = true
        host.pump()
        #expect(shown("isOn", of: "Toggle", in: host) == "true")
    }

    @Test("a model write updates only the controls that read the property, and evaluates no body")
    func onlyReadersUpdate() throws {
        let profile = Profile()
        let host = try TestHost(ProfileEditor(profile: profile))
        let editorBodies = host.bodyEvaluations(of: "ProfileEditor")
        profile.volume = 0.5
        host.pump()
        #expect(shown("value", of: "Slider", in: host) == "0.5")
        #expect(host.bodyEvaluations(of: "ProfileEditor") == editorBodies, "the editor's body reads no property")
        #expect(host.bodiesEvaluatedInLastTick == 0)
    }

    @Test("a control bound to a parent's @State through @Binding shows the parent's writes")
    func stateThroughBinding() throws {
        let host = try TestHost(StateOwner())
        try host.tap("Rename")
        #expect(shown("text", of: "TextField", in: host) == "Grace")
    }

    @Test("a user view reading a binding in its body follows the model behind it")
    func userViewReadsBinding() throws {
        let profile = Profile()
        @Bindable var bindable = profile
        let host = try TestHost(BindingReader(count: $bindable.count))
        #expect(host.contains("count is 1"))
        profile.count = 2
        host.pump()
        #expect(host.contains("count is 2"))
    }

    @Test("a control bound to a computed binding follows what its getter reads")
    func computedBinding() throws {
        let profile = Profile()
        let host = try TestHost(ComputedBinding(profile: profile))
        #expect(shown("isOn", of: "Toggle", in: host) == "false")
        profile.volume = 0.9
        host.pump()
        #expect(shown("isOn", of: "Toggle", in: host) == "true")
    }

    @Test("a list's selection, a tab view's selection and a navigation path follow the model")
    func containersFollowModel() throws {
        let profile = Profile()
        let rows = try TestHost(Rows(profile: profile))
        let tabs = try TestHost(Tabs(profile: profile))
        let paths = try TestHost(Paths(profile: profile))
        profile.selectedRow = "south"
        profile.tab = 2
        profile.path = [7]
        rows.pump()
        tabs.pump()
        paths.pump()
        #expect(shown("selection", of: "List", in: rows) == "[south]")
        #expect(shown("selection", of: "TabView", in: tabs) == "2")
        #expect(paths.contains("Screen 7"))
        profile.path = []
        paths.pump()
        #expect(!paths.contains("Screen 7"))
    }

    @Test("rows of a ForEach that read a model's property follow it, though the data's bytes are unchanged")
    func forEachRowsFollowModel() throws {
        let sensors = [Sensor(), Sensor()]
        let host = try TestHost(SensorRows(sensors: sensors))
        sensors[1].reading = 5
        host.pump()
        #expect(host.contains("sensor 1 reads 5"))
        #expect(host.contains("sensor 0 reads 1"))
    }

    @Test("a geometry reader's content follows a model it reads, and has its size in the first frame drawn")
    func geometryReaderContent() throws {
        let sensor = Sensor()
        let host = try TestHost(SizedReading(sensor: sensor))
        var frames: [String] = []
        host.present(on: DisplayListTarget(size: Size(width: 60, height: 10)) { frames.append(String(decoding: $0, as: UTF8.self)) })
        #expect(frames.count == 1)
        #expect(frames.first?.contains("30 wide, 1") == true, "the first frame drawn has the proxy's size")
        sensor.reading = 2
        host.pump()
        #expect(host.contains("30 wide, 2"))
    }

    @Test("randomized: after every tick, each control of a form shows exactly the model's value")
    func randomizedForm() throws {
        var random = SplitMix(seed: 0xC10C_4_0F_F)
        let profile = Profile()
        let host = try TestHost(ProfileEditor(profile: profile))
        for step in 0..<300 {
            let word = ["Ada", "Grace", "Hopper", "Lovelace", ""][random.next(5)]
            let number = Double(random.next(5)) / 4
            switch random.next(8) {
            case 0: profile.name = word
            case 1: try host.type(word, into: "Name")
            case 2: profile.isAdmin.toggle()
            case 3: try host.toggle("Admin")
            case 4: profile.volume = number
            case 5: try host.set(number, on: "Volume")
            case 6: onAnotherThread { profile.name = word + "!" }
            default:
                let flavor = random.next(2) == 0 ? "vanilla" : "chocolate"
                if random.next(2) == 0 { profile.flavor = flavor } else { try host.select(flavor, in: "Flavor") }
            }
            host.pump()
            #expect(shown("text", of: "TextField", in: host) == profile.name, "step \(step)")
            #expect(shown("isOn", of: "Toggle", in: host) == "\(profile.isAdmin)", "step \(step)")
            #expect(shown("value", of: "Slider", in: host).flatMap(Double.init) == profile.volume, "step \(step)")
            #expect(shown("selection", of: "Picker", in: host) == profile.flavor, "step \(step)")
        }
    }
}
