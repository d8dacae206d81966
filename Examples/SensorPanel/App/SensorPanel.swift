import ArgumentParser
import ClockworkCore
import ClockworkDaemon
import ClockworkDisplayListTarget
import ClockworkDRM
import ClockworkLibinput
import ClockworkLoop
import ClockworkMetrics
import ClockworkMQTT
import ClockworkPixels
import ClockworkVNC
import Foundation
import Logging
import SensorPanelKit

/// The example daemon: a status panel fed at 1 kHz by a background thread (or by an MQTT
/// broker, with `--mqtt`), drawn in the terminal (or as JSON display lists when piped, or in pixels on a framebuffer), driven
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

    @Option(help: "Draw on a display through DRM/KMS: a card (/dev/dri/card0), or 'auto' for the first connected display.")
    var drm: String?

    @Option(help: "With --drm: the connector (HDMI-A-1, Virtual-1); default: the first connected.")
    var connector: String?

    @Option(help: "With --drm: the mode, WIDTHxHEIGHT or WIDTHxHEIGHT@HZ; default: the display's preferred.")
    var mode: String?

    @Option(help: "With --drm: wait up to this many seconds for a display to be connected.")
    var waitForDisplay = 0

    @Option(help: "With --drm or --framebuffer: the screen's mounting, 0, 90, 180 or 270 degrees clockwise; touches turn with it.")
    var rotate = 0

    @Option(help: "Read touchscreens, mice and keyboards through libinput: on (default with --drm) or off.")
    var input: String?

    @Option(help: "With input on: libinput's touchscreen calibration matrix, six numbers 'a b c d e f'.")
    var calibration: String?

    @Option(help: "With input on: blank the screen after this many seconds without input (0: never).")
    var blankAfter = 0

    @Option(help: "When the line's name field brings up a keyboard on the screen: automatic (a touchscreen with no keyboard), always or never.")
    var onScreenKeyboard = OnScreenKeyboardMode.automatic

    @Option(help: "Serve a VNC remote view at HOST:PORT (127.0.0.1:5900). Off loopback it needs CLOCKWORK_VNC_PASSWORD set.")
    var vnc: String?

    @Option(help: "Serve Prometheus metrics at http://HOST:PORT/metrics (127.0.0.1:9464).")
    var metrics: String?

    @Option(help: "Take the readings from an MQTT broker, mqtt://HOST[:PORT]/PREFIX or mqtts://…: numbers on PREFIX/temp, PREFIX/press and PREFIX/flow; the controls both ways on PREFIX/paused and PREFIX/alarm; presence on PREFIX/status. Credentials from MQTT_USERNAME and MQTT_PASSWORD.")
    var mqtt: String?

    @Option(help: "With --mqtt: the CA file that signed the broker's certificate (mqtts://).")
    var mqttCA: String?

    @Option(help: "With --mqtt: a file whose first line is USERNAME:PASSWORD, instead of the environment.")
    var mqttCredentials: String?

    @Option(help: "With --mqtt: the client id, for a persistent session (default: clockwork-HOST-PID, a clean session).")
    var mqttClientID: String?

    @Flag(help: "With --mqtt: announce the panel to Home Assistant (MQTT discovery).")
    var homeAssistant = false

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
        if drm != nil, framebuffer != nil { throw ValidationError("give --drm or --framebuffer, not both") }
        if let mode, DRMModeRequest(mode) == nil { throw ValidationError("--mode must be WIDTHxHEIGHT or WIDTHxHEIGHT@HZ, such as 1024x768@60") }
        guard ScreenRotation(rawValue: rotate) != nil else { throw ValidationError("--rotate must be 0, 90, 180 or 270") }
        if rotate != 0, drm == nil, framebuffer == nil { throw ValidationError("--rotate needs --drm or --framebuffer") }
        if let input, input != "on", input != "off" { throw ValidationError("--input must be on or off") }
        if let calibration, LibinputOptions.calibration(calibration) == nil { throw ValidationError("--calibration must be six numbers, 'a b c d e f'") }
        guard (0...86_400).contains(blankAfter), (0...3_600).contains(waitForDisplay) else {
            throw ValidationError("--blank-after must be 0-86400 seconds and --wait-for-display 0-3600")
        }
        _ = try pixelSize()
        if let mqtt {
            do { _ = try MQTTOptions(url: mqtt) } catch { throw ValidationError("--mqtt: \(error)") }
        } else if mqttCA != nil || mqttCredentials != nil || mqttClientID != nil || homeAssistant {
            throw ValidationError("--mqtt-ca, --mqtt-credentials, --mqtt-client-id and --home-assistant need --mqtt")
        }
        for (flag, value) in [("--vnc", vnc), ("--metrics", metrics)] {
            guard let value else { continue }
            do { _ = try TCPEndpoint(parsing: value) } catch { throw ValidationError("\(flag): \(error)") }
        }
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

    /// `--mqtt` and its options, as the client's.
    private func brokerOptions() throws -> MQTTOptions? {
        guard let mqtt else { return nil }
        var options = try MQTTOptions(url: mqtt)
        if let mqttCA { options.tls = MQTTOptions.TLS(caFile: mqttCA) }
        if let mqttCredentials {
            options.credentials = try MQTTCredentials.file(mqttCredentials)
        } else if let fromEnvironment = MQTTCredentials.environment() {
            options.credentials = fromEnvironment
        }
        if let mqttClientID {
            options.clientID = mqttClientID
            options.cleanSession = false
        }
        return options
    }

    func run() throws {
        var configuration = DaemonConfiguration(name: "SensorPanel")
        configuration.ticksPerSecond = hz
        configuration.socketPath = socket
        configuration.onScreenKeyboard = onScreenKeyboard
        configuration.storagePath = storage
        configuration.target = displayList ? .displayList : .automatic
        if let framebuffer {
            var options = FramebufferOptions(path: framebuffer, size: try pixelSize())
            options.format = PixelFormat(rawValue: pixelFormat) ?? .xrgb8888
            options.scale = scale
            options.layout = FramebufferOptions.Layout(rawValue: layout) ?? .points
            options.rotation = ScreenRotation(rawValue: rotate) ?? .none
            configuration.target = .framebuffer(options)
        }
        if let drm {
            var options = DRMOptions(device: drm == "auto" ? nil : drm)
            options.connector = connector
            options.mode = mode.flatMap(DRMModeRequest.init)
            options.rotation = ScreenRotation(rawValue: rotate) ?? .none
            options.scale = scale
            options.layout = FramebufferOptions.Layout(rawValue: layout) ?? .points
            options.waitForDisplay = .seconds(waitForDisplay)
            configuration.target = .drm(options)
        }
        if input ?? (drm != nil ? "on" : "off") == "on" {
            var options = LibinputOptions()
            options.calibration = calibration.flatMap(LibinputOptions.calibration)
            options.blankAfter = blankAfter > 0 ? .seconds(blankAfter) : nil
            configuration.inputSources = [.libinput(options)]
        }
        if let vnc {
            configuration.inputSources.append(.vnc(VNCOptions(endpoint: try TCPEndpoint(parsing: vnc), desktopName: "SensorPanel")))
        }
        if let metrics { configuration.attachments.append(.metrics(MetricsOptions(endpoint: try TCPEndpoint(parsing: metrics)))) }
        let spacing: PanelView.Spacing = (framebuffer != nil || drm != nil) && layout == "points" ? .points : .cells
        configuration.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        let broker = try brokerOptions()
        let instruments = Instruments(rate: broker == nil ? sensorRate : nil)
        let status = MainActor.assumeIsolated {
            let controls = PanelControls(instruments: instruments)
            let panel = PanelView(instruments: instruments, trends: instruments.history, spacing: spacing, controls: controls)
            guard let broker else { return Daemon.run(panel, configuration: configuration, services: [instruments]) }
            // The alarm switch as the panel kept it, before it is bound: a binding publishes
            // what changes after it is made, and the panel reading its own setting back is
            // no change of the plant's; the broker's retained value then moves it.
            let settings = AppStorageStore(path: configuration.storagePath ?? AppStorageStore.defaultPath(name: configuration.name))
            if case .bool(let stored)? = settings.value(forKey: "alarmEnabled") { controls.alarmEnabled = stored }
            let client = PanelBroker.client(broker, instruments: instruments, controls: controls, homeAssistant: homeAssistant)
            configuration.attachments.append(.mqtt(client))
            return Daemon.run(BrokerPanel(panel: panel, client: client), configuration: configuration, services: [instruments])
        }
        instruments.stop()
        let summary = "SensorPanel: stopped; \(instruments.published.load(ordering: .relaxed)) readings published\n"
        FileHandle.standardError.write(Data(summary.utf8))
        throw ExitCode(status)
    }
}

extension OnScreenKeyboardMode: ExpressibleByArgument {}
