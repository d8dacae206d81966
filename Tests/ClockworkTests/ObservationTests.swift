import ClockworkTesting
import Testing

@Observable
private final class Boiler {
    var temperature = 60.0
    var pressure = 1.0
    var label = "Boiler 1"
}

private struct TemperatureView: View {
    let boiler: Boiler
    var body: some View { Text("temp \(Int(boiler.temperature))") }
}

private struct PressureView: View {
    let boiler: Boiler
    var body: some View { Text("pressure \(Int(boiler.pressure))") }
}

private struct BoilerPanel: View {
    @State private var boiler = Boiler()
    var body: some View {
        VStack {
            Button("heat") { boiler.temperature += 10 }
            TemperatureView(boiler: boiler)
            PressureView(boiler: boiler)
            LabelEditor(boiler: boiler)
        }
    }
}

private struct LabelEditor: View {
    @Bindable var boiler: Boiler
    var body: some View {
        VStack {
            TextField("Label", text: $boiler.label)
            Text("label \(boiler.label)")
        }
    }
}

private struct EnvironmentReader: View {
    @Environment(Boiler.self) private var boiler
    var body: some View { Text("from environment \(Int(boiler.temperature))") }
}

private struct OptionalReader: View {
    @Environment(Boiler.self) private var boiler: Boiler?
    var body: some View { Text(boiler == nil ? "no boiler" : "a boiler") }
}

@Suite("Observation")
@MainActor
struct ObservationTests {
    @Test("an @Observable model held in @State re-evaluates only the views that read the changed property")
    func perPropertyTracking() throws {
        let host = try TestHost(BoilerPanel())
        let pressureBodies = host.bodyEvaluations(of: "PressureView")
        let temperatureBodies = host.bodyEvaluations(of: "TemperatureView")
        try host.tap("heat")
        #expect(host.contains("temp 70"))
        #expect(host.bodyEvaluations(of: "TemperatureView") == temperatureBodies + 1)
        #expect(host.bodyEvaluations(of: "PressureView") == pressureBodies, "pressure was not read by the change")
        #expect(host.bodiesEvaluatedInLastTick == 1, "only the reader of temperature")
    }

    @Test("@Bindable makes bindings to a model's properties that controls write through")
    func bindableBindings() throws {
        let host = try TestHost(BoilerPanel())
        try host.type("Boiler 2", into: "Label")
        #expect(host.contains("label Boiler 2"))
    }

    @Test("a model supplied with .environment(_:) is read with @Environment(Model.self), optionally")
    func environmentModels() throws {
        let boiler = Boiler()
        struct Root: View {
            let boiler: Boiler
            var body: some View {
                VStack {
                    EnvironmentReader()
                    OptionalReader()
                }
                .environment(boiler)
            }
        }
        let host = try TestHost(VStack {
            Root(boiler: boiler)
            OptionalReader()
        })
        #expect(host.contains("from environment 60") && host.contains("a boiler") && host.contains("no boiler"))
        boiler.temperature = 75
        host.pump()
        #expect(host.contains("from environment 75"))
        #expect(host.bodiesEvaluatedInLastTick == 1)
    }
}
