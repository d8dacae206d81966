import ClockworkCore
import ClockworkInputSocket
import Logging

/// Something a daemon serves beside its render target and input sources — Prometheus
/// metrics, a status endpoint — started once the input socket listens and kept until the
/// loop stops.
///
/// Parts that not every daemon wants come as attachments, so that a daemon links only what
/// it uses: `import ClockworkMetrics` and `configuration.attachments.append(.metrics(options))`.
public struct DaemonAttachment: Sendable {
    /// What an attachment is started with: the daemon's graph host (and through it the
    /// loop), its input socket and its logger.
    @MainActor
    public struct Context {
        /// The host of the daemon's view graph; `host.loop` is the daemon's loop.
        public let host: GraphHost
        /// The daemon's input socket.
        public let inputServer: InputServer
        /// The daemon's logger.
        public let logger: Logger
    }

    private let start: @MainActor @Sendable (Context) throws -> Void

    /// An attachment that `start` starts; it keeps what it starts alive until the loop stops
    /// (`context.host.loop.onStop`), and throws when it cannot start, which stops the daemon's
    /// start.
    public init(_ start: @escaping @MainActor @Sendable (Context) throws -> Void) {
        self.start = start
    }

    /// Starts the attachment in `context`.
    @MainActor
    func attach(in context: Context) throws {
        try start(context)
    }
}
