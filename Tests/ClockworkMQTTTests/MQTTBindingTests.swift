import Clockwork
import ClockworkMQTT
import ClockworkTesting
import ClockworkTestSupport
import Foundation
import Testing

/// Topics into models and views, and controls out, against a real mosquitto.
@MainActor
@Suite("MQTT bindings", .serialized)
struct MQTTBindingTests {
    /// A panel showing `plant`, with a client of `broker` started on its loop.
    private func panel(_ plant: Plant, _ broker: Broker, logs: LogLines = LogLines(),
                       configure: (MQTTClient) -> Void = { _ in }) throws -> (TestHost, MQTTClient) {
        let client = MQTTClient(options: testOptions(broker), logger: logs.logger())
        configure(client)
        let host = try TestHost(PlantPanel(plant: plant).environment(client))
        try client.start(on: host.loop)
        #expect(host.run(until: { client.isListening }), "never connected: \(client.state)")
        return (host, client)
    }

    @Test("a number published on a bound topic shows in the view at the next tick, and the view shows the connection")
    func readingShows() throws {
        let broker = try Broker()
        let plant = Plant()
        let (host, client) = try panel(plant, broker) { $0.bind("plant/temp", to: plant, \.temperature) }
        #expect(host.contains("broker connected"))
        try broker.publish("plant/temp", "21.5")
        #expect(host.run(until: { host.contains("temp 21.5") }))
        try broker.publish("plant/temp", " 22.25\n")
        #expect(host.run(until: { host.contains("temp 22.2") || host.contains("temp 22.3") }))
        #expect(client.messagesReceived == 2)
    }

