import Clockwork
import ClockworkTesting
import Observation
import Testing

// A file that imports Observation beside Clockwork, as two pasted samples do. `@Observable`
// is then Observation's own macro (Clockwork's ranks below it), and its models work on the
// loop as on Apple's platforms; `@Clockwork.Observable` keeps Clockwork's, whose models take
// writes from any thread.

@Observable
private final class Thermostat {
    var target = 20
    @ObservationIgnored var adjustments = 0
}

private struct ThermostatView: View {
    @Bindable var thermostat: Thermostat
    var body: some View {
        VStack {
            Stepper("Target \(thermostat.target)", value: $thermostat.target)
            Text("Adjusted \(thermostat.adjustments) times")
        }
    }
}

private struct ThermostatPanel: View {
    @Environment(Thermostat.self) private var thermostat
    var body: some View { Text("Panel \(thermostat.target)") }
}

/// A model whose writes come from a producer thread: Sendable as it declares, since its
/// tracked properties apply those writes on the loop.
@Clockwork.Observable
private final class Feed: @unchecked Sendable {
    var north = 0
    var south = 0
    static let lanes = [\Feed.north, \Feed.south]
}

private struct FeedView: View {
    let feed: Feed
    var body: some View { Text("received \(feed.north + feed.south)") }
}

/// A function generic over the protocol both imports name: one `Observable`, not two.
private func isObservable<T: Observable>(_: T) -> Bool { true }

@Suite("import Observation beside import Clockwork")
@MainActor
struct ObservationImportTests {
    @Test("a control bound through @Bindable to an Observation model writes it and shows its new value")
    func bindableControl() throws {
        let model = Thermostat()
        let host = try TestHost(ThermostatView(thermostat: model))
        try host.increment("Target 20")
        host.pump()
        #expect(model.target == 21)
        #expect(host.contains("Target 21"))
    }

    @Test("a write made in code re-renders the view; an ignored property does not")
    func codeWrites() throws {
        let model = Thermostat()
        let host = try TestHost(ThermostatView(thermostat: model))
        model.adjustments = 5
        host.pump()
        #expect(host.contains("Adjusted 0 times"))
        model.target = 18
        host.pump()
        #expect(host.contains("Target 18"))
        #expect(host.contains("Adjusted 5 times"))
    }

    @Test("an Observation model supplied through the environment is read by @Environment(Type.self)")
    func environmentModel() throws {
        let model = Thermostat()
        let host = try TestHost(ThermostatPanel().environment(model))
        model.target = 25
        host.pump()
        #expect(host.contains("Panel 25"))
        #expect(isObservable(model))
    }

    @Test("@Observable here is Observation's macro: its storage is plain, not Clockwork's")
    func observationsMacroExpands() {
        let storage = Mirror(reflecting: Thermostat()).children.first { $0.label == "_target" }?.value
        #expect(storage is Int)
    }

    @Test("@Clockwork.Observable keeps Clockwork's macro: writes from two threads all apply, once, on the loop")
    func clockworkMacroQualified() throws {
        let feed = Feed()
        let host = try TestHost(FeedView(feed: feed))
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            for _ in 0..<1_000 { feed[keyPath: Feed.lanes[index]] += 1 }
        }
        #expect(host.contains("received 0"), "the loop has not applied them yet")
        host.pump()
        #expect(host.contains("received 2000"))
        #expect(Mirror(reflecting: feed).children.contains { $0.label == "_north" && $0.value is ObservedProperty<Int> })
    }
}
