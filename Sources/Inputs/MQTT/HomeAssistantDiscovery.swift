import Foundation

/// The panel as a device in Home Assistant, through its MQTT discovery: each reading a
/// sensor, each control a switch, available while the panel's presence says `online`.
///
/// ```swift
/// client.announce(HomeAssistantDiscovery(deviceID: "line1-panel", deviceName: "Line 1 panel", entities: [
///     .sensor("temp", name: "Temperature", topic: "line1/temp", unit: "°C"),
///     .switch("paused", name: "Paused", topic: "line1/paused"),
/// ]))
/// ```
public struct HomeAssistantDiscovery: Sendable, Equatable {
    /// Home Assistant's discovery prefix.
    public var prefix = "homeassistant"
    /// The device's identifier, unique in Home Assistant (letters, digits, `-` and `_`).
    public var deviceID: String
    /// The device's name as Home Assistant shows it.
    public var deviceName: String
    /// The device's sensors and switches.
    public var entities: [Entity]

    /// One sensor or switch of the device.
    public struct Entity: Sendable, Equatable {
        /// What Home Assistant makes of the entity.
        public enum Kind: String, Sendable {
            /// A reading: its state is the topic's payload.
            case sensor
            /// A control: its state is the topic's `true`/`false`, and turning it on or off
            /// publishes `true`/`false` there.
            case `switch`
        }

        /// Sensor or switch.
        public var kind: Kind
        /// The entity's identifier within the device.
        public var id: String
        /// The entity's name as Home Assistant shows it.
        public var name: String
        /// The topic holding its state (and taking a switch's commands).
        public var topic: String
        /// A sensor's unit (`°C`, `hPa`).
        public var unit: String?

        /// A sensor showing `topic`'s payload, in `unit`.
        public static func sensor(_ id: String, name: String, topic: String, unit: String? = nil) -> Entity {
            Entity(kind: .sensor, id: id, name: name, topic: topic, unit: unit)
        }

        /// A switch whose state and commands are `true`/`false` on `topic`.
        public static func `switch`(_ id: String, name: String, topic: String) -> Entity {
            Entity(kind: .switch, id: id, name: name, topic: topic, unit: nil)
        }
    }

    /// The device `deviceID`, named `deviceName`, with `entities`.
    public init(deviceID: String, deviceName: String, entities: [Entity]) {
        self.deviceID = deviceID
        self.deviceName = deviceName
        self.entities = entities
    }

    /// Each entity's retained configuration message: its topic and its JSON, available as
    /// `presence` says when given.
    func messages(presence: MQTTOptions.Presence?) -> [(topic: String, payload: String)] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return entities.map { entity in
            var config = Config(name: entity.name, uniqueID: "\(deviceID)_\(entity.id)", stateTopic: entity.topic,
                                device: Config.Device(identifiers: [deviceID], name: deviceName))
            if entity.kind == .switch {
                config.commandTopic = entity.topic
                config.payloadOn = "true"
                config.payloadOff = "false"
                config.stateOn = "true"
                config.stateOff = "false"
            }
            config.unit = entity.unit
            if let presence {
                config.availabilityTopic = presence.topic
                config.payloadAvailable = presence.online
                config.payloadNotAvailable = presence.offline
            }
            let json = (try? encoder.encode(config)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            return ("\(prefix)/\(entity.kind.rawValue)/\(deviceID)/\(entity.id)/config", json)
        }
    }

    /// An entity's discovery configuration, as Home Assistant's MQTT integration reads it.
    private struct Config: Encodable {
        struct Device: Encodable {
            var identifiers: [String]
            var name: String
            var manufacturer = "Clockwork"
        }

        var name: String
        var uniqueID: String
        var stateTopic: String
        var device: Device
        var commandTopic: String?
        var payloadOn: String?
        var payloadOff: String?
        var stateOn: String?
        var stateOff: String?
        var unit: String?
        var availabilityTopic: String?
        var payloadAvailable: String?
        var payloadNotAvailable: String?

        enum CodingKeys: String, CodingKey {
            case name, device
            case uniqueID = "unique_id", stateTopic = "state_topic", commandTopic = "command_topic"
            case payloadOn = "payload_on", payloadOff = "payload_off", stateOn = "state_on", stateOff = "state_off"
            case unit = "unit_of_measurement", availabilityTopic = "availability_topic"
            case payloadAvailable = "payload_available", payloadNotAvailable = "payload_not_available"
        }
    }
}

extension MQTTClient {
    /// Announces the panel to Home Assistant as `discovery` describes it: its configuration
    /// messages are published retained now (if connected) and on every connection.
    public func announce(_ discovery: HomeAssistantDiscovery) {
        let messages = discovery.messages(presence: options.presence)
        announcements += messages
        guard state.isConnected else { return }
        for message in messages {
            publish(bytes: Array(message.payload.utf8), to: message.topic, qos: .atLeastOnce, retain: true)
        }
    }
}
