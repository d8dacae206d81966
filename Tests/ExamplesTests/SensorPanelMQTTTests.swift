import ClockworkTestSupport
import Foundation
import Testing

extension ProcessTests {
    /// `SensorPanel --mqtt` against a real mosquitto: readings from the broker on screen,
    /// controls both ways, its presence and last will, its metrics.
    @Suite struct SensorPanelMQTTTests {
        @Test("readings published to the broker show on the panel, its controls go both ways, and its metrics count them")
        func readingsAndControls() throws {
            let broker = try Broker()
            let metricsPort = Broker.freePort()
            let daemon = try PanelDaemon(arguments: ["--mqtt", "mqtt://127.0.0.1:\(broker.port)/line1", "--metrics", "127.0.0.1:\(metricsPort)"])
            defer { daemon.terminate() }
            #expect(try Self.wait { daemon.lastFrameTexts().contains("broker connected") }, "\(daemon.lastFrameTexts())")
            let status = try broker.subscriber("line1/status", count: 1)
            #expect(status.lines() == ["line1/status online"])

            try broker.publish("line1/temp", "27.5")
            try broker.publish("line1/press", "1002.0")
            try broker.publish("line1/flow", "0.75")
            #expect(try Self.wait { daemon.lastFrameTexts().contains { $0.contains("27.5") } && daemon.lastFrameTexts().contains { $0.contains("1002.0") } },
                    "\(daemon.lastFrameTexts())")

            // The panel's Pause button publishes, retained; the broker's alarm switch moves it.
            let clockwork = builtProduct("clockwork")
            let paused = try broker.subscriber("line1/paused", count: 1)
            #expect(try runToCompletion(clockwork, ["tap", "pause", "--socket", daemon.socket]).status == 0)
            #expect(paused.lines() == ["line1/paused true"])
            try broker.publish("line1/alarm", "false", retain: true)
            #expect(try Self.wait {
                try runToCompletion(clockwork, ["tree", "--socket", daemon.socket]).output.contains(#""──" foreground=tertiary"#)
            }, "the alarm switch went off")

            let metrics = try runToCompletion(clockwork, ["metrics", "--address", "127.0.0.1:\(metricsPort)"]).output
            #expect(metrics.contains("clockwork_mqtt_messages_received 5"), "\(metrics)")
            #expect(metrics.contains("clockwork_mqtt_connection_state{state=\"connected\"} 1"), "\(metrics)")
            #expect(metrics.contains("clockwork_mqtt_messages_sent 2"), "online and the pause: \(metrics)")
        }

        @Test("a panel killed with SIGKILL is reported offline by the broker (its last will); a clean stop says offline itself")
        func lastWill() throws {
            let broker = try Broker()
            let killed = try PanelDaemon(arguments: ["--mqtt", "mqtt://127.0.0.1:\(broker.port)/line2"])
            #expect(try Self.wait { killed.lastFrameTexts().contains("broker connected") })
            #expect(try broker.subscriber("line2/status", count: 1).lines() == ["line2/status online"])
            #expect(killed.signal(SIGKILL) == 9)
            // Retained: whoever looks next sees it.
            #expect(try Self.wait { try broker.subscriber("line2/status", count: 1).lines() == ["line2/status offline"] })

            let stopped = try PanelDaemon(arguments: ["--mqtt", "mqtt://127.0.0.1:\(broker.port)/line3"])
            #expect(try Self.wait { stopped.lastFrameTexts().contains("broker connected") })
            #expect(try broker.subscriber("line3/status", count: 1).lines() == ["line3/status online"])
            #expect(stopped.terminate() == 0)
            #expect(try broker.subscriber("line3/status", count: 1).lines() == ["line3/status offline"])
        }

        @Test("at start the broker's retained state moves the panel's controls; the panel's stored setting does not overwrite it")
        func retainedStateWinsAtStart() throws {
            let clockwork = builtProduct("clockwork")
            let first = try PanelDaemon()
            #expect(try runToCompletion(clockwork, ["toggle", "alarm", "--no-on", "--socket", first.socket]).status == 0)
            #expect(try Self.wait { ((try? String(contentsOfFile: first.storage, encoding: .utf8)) ?? "").contains("false") })
            #expect(first.terminate() == 0)

            let broker = try Broker()
            try broker.publish("line4/alarm", "true", retain: true)
            let daemon = try PanelDaemon(arguments: ["--mqtt", "mqtt://127.0.0.1:\(broker.port)/line4"], storage: first.storage)
            defer { daemon.terminate() }
            #expect(try Self.wait { daemon.lastFrameTexts().contains("broker connected") })
            #expect(try Self.wait {
                try runToCompletion(clockwork, ["tree", "--socket", daemon.socket]).output.contains(#""━━""#)
            }, "the alarm switch went on, as the broker has it")
            #expect(try broker.subscriber("line4/alarm", count: 1).lines() == ["line4/alarm true"])
        }

        @Test("a bad broker URL is refused before the daemon starts, saying why")
        func badURL() throws {
            let result = try runToCompletion(builtProduct("SensorPanel"), ["--mqtt", "mqtt://user:secret@host/line1"])
            #expect(result.status != 0)
            #expect(result.errors.contains("leave the password out of the URL"), "\(result.errors)")
        }

        /// Polls `condition` for up to ten seconds.
        static func wait(_ condition: () throws -> Bool) throws -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while try !condition() {
                guard Date() < deadline else { return false }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return true
        }
    }
}
