import ClockworkCore
import ClockworkViews
import Glibc

extension App {
    /// Runs the app as a daemon (``Daemon``) until SIGINT or SIGTERM, named after the app
    /// type: its input socket is `SocketDirectory.socketPath(forDaemonNamed:)` of that name.
    public static func main() {
        exit(Daemon.run(Self().rootView, configuration: DaemonConfiguration(name: viewTypeName(Self.self))))
    }
}

/// An app that chooses how its daemon runs: the screen it draws on, its input devices,
/// what it serves. A kiosk's `@main` app conforms to run on a display through DRM with a
/// touchscreen, where a plain `App` runs with the defaults (the terminal and the socket).
///
/// ```swift
/// extension KioskApp: DaemonApp {
///     static func configure(_ configuration: inout DaemonConfiguration) {
///         configuration.target = .drm(DRMOptions())
///         configuration.inputSources = [.libinput(LibinputOptions())]
///     }
/// }
/// ```
public protocol DaemonApp: App {
    /// Changes `configuration`, the defaults named after the app, before the daemon starts
    /// (reading the command line, for one). Runs once, on the main thread.
    static func configure(_ configuration: inout DaemonConfiguration)
}

extension DaemonApp {
    /// Runs the app as a daemon configured by ``configure(_:)``, until SIGINT or SIGTERM.
    public static func main() {
        var configuration = DaemonConfiguration(name: viewTypeName(Self.self))
        configure(&configuration)
        exit(Daemon.run(Self().rootView, configuration: configuration))
    }
}
