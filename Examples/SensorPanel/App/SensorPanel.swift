import ArgumentParser
import ClockworkCore
import ClockworkDaemon
import ClockworkDisplayListTarget
import ClockworkPixels
import Foundation
import Logging
import SensorPanelKit

/// The example daemon: a status panel fed at 1 kHz by a background thread, drawn in the
/// terminal (or as JSON display lists when piped, or in pixels on a framebuffer), driven
/// over its input socket.
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

    @Option(help: "Draw in pixels on this framebuffer device (/dev/fb0), or on a file given --size.")
    var framebuffer: String?

    @Option(help: "With --framebuffer FILE: its size in pixels, WIDTHxHEIGHT (800x480).")
    var size: String?

    @Option(help: "With --framebuffer FILE: its pixel format, xrgb8888 or rgb565.")
    var pixelFormat: String = "xrgb8888"

    @Option(help: "With --framebuffer: pixels per point on dense screens (or per cell's 10x20 pixels).")
    var scale = 1.0

    @Option(help: "With --framebuffer: lay the panel out in points (SwiftUI's units) or in a terminal's cells.")
    var layout = "points"

    @Option(help: "Lowest log level (trace, debug, info, notice, warning, error, critical).")
    var logLevel: String = "info"

    func validate() throws {
        guard (1...2_000).contains(hz) else { throw ValidationError("--hz must be 1-2000") }
        guard (1...100_000).contains(sensorRate) else { throw ValidationError("--sensor-rate must be 1-100000") }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("unknown log level \(logLevel)") }
        guard PixelFormat(rawValue: pixelFormat) != nil else { throw ValidationError("--pixel-format must be xrgb8888 or rgb565") }
        guard (0.5...8).contains(scale) else { throw ValidationError("--scale must be 0.5-8") }
        guard FramebufferOptions.Layout(rawValue: layout) != nil else { throw ValidationError("--layout must be points or cells") }
        if framebuffer == nil, size != nil { throw ValidationError("--size needs --framebuffer FILE") }
        _ = try pixelSize()
    }

    /// `--size WIDTHxHEIGHT` as numbers.
    private func pixelSize() throws -> (width: Int, height: Int)? {
        guard let size else { return nil }
        let parts = size.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, (1...16_384).contains(parts[0]), (1...16_384).contains(parts[1]) else {
            throw ValidationError("--size must be WIDTHxHEIGHT in pixels, such as 800x480")
        }
        return (parts[0], parts[1])
    }

    func run() throws {
        var configuration = DaemonConfiguration(name: "SensorPanel")
        configuration.ticksPerSecond = hz
        configuration.socketPath = socket
        configuration.storagePath = storage
        configuration.target = displayList ? .displayList : .automatic
        if let framebuffer {
            var options = FramebufferOptions(path: framebuffer, size: try pixelSize())
            options.format = PixelFormat(rawValue: pixelFormat) ?? .xrgb8888
            options.scale = scale
            options.layout = FramebufferOptions.Layout(rawValue: layout) ?? .points
            configuration.target = .framebuffer(options)
        }
        let spacing: PanelView.Spacing = framebuffer != nil && layout == "points" ? .points : .cells
        configuration.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        let instruments = try Instruments(rate: sensorRate)
        let status = MainActor.assumeIsolated {
            Daemon.run(PanelView(instruments: instruments, spacing: spacing), configuration: configuration, services: [instruments])
        }
        instruments.stop()
        let summary = "SensorPanel: stopped; \(instruments.published.load(ordering: .relaxed)) readings published\n"
        FileHandle.standardError.write(Data(summary.utf8))
        throw ExitCode(status)
    }
}
