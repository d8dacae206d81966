import Clockwork
import ClockworkMQTT
import ClockworkTesting
import ClockworkTestSupport
import Foundation
import Logging

/// A plant's figures and controls, as a panel's model holds them. Written from other
/// threads too: its tracked properties apply those writes on the loop, which makes the
/// `@unchecked Sendable` it declares (as with Apple's macro, `@Observable` adds none) true.
@Observable
final class Plant: @unchecked Sendable {
    var temperature = 0.0
    var pressure = 0.0
    var state = "idle"
    var isPaused = false
}

/// The temperature alone: its evaluations are counted.
struct TemperatureReadout: View {
    let plant: Plant

    var body: some View {
        Text("temp \(plant.temperature, specifier: "%.1f")")
    }
}

/// The plant's panel: readings, its state, a toggle bound to the model, and the connection.
struct PlantPanel: View {
    @Bindable var plant: Plant
    @Environment(MQTTClient.self) private var client: MQTTClient?

    var body: some View {
        VStack(alignment: .leading) {
            TemperatureReadout(plant: plant)
            Text("press \(plant.pressure, specifier: "%.1f")")
            Text("state \(plant.state)")
            Toggle("Paused", isOn: $plant.isPaused).accessibilityIdentifier("paused")
            Text(connectionText)
        }
    }

    private var connectionText: String {
        switch client?.state {
        case .connected: "broker connected"
        case .reconnecting(_, let reason): "broker offline: \(reason)"
        case .connecting: "broker connecting"
        case .stopped, nil: "broker stopped"
        }
    }
}

extension MQTTClient {
    /// Connected, with every subscription acknowledged: what is published now reaches it.
    var isListening: Bool { state.isConnected && subscriptionsPending == 0 }
}

/// Options for a client of `broker` that retries fast, as tests want.
func testOptions(_ broker: Broker, clientID: String = "test-\(UUID().uuidString.prefix(8))") -> MQTTOptions {
    var options = MQTTOptions(host: "127.0.0.1", port: broker.port, prefix: "plant", clientID: clientID)
    options.reconnectDelay = .milliseconds(50)
    options.maximumReconnectDelay = .milliseconds(200)
    options.connectTimeout = .seconds(1)
    return options
}

extension TestHost {
    /// Runs the loop (its sockets and timers, and the ticks changes ask for) until
    /// `condition` holds, for at most `timeout` seconds of real time; whether it came to.
    @discardableResult
    func run(until condition: () -> Bool, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { return false }
            loop.runOnce()
            pump()
            usleep(500)
        }
        return true
    }

    /// Whether some view's text holds `text`.
    func shows(_ text: String) -> Bool {
        renderTree.contains(text)
    }

    /// Runs the loop for `seconds` of real time.
    func run(for seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            loop.runOnce()
            pump()
            usleep(500)
        }
    }
}
