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
