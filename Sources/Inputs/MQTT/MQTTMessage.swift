/// A message the broker delivered: its topic, its payload's bytes, and how it was sent.
public struct MQTTMessage: Sendable, Equatable {
    /// The topic it was published on (never a filter).
    public var topic: String
    /// The payload, as published.
    public var payload: [UInt8]
    /// Whether the broker kept it as the topic's last value (delivered on subscribing).
    public var isRetained: Bool
    /// The quality of service it arrived with.
    public var qos: MQTTQoS

    /// The payload as UTF-8 text.
    public var text: String { String(decoding: payload, as: UTF8.self) }

    /// A message on `topic` carrying `payload`.
    public init(topic: String, payload: [UInt8], isRetained: Bool = false, qos: MQTTQoS = .atMostOnce) {
        self.topic = topic
        self.payload = payload
        self.isRetained = isRetained
        self.qos = qos
    }
}

/// MQTT's delivery guarantees that Clockwork uses.
public enum MQTTQoS: Int32, Sendable, Equatable {
    /// At most once: sent and forgotten; lost while disconnected.
    case atMostOnce = 0
    /// At least once: acknowledged, kept and sent again until it is, also across a
    /// reconnect; a receiver may see it twice.
    case atLeastOnce = 1
}

/// How a bound value's changes are published back to its topic.
public struct MQTTPublishing: Sendable, Equatable {
    /// The quality of service of each publish.
    public var qos: MQTTQoS
    /// Whether the broker keeps the value as the topic's last, for whoever subscribes next
    /// (a panel that restarts, a dashboard that opens).
    public var retain: Bool

    /// Publishing at `qos`, retained or not.
    public init(qos: MQTTQoS = .atLeastOnce, retain: Bool) {
        self.qos = qos
        self.retain = retain
    }

    /// QoS 1, retained: a control's state, which whoever comes next should see.
    public static let retained = MQTTPublishing(retain: true)
    /// QoS 1, not retained: a command, which should act once.
    public static let notRetained = MQTTPublishing(retain: false)
}
