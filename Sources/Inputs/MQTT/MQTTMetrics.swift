import Metrics

/// The client's figures as swift-metrics handles, served by whatever the metrics system is
/// bootstrapped with (a daemon's `.metrics(options)`: Prometheus).
struct MQTTMetrics {
    let received = Counter(label: "clockwork_mqtt_messages_received")
    let sent = Counter(label: "clockwork_mqtt_messages_sent")
    let reconnects = Counter(label: "clockwork_mqtt_reconnects")
    /// 1 for the state the connection is in, 0 for the others.
    private let states: [(name: String, gauge: Gauge)] = ["connecting", "connected", "reconnecting", "stopped"].map {
        ($0, Gauge(label: "clockwork_mqtt_connection_state", dimensions: [("state", $0)]))
    }

    func record(_ state: MQTTConnectionState) {
        for (name, gauge) in states { gauge.record(name == state.name ? 1 : 0) }
    }
}
