import Clockwork
@testable import ClockworkMQTT
import ClockworkTesting
import ClockworkTestSupport
import Foundation
import Glibc
import Testing

/// The connection: losing the broker and coming back, TLS, credentials, brokers that
/// misbehave, floods.
@MainActor
@Suite("MQTT connection", .serialized)
struct MQTTConnectionTests {
    private func host(_ plant: Plant, _ client: MQTTClient) throws -> TestHost {
        let host = try TestHost(PlantPanel(plant: plant).environment(client))
        try client.start(on: host.loop)
        return host
    }

    @Test("a broker killed mid-stream: the panel shows it offline and why, reconnects, and catches up with the retained values")
    func brokerKilledAndRestarted() throws {
        let broker = try Broker()
        let plant = Plant()
        let client = MQTTClient(options: testOptions(broker))
        client.bind("plant/temp", to: plant, \.temperature)
        client.bind("plant/state", to: plant, \.state)
        let host = try host(plant, client)
        #expect(host.run(until: { host.contains("broker connected") && client.isListening }))
        try broker.publish("plant/temp", lines: (1...200).map { "\(20 + Double($0) / 100)" })
        broker.stop(signal: SIGKILL)
        #expect(host.run(until: { host.contains("broker offline: the connection was lost") }), "\(host.renderTree)")
        #expect(client.state.reason == "the connection was lost")
        try broker.start()
        try broker.publish("plant/temp", "30.5", retain: true)
        try broker.publish("plant/state", "recovered", retain: true)
        #expect(host.run(until: { host.contains("broker connected") && host.contains("temp 30.5") && host.contains("state recovered") }),
                "\(host.renderTree)")
        #expect(client.reconnects == 1)
    }

    @Test("QoS 1 messages sent while the panel is away arrive once it is back, in a persistent session; its own QoS 1 publishes wait for the broker")
    func qos1AcrossReconnect() throws {
        let broker = try Broker()
        let plant = Plant()
        var options = testOptions(broker, clientID: "panel-persistent")
        options.cleanSession = false
        options.reconnectDelay = .seconds(1)
        options.maximumReconnectDelay = .seconds(1)
        let client = MQTTClient(options: options)
        var received: [String] = []
        client.subscribe("plant/readings") { received.append($0.text) }
        client.bind("plant/paused", to: plant, \.isPaused, publish: .retained)
        let host = try host(plant, client)
        #expect(host.run(until: { client.isListening }))
        broker.stop(signal: SIGTERM)
        #expect(host.run(until: { !client.state.isConnected }))
        // Away: the panel's own change waits, and the plant's readings queue at the broker.
        try host.toggle("paused")
        try broker.start()
        for reading in 1...5 { try broker.publish("plant/readings", "\(reading)", qos: 1) }
        #expect(!client.state.isConnected, "reconnected before the readings were queued: the test proves nothing")
        #expect(host.run(until: { received.count == 5 }), "\(received)")
        #expect(received == ["1", "2", "3", "4", "5"])
        let paused = try broker.subscriber("plant/paused", count: 1)
        #expect(paused.lines { host.run(for: 0.001) } == ["plant/paused true"])
    }

    @Test("TLS to a broker whose certificate a test CA signed; the wrong CA is refused with why")
    func tlsWithTestCA() throws {
        let broker = try Broker(extra: "cafile $DIR/ca.pem\ncertfile $DIR/server.pem\nkeyfile $DIR/server.key\n") { directory in
            try Self.makeCertificates(in: directory)
        }
        broker.clientArguments = ["--cafile", broker.file("ca.pem")]
        let plant = Plant()
        var options = testOptions(broker)
        options.tls = MQTTOptions.TLS(caFile: broker.file("ca.pem"))
        let client = MQTTClient(options: options)
        client.bind("plant/temp", to: plant, \.temperature)
        let host = try host(plant, client)
        #expect(host.run(until: { client.isListening }), "\(client.state)")
        try broker.publish("plant/temp", "19.5")
        #expect(host.run(until: { host.contains("temp 19.5") }))
        // Many messages at once: TLS records decrypted ahead of the socket's readiness are
        // read too, down to the last.
        try broker.publish("plant/temp", lines: (1...500).map { "\(Double($0) / 10)" }, qos: 1)
        #expect(host.run(until: { host.contains("temp 50.0") }), "\(client.messagesReceived) \(client.state)")

        var missing = testOptions(broker)
        missing.tls = MQTTOptions.TLS(caFile: "/nonexistent/ca.pem")
        let unstartable = MQTTClient(options: missing)
        #expect(throws: MQTTError.self) { try unstartable.start(on: host.loop) }
        #expect(unstartable.state == .stopped)

        var wrong = testOptions(broker)
        wrong.tls = MQTTOptions.TLS(caFile: "/etc/ssl/certs/ca-certificates.crt")
        let strangerLogs = LogLines()
        let stranger = MQTTClient(options: wrong, logger: strangerLogs.logger())
        try stranger.start(on: host.loop)
        #expect(host.run(until: { stranger.state.reason != nil }, timeout: 5), "\(stranger.state)")
        #expect(stranger.state.reason?.hasSuffix("(certificate verify failed)") == true, "\(strangerLogs.all)")
        stranger.stop()
    }

    @Test("bad credentials are refused with a clear error, never showing the password; good ones connect")
    func credentials() throws {
        let broker = try Broker(extra: "password_file $DIR/passwords\n", anonymous: false) { directory in
            try Broker.shell("/usr/bin/mosquitto_passwd", ["-b", "-c", "passwords", "panel", "s3cret-pass"], in: directory)
            chmod(directory.appendingPathComponent("passwords").path, 0o600)
        }
        let plant = Plant()
        let logs = LogLines()
        var options = testOptions(broker)
        options.credentials = MQTTCredentials(username: "panel", password: "wrong-pass")
        let refused = MQTTClient(options: options, logger: logs.logger())
        let host = try host(plant, refused)
        #expect(host.run(until: { refused.state.reason?.contains("not authorised") == true }), "\(refused.state)")
        #expect(host.run(until: { host.shows("broker offline: the broker refused the connection: Connection Refused: not authorised") }))
        #expect(logs.all.contains { $0.hasPrefix("error") && $0.contains("check MQTT_USERNAME and MQTT_PASSWORD") })
        #expect(!logs.all.contains { $0.contains("wrong-pass") })
        #expect(!"\(options.credentials!)".contains("wrong-pass"))
        refused.stop()

        let file = broker.file("credentials")
        try "panel:s3cret-pass\n".write(toFile: file, atomically: true, encoding: .utf8)
        options.credentials = try MQTTCredentials.file(file)
        let accepted = MQTTClient(options: options)
        try accepted.start(on: host.loop)
        #expect(host.run(until: { accepted.state.isConnected }), "\(accepted.state)")
        accepted.stop()
    }

    @Test("a broker that accepts the connection and never answers is given up after the connect timeout, and retried")
    func silentBroker() throws {
        let (fd, port) = Broker.listeningSocket()
        defer { close(fd) }
        var options = MQTTOptions(host: "127.0.0.1", port: port)
        options.connectTimeout = .milliseconds(300)
        options.reconnectDelay = .milliseconds(50)
        let client = MQTTClient(options: options)
        let plant = Plant()
        let host = try host(plant, client)
        #expect(host.run(until: { host.shows("broker offline: the broker did not accept the connection within") }), "\(client.state)\n\(host.renderTree)")
        client.stop()
        #expect(client.state == .stopped)
    }

    @Test("a flood of 20,000 messages: every one is read, the loop keeps ticking, and the newest value is shown")
    func flood() throws {
        let broker = try Broker()
        let plant = Plant()
        let client = MQTTClient(options: testOptions(broker))
        client.bind("plant/temp", to: plant, \.temperature)
        let host = try host(plant, client)
        #expect(host.run(until: { client.isListening }))
        let ticksBefore = host.loop.recorder.count
        let publisher = Thread {
            try? broker.publish("plant/temp", lines: (1...20_000).map { "\(Double($0) / 100)" }, qos: 0)
        }
        publisher.start()
        let deadline = Date().addingTimeInterval(20)
        while client.messagesReceived < 20_000, Date() < deadline {
            host.loop.runOnce()
            host.advance(by: .milliseconds(16))
        }
        #expect(client.messagesReceived == 20_000)
        host.pump()
        #expect(host.contains("temp 200.0"))
        #expect(host.loop.recorder.count > ticksBefore, "no tick ran while the flood was read")
    }

    @Test("MQTT 5 connects, binds and publishes as 3.1.1 does")
    func mqtt5() throws {
        let broker = try Broker()
        let plant = Plant()
        var options = testOptions(broker)
        options.protocolVersion = .v5
        let client = MQTTClient(options: options)
        client.bind("plant/temp", to: plant, \.temperature)
        client.bind("plant/paused", to: plant, \.isPaused, publish: .retained)
        let host = try host(plant, client)
        #expect(host.run(until: { client.isListening }), "\(client.state)")
        try broker.publish("plant/temp", "17.5")
        #expect(host.run(until: { host.contains("temp 17.5") }))
        try host.toggle("paused")
        #expect(try broker.subscriber("plant/paused", count: 1).lines { host.run(for: 0.001) } == ["plant/paused true"])
    }

    @Test("a broker URL gives host, port, prefix and TLS; a URL with a password or a wildcard is refused")
    func urls() throws {
        let plain = try MQTTOptions(url: "mqtt://broker.lan/line1/panel")
        #expect(plain.host == "broker.lan")
        #expect(plain.port == 1883)
        #expect(plain.prefix == "line1/panel")
        #expect(plain.topic("temp") == "line1/panel/temp")
        #expect(plain.tls == nil)
        let secure = try MQTTOptions(url: "mqtts://10.0.0.2:8884")
        #expect(secure.port == 8884)
        #expect(secure.tls != nil)
        #expect(secure.topic("temp") == "temp")
        for bad in ["http://x/y", "mqtt://", "mqtt://user:pw@host/p", "mqtt://host/a/#", "mqtt://host:70000/p", "broker"] {
            #expect(throws: MQTTError.self, "\(bad)") { try MQTTOptions(url: bad) }
        }
        #expect(throws: MQTTError.self) { try MQTTOptions(url: "mqtt://user:pw@host/p") }
        let credentials = MQTTCredentials.environment(in: ["MQTT_USERNAME": "panel", "MQTT_PASSWORD": "pw"])
        #expect(credentials == MQTTCredentials(username: "panel", password: "pw"))
        #expect(MQTTCredentials.environment(in: [:]) == nil)
        #expect("\(credentials!)" == "panel (password set)")
    }

    @Test("a topic filter's + is a whole level and its # a whole level and the last, as MQTT has it")
    func topicFilters() {
        for valid in ["plant/temp", "plant/+/temp", "plant/#", "#", "+", "+/+", "/plant", "plant//temp"] {
            #expect(SubscriptionTable.isValid(filter: valid), "\(valid)")
        }
        for invalid in ["", "plant/#/temp", "plant/te+mp", "plant/temp#", "plant+", "##"] {
            #expect(!SubscriptionTable.isValid(filter: invalid), "\(invalid)")
        }
    }

    /// A CA, and a certificate for 127.0.0.1 it signed, made with openssl in `directory`.
    private static func makeCertificates(in directory: URL) throws {
        let openssl = "/usr/bin/openssl"
        try Broker.shell(openssl, ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "ca.key", "-out", "ca.pem",
                                   "-days", "2", "-subj", "/CN=Clockwork test CA"], in: directory)
        try Broker.shell(openssl, ["req", "-newkey", "rsa:2048", "-nodes", "-keyout", "server.key", "-out", "server.csr",
                                   "-subj", "/CN=127.0.0.1"], in: directory)
        try "subjectAltName=IP:127.0.0.1\n".write(to: directory.appendingPathComponent("san.ext"), atomically: true, encoding: .utf8)
        try Broker.shell(openssl, ["x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
                                   "-out", "server.pem", "-days", "2", "-extfile", "san.ext"], in: directory)
    }
}