    @Test("a wildcard binding takes every matching topic, and a JSON field is picked out of each payload")
    func wildcardAndJSON() throws {
        let broker = try Broker()
        let plant = Plant()
        let (host, _) = try panel(plant, broker) {
            $0.bind("plant/+/state", to: plant, \.state, decoding: .json("status.name"))
            $0.bind("plant/sensors/#", to: plant, \.pressure, decoding: .json("value"))
        }
        try broker.publish("plant/pump/state", #"{"status": {"name": "running", "since": 3}}"#)
        #expect(host.run(until: { host.contains("state running") }))
        try broker.publish("plant/valve/state", #"{"status": {"name": "closed"}}"#)
        #expect(host.run(until: { host.contains("state closed") }))
        try broker.publish("plant/sensors/line/2/press", #"{"value": 1009.5, "unit": "hPa"}"#)
        #expect(host.run(until: { host.contains("press 1009.5") }))
    }

    @Test("retained values are there as soon as the panel connects")
    func retainedOnConnect() throws {
        let broker = try Broker()
        try broker.publish("plant/temp", "18.5", retain: true)
        try broker.publish("plant/paused", "true", retain: true)
        let plant = Plant()
        let (host, _) = try panel(plant, broker) {
            $0.bind("plant/temp", to: plant, \.temperature)
            $0.bind("plant/paused", to: plant, \.isPaused, publish: .retained)
        }
        #expect(host.run(until: { host.contains("temp 18.5") && plant.isPaused }))
    }

    @Test("a thousand readings of one property between two ticks evaluate its reader once, showing the last")
    func floodEvaluatesOnce() throws {
        let broker = try Broker()
        let plant = Plant()
        let (host, client) = try panel(plant, broker) { $0.bind("plant/temp", to: plant, \.temperature) }
        let before = host.bodyEvaluations(of: "TemperatureReadout")
        try broker.publish("plant/temp", lines: (1...1_000).map { "\(Double($0) / 10)" }, qos: 1)
        // The loop's sockets alone, no tick, until every message is in.
        let deadline = Date().addingTimeInterval(10)
        while client.messagesReceived < 1_000, Date() < deadline {
            host.loop.runOnce()
            usleep(200)
        }
        #expect(client.messagesReceived == 1_000)
        #expect(host.bodyEvaluations(of: "TemperatureReadout") == before)
        host.pump()
        #expect(host.bodyEvaluations(of: "TemperatureReadout") == before + 1)
        #expect(host.contains("temp 100.0"))
    }

    @Test("a payload that does not decode is logged once per topic with why, and the last good value stays")
    func badPayloadsKeepLastValue() throws {
        let broker = try Broker()
        let plant = Plant()
        let logs = LogLines()
        let (host, _) = try panel(plant, broker, logs: logs) {
            $0.bind("plant/temp", to: plant, \.temperature)
            $0.bind("plant/state", to: plant, \.state, decoding: .json("state"))
        }
        try broker.publish("plant/temp", "20.5")
        #expect(host.run(until: { host.contains("temp 20.5") }))
        for bad in ["warm", "nan", "", "1e999"] { try broker.publish("plant/temp", bad) }
        try broker.publish("plant/state", "{not json")
        try broker.publish("plant/state", #"{"mode": "auto"}"#)
        try broker.publish("plant/temp", repeating: "9", count: 300_000)
        try broker.publish("plant/pressure", "1.0")
        host.run(for: 0.3)
        #expect(host.contains("temp 20.5"))
        #expect(host.contains("state idle"))
        let refusals = logs.all.filter { $0.contains("payload refused") }
        // Four bad values in a row: logged once, for the first; the huge one once, apart.
        #expect(refusals.filter { $0.contains("topic=plant/temp") && $0.contains("is not a Double") }.count == 1, "\(refusals)")
        #expect(refusals.contains { $0.contains("\"warm\" is not a Double") })
        #expect(refusals.filter { $0.contains("topic=plant/temp") && $0.contains("300000 bytes, over the limit") }.count == 1, "\(refusals)")
        #expect(refusals.filter { $0.contains("topic=plant/state") }.count == 1, "\(refusals)")
        #expect(refusals.contains { $0.contains("the payload is not JSON") })
        // A good value again: shown, and the next bad one is logged anew.
        try broker.publish("plant/temp", "23.0")
        #expect(host.run(until: { host.contains("temp 23.0") }))
        try broker.publish("plant/temp", "hot")
        #expect(host.run(until: { logs.count(containing: "\"hot\" is not a Double") == 1 }))
    }

    @Test("a toggle bound to the model publishes its change retained at QoS 1, and the broker's change moves it back without an echo")
    func controlGoesBothWays() throws {
        let broker = try Broker()
        let plant = Plant()
        let (host, client) = try panel(plant, broker) {
            $0.bind("plant/paused", to: plant, \.isPaused, publish: .retained)
            // Changes before the client starts, back where they began: nothing to publish,
            // and nothing to hold back what comes after.
            plant.isPaused = true
            plant.isPaused = false
        }
        try host.toggle("paused")
        #expect(host.run(until: { client.messagesSent == 1 }))
        // Retained: a subscriber arriving later gets it.
        let retained = try broker.subscriber("plant/paused", count: 1)
        #expect(retained.lines { host.run(for: 0.001) } == ["plant/paused true"])
        host.run(for: 0.2)
        #expect(client.messagesSent == 1, "the broker's copy of the change was published again")
        try broker.publish("plant/paused", "false", retain: true)
        #expect(host.run(until: { !plant.isPaused }))
        host.run(for: 0.2)
        #expect(client.messagesSent == 1, "a change from the broker was echoed back")
        // A write to the model from another thread publishes too.
        let writer = Thread { plant.isPaused = true }
        writer.start()
        #expect(host.run(until: { client.messagesSent == 2 }))
    }

    @Test("a view's @State bound with .mqtt follows the broker, and a flip of its toggle is published")
    func viewStateBinding() throws {
        struct Switchboard: View {
            @State private var isOn = false
            var body: some View {
                Toggle("Pump", isOn: $isOn)
                    .accessibilityIdentifier("pump")
                    .mqtt("plant/pump", value: $isOn)
                Text(isOn ? "pump running" : "pump stopped")
            }
        }
        let broker = try Broker()
        let client = MQTTClient(options: testOptions(broker))
        let host = try TestHost(Switchboard().environment(client))
        try client.start(on: host.loop)
        #expect(host.run(until: { client.isListening }))
        try broker.publish("plant/pump", "ON")
        #expect(host.run(until: { host.contains("pump running") }))
        let published = try broker.subscriber("plant/pump", count: 1)
        host.run(for: 0.2)
        try host.toggle("pump")
        #expect(host.run(until: { host.contains("pump stopped") }))
        #expect(published.lines { host.run(for: 0.001) } == ["plant/pump false"])
    }

    @Test("a subscription and a Combine publisher hand over whole messages, and cancelling one unsubscribes")
    func subscriptionsAndPublishers() throws {
        let broker = try Broker()
        let plant = Plant()
        let (host, client) = try panel(plant, broker)
        var seen: [MQTTMessage] = []
        let subscription = client.subscribe("plant/alarms/#") { seen.append($0) }
        var levels: [String] = []
        let cancellable = client.messages(for: "plant/level").sink { levels.append($0.text) }
        #expect(host.run(until: { client.isListening }))
        try broker.publish("plant/alarms/pump", "overheat")
        try broker.publish("plant/level", "42")
        #expect(host.run(until: { seen.count == 1 && levels == ["42"] }))
        #expect(seen.first?.topic == "plant/alarms/pump")
        #expect(seen.first?.text == "overheat")
        subscription.cancel()
        cancellable.cancel()
        host.run(for: 0.2)
        try broker.publish("plant/alarms/pump", "again")
        try broker.publish("plant/level", "43")
        host.run(for: 0.3)
        #expect(seen.count == 1)
        #expect(levels == ["42"])
    }

    @Test("Home Assistant discovery publishes each entity's configuration, retained, with the panel's availability")
    func homeAssistantDiscovery() throws {
        let broker = try Broker()
        let plant = Plant()
        let (host, _) = try panel(plant, broker) { client in
            client.announce(HomeAssistantDiscovery(deviceID: "line1", deviceName: "Line 1", entities: [
                .sensor("temp", name: "Temperature", topic: "plant/temp", unit: "°C"),
                .switch("paused", name: "Paused", topic: "plant/paused"),
            ]))
        }
        host.run(for: 0.2)
        let configs = try broker.subscriber("homeassistant/#", count: 2).lines()
        #expect(configs.count == 2)
        let sensor = try #require(configs.first { $0.hasPrefix("homeassistant/sensor/line1/temp/config ") })
        #expect(sensor.contains(#""state_topic":"plant/temp""#))
        #expect(sensor.contains(#""unit_of_measurement":"°C""#))
        let toggle = try #require(configs.first { $0.hasPrefix("homeassistant/switch/line1/paused/config ") })
        #expect(toggle.contains(#""command_topic":"plant/paused""#))
        #expect(toggle.contains(#""payload_on":"true""#))
    }
}
