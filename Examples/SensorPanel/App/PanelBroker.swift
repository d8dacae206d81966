import ClockworkCore
import ClockworkMQTT
import ClockworkViews
import SensorPanelKit

/// The panel fed by a broker (`--mqtt`): its readings from `PREFIX/temp`, `PREFIX/press`
/// and `PREFIX/flow`, its controls both ways as retained `true`/`false` on
/// `PREFIX/paused` and `PREFIX/alarm`, and `PREFIX/status` saying whether it is there.
enum PanelBroker {
    /// A client for `options` bound to `instruments` and `controls`, announced to Home
    /// Assistant when asked.
    @MainActor
    static func client(_ options: MQTTOptions, instruments: Instruments, controls: PanelControls, homeAssistant: Bool) -> MQTTClient {
        var options = options
        options.presence = MQTTOptions.Presence(topic: options.topic("status"))
        let client = MQTTClient(options: options)
        client.bind(options.topic("temp"), to: instruments, \.temperature)
        client.bind(options.topic("press"), to: instruments, \.pressure)
        client.bind(options.topic("flow"), to: instruments, \.flow)
        client.bind(options.topic("paused"), to: controls, \.isPaused, publish: .retained)
        client.bind(options.topic("alarm"), to: controls, \.alarmEnabled, publish: .retained)
        if homeAssistant {
            let device = options.clientID.map { $0.isLetter || $0.isNumber ? $0 : "_" }
            client.announce(HomeAssistantDiscovery(deviceID: String(device), deviceName: "Sensor panel \(options.prefix)", entities: [
                .sensor("temp", name: "Temperature", topic: options.topic("temp"), unit: "°C"),
                .sensor("press", name: "Pressure", topic: options.topic("press"), unit: "hPa"),
                .sensor("flow", name: "Flow", topic: options.topic("flow"), unit: "m³/s"),
                .switch("paused", name: "Paused", topic: options.topic("paused")),
                .switch("alarm", name: "Alarm", topic: options.topic("alarm")),
            ]))
        }
        return client
    }
}

/// The panel with a line saying where its broker stands: "broker connected", or "broker
/// offline since 10:42 (connection refused)".
struct BrokerPanel: View {
    let panel: PanelView
    let client: MQTTClient

    var body: some View {
        VStack(alignment: .leading) {
            panel
            BrokerStatus()
        }
        .environment(client)
    }
}

/// Where the broker connection stands, read from the environment.
struct BrokerStatus: View {
    @Environment(MQTTClient.self) private var client: MQTTClient?

    var body: some View {
        Text(summary)
            .padding(.horizontal)
            .accessibilityIdentifier("broker")
    }

    private var summary: String {
        guard let state = client?.state else { return "broker: none" }
        let time = state.since.map { $0.formatted(date: .omitted, time: .shortened) } ?? ""
        switch state {
        case .connected: return "broker connected"
        case .connecting: return "broker connecting"
        case .reconnecting(_, let reason): return "broker offline since \(time) (\(reason))"
        case .stopped: return "broker stopped"
        }
    }
}
