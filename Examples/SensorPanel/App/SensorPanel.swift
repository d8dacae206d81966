import ArgumentParser
import ClockworkCore
import ClockworkDaemon
import Foundation
import Logging
import SensorPanelKit

/// The example daemon: a status panel fed at 1 kHz by a background thread, drawn in the
/// terminal (or as JSON display lists when piped), driven over its input socket.
@main
struct SensorPanel: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "A status panel daemon: live gauges, buttons and a text field you drive with `clockwork`.")

    @Option(help: "Ticks per second (1-2000).")
    var hz = 60

    @Option(help: "Readings per second from the sensor thread.")
    var sensorRate = 1_000

    @Option(help: "The input socket (default: the socket directory's SensorPanel.sock).")
    var socket: String?

    @Option(help: "The settings file, kept across restarts (default: $XDG_STATE_HOME/clockwork/SensorPanel.json).")
    var storage: String?

    @Flag(help: "Write display lists as JSON lines even on a terminal.")
    var displayList = false

    @Option(help: "Lowest log level (trace, debug, info, notice, warning, error, critical).")
    var logLevel: String = "info"

    func validate() throws {
        guard (1...2_000).contains(hz) else { throw ValidationError("--hz must be 1-2000") }
        guard (1...100_000).contains(sensorRate) else { throw ValidationError("--sensor-rate must be 1-100000") }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("unknown log level \(logLevel)") }
    }

    func run() throws {
        var configuration = DaemonConfiguration(name: "SensorPanel")
        configuration.ticksPerSecond = hz
        configuration.socketPath = socket
        configuration.storagePath = storage
        configuration.target = displayList ? .displayList : .automatic
        configuration.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        let instruments = try Instruments(rate: sensorRate)
        let status = MainActor.assumeIsolated {
            Daemon.run(PanelView(instruments: instruments), configuration: configuration, services: [instruments])
        }
        instruments.stop()
        let summary = "SensorPanel: stopped; \(instruments.published.load(ordering: .relaxed)) readings published\n"
        FileHandle.standardError.write(Data(summary.utf8))
        throw ExitCode(status)
    }
}
