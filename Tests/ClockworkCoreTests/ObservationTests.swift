import Clockwork
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

/// Eight counters, one per writing thread: Sendable as it declares, since its tracked
/// properties apply other threads' writes on the loop.
@Observable
private final class Tallies: @unchecked Sendable {
    var a = 0
    var b = 0
    var c = 0
    var d = 0
    var e = 0
    var f = 0
    var g = 0
    var h = 0
    var level = 0.0
    var sequence = 0

    static var counters: [ReferenceWritableKeyPath<Tallies, Int>] { [\.a, \.b, \.c, \.d, \.e, \.f, \.g, \.h] }
}

private struct TallyView: View {
    let tallies: Tallies
    let seen: SeenValues
    var body: some View {
        VStack {
            Text("sum \(Tallies.counters.reduce(0) { $0 + tallies[keyPath: $1] })")
            Text("sequence \(tallies.sequence)")
                .onChange(of: tallies.sequence) { _, value in seen.values.append(value) }
        }
    }
}

private struct RemovableTally: View {
    let tallies: Tallies
    @State private var isShown = true
    var body: some View {
        VStack {
            Button("remove") { isShown = false }
            if isShown { TallyView(tallies: tallies, seen: SeenValues()) }
        }
    }
}

private struct LevelView: View {
    let tallies: Tallies
    var body: some View { Meter(level: tallies.level) }
}

/// The values a view saw, in order.
@MainActor
private final class SeenValues {
    var values: [Int] = []
}

@Suite("Observation across threads")
@MainActor
struct ObservationCrossThreadTests {
    @Test("writes to an @Observable model from eight threads all apply, once, in per-thread order, each thread reading its own")
    func eightThreads() throws {
        let tallies = Tallies()
        let host = try TestHost(TallyView(tallies: tallies, seen: SeenValues()))
        let perThread = 2_000
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let counter = Tallies.counters[index]
            for _ in 0..<perThread { tallies[keyPath: counter] += 1 }
        }
        #expect(!host.contains("sum \(8 * perThread)"), "the loop has not applied them yet")
        host.pump()
        #expect(host.contains("sum \(8 * perThread)"))
    }

    @Test("a body sees another thread's writes in the order they were made, and re-evaluates once per tick")
    func orderAndCoalescing() throws {
        let tallies = Tallies()
        let seen = SeenValues()
        let host = try TestHost(TallyView(tallies: tallies, seen: seen))
        let before = host.bodyEvaluations(of: "TallyView")
        for round in 0..<3 {
            let writer = Thread { for value in 1...500 { tallies.sequence = round * 500 + value } }
            writer.start()
            while !writer.isFinished { usleep(100) }
            host.pump()
        }
        #expect(seen.values == [500, 1000, 1500], "one evaluation per tick, at the last value written")
        #expect(host.bodyEvaluations(of: "TallyView") == before + 3)
    }

    @Test("a write from another thread inside withAnimation animates the views that read it")
    func animatedWrite() throws {
        let tallies = Tallies()
        let host = try TestHost(LevelView(tallies: tallies))
        let writer = Thread { withAnimation(.linear(duration: 1)) { tallies.level = 1 } }
        writer.start()
        while !writer.isFinished { usleep(100) }
        host.pump()
        host.advance(by: .milliseconds(500))
        #expect(host.contains("level 50"))
        host.advance(by: .milliseconds(600))
        #expect(host.contains("level 100"))
    }

    @Test("a model written on another thread after the view that read it was removed invalidates nothing")
    func writeAfterTheReaderIsRemoved() throws {
        let tallies = Tallies()
        let host = try TestHost(RemovableTally(tallies: tallies))
        try host.tap("remove")
        #expect(!host.contains("sequence"), "the reader is gone, its tracking still registered with the model")
        let writer = Thread { tallies.sequence = 7 }
        writer.start()
        while !writer.isFinished { usleep(100) }
        host.pump()
        #expect(host.bodiesEvaluatedInLastTick == 0, "the logged invalidation named an unmounted view")
        #expect(!host.contains("sequence"))
    }

    @Test("a model no body has read takes writes where they are made; once read, writes on the loop apply at once")
    func unobservedAndLoopWrites() throws {
        let tallies = Tallies()
        tallies.a = 3
        #expect(tallies.a == 3)
        let host = try TestHost(TallyView(tallies: tallies, seen: SeenValues()))
        #expect(host.contains("sum 3"))
        tallies.a = 4
        #expect(tallies.a == 4)
        host.pump()
        #expect(host.contains("sum 4"))
    }
}
