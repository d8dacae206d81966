import CLinux
import ClockworkCore
import ClockworkDisplayListTarget
import ClockworkInputSocket
import ClockworkLoop
import ClockworkTerminal
import ClockworkTerminalKeys
import Glibc
import Logging
import ServiceLifecycle

/// How a Clockwork daemon runs: its name, tick rate, input socket, render target and logging.
public struct DaemonConfiguration: Sendable {
    /// The daemon's name: its socket file's and its log label's.
    public var name: String
    /// Ticks per second while anything changes (1–2,000).
    public var ticksPerSecond = 60
    /// The input socket's path; `nil` for `SocketDirectory.socketPath(forDaemonNamed: name)`.
    public var socketPath: String?
    /// Where frames go: `.automatic` (the terminal when standard output is one, else
    /// display lists as JSON lines), `.terminal`, `.displayList`, `.none`,
    /// `.framebuffer(options)` from ClockworkPixels, or a factory of your own.
    public var target = RenderTargetFactory.automatic
    /// Input sources beside the socket, attached after the target, in this order: a
    /// touchscreen and keys through libinput (`.libinput(options)`, from
    /// ClockworkLibinput), a VNC remote view (`.vnc(options)`, from ClockworkVNC).
    public var inputSources: [InputSourceFactory] = []
    /// What the daemon serves beside its target and input sources, started in this order
    /// once the socket listens: Prometheus metrics (`.metrics(options)`, from
    /// ClockworkMetrics), or an attachment of your own.
    public var attachments: [DaemonAttachment] = []
    /// Whether keys typed into the terminal the daemon draws on reach its controls (when
    /// standard input is that terminal): Tab, Enter, the arrows, text, Escape.
    public var readsTerminalKeys = true
    /// When a text field taking focus brings up a keyboard drawn on the screen:
    /// `.automatic` (the default) on a touchscreen with no keyboard attached, `.always`,
    /// or `.never`.
    public var onScreenKeyboard = OnScreenKeyboardMode.automatic
    /// The lowest level logged.
    public var logLevel = Logger.Level.info
    /// Whether root may use the socket besides the daemon's own user.
    public var allowsRoot = true
    /// The input socket's limits.
    public var inputLimits = InputServer.Limits()
    /// The `@AppStorage` file; `nil`: `$XDG_STATE_HOME/clockwork/NAME.json`.
    public var storagePath: String?
    /// How many heaps glibc's `malloc` may keep for the process's threads (`M_ARENA_MAX`),
    /// set when the daemon starts. One, the default: a thread that allocates once (a
    /// sensor's, the runtime's) does so in the heap all threads share, instead of in an
    /// arena of its own whose pages the process keeps for good (0.2 MiB on the demo).
    /// `nil` leaves glibc's default, eight a core: for a daemon whose own threads
    /// allocate heavily at the same time. glibc fixes the limit when a thread first needs
    /// an arena, so it holds only if no thread of the process allocated before `run`:
    /// start your threads from a service's `run()`, as the demo's sensor does.
    public var mallocArenas: Int? = 1

    /// The defaults for a daemon called `name`.
    public init(name: String) {
        self.name = name
    }

    /// The socket path the daemon listens at.
    public var resolvedSocketPath: String {
        socketPath ?? SocketDirectory.socketPath(forDaemonNamed: name)
    }
}

/// Runs a root view as a long-running daemon: the tick loop on the process's main thread
/// (so main-actor code runs on it, and Foundation's main run loop with it: a
/// `Timer.scheduledTimer` fires on the loop), a render target, the input socket, systemd
/// notifications, and a swift-service-lifecycle `ServiceGroup` that runs your other
/// services beside it and shuts down gracefully on the termination signals.
///
/// On SIGTERM, SIGINT, SIGQUIT, SIGALRM — and the other signals that would end the process
/// (SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT) — the group shuts down
/// gracefully: `STOPPING=1`, every write queued so far is applied in a final tick, a last
/// frame is drawn, the terminal is restored, the socket file removed, the other services
/// stopped; then `run` returns 0. SIGHUP does the same while the daemon draws on a
/// terminal (its terminal hung up: nobody can see it any more), unless the daemon was
/// started with SIGHUP ignored (`nohup`); otherwise SIGHUP, like SIGUSR1 and SIGUSR2, is
/// logged and ignored (a daemon outlives the terminal that started it, and there is no
/// configuration to reload). SIGPIPE is ignored. All of them are handled from before the
/// socket exists.
@MainActor
public enum Daemon {
    /// Runs `root` until a termination signal; returns the process's exit status.
    @MainActor
    public static func run<Root: View>(_ root: Root, configuration: DaemonConfiguration, services: [any Service] = []) -> Int32 {
        if let arenas = configuration.mallocArenas { _ = clinux_set_malloc_arenas(Int32(clamping: max(arenas, 1))) }
        let logger = makeLogger(configuration)
        do {
            let loop = try EventLoop(configuration: .init(ticksPerSecond: configuration.ticksPerSecond, drainsMainQueue: true))
            let storage = AppStorageStore(path: configuration.storagePath ?? AppStorageStore.defaultPath(name: configuration.name),
                                          logger: logger)
            AppStorageStore.standard = storage
            loop.onStop { storage.synchronize() }
            let host = GraphHost(root: root, loop: loop, logger: logger)
            host.graph.onScreenKeyboard = configuration.onScreenKeyboard
            // Foundation's main run loop runs from this loop: `Timer.scheduledTimer` fires on it.
            // (The loop's stop hook holds the bridge until the loop stops.)
            _ = MainRunLoopBridge(loop: loop)
            let notifier = SystemdNotifier.fromProcessEnvironment()
            let service = LoopService(loop: loop, notifier: notifier)
            let group = ServiceGroup(services: [service] + services, gracefulShutdownSignals: [], logger: logger)
            // Signals before the socket: once a client can see the daemon, every signal is handled.
            watchSignals(on: loop, stopping: group, stopsOnHangup: configuration.target.drawsOnTerminal, logger: logger)
            // The socket before the target: a daemon that cannot start must not have taken the
            // terminal; a target that cannot be made (a screen that will not open) stops the start.
            let socketPath = configuration.resolvedSocketPath
            if configuration.socketPath == nil { try SocketDirectory.prepare(SocketDirectory.path) }
            let server = try InputServer(path: socketPath, host: host, limits: configuration.inputLimits,
                                         allowsRoot: configuration.allowsRoot, logger: logger)
            loop.onStop { server.close() }
            do {
                try configuration.target.attach(to: host)
                if configuration.target.drawsOnTerminal && configuration.readsTerminalKeys { try InputSourceFactory.terminalKeys.attach(to: host) }
                for source in configuration.inputSources { try source.attach(to: host) }
                let context = DaemonAttachment.Context(host: host, inputServer: server, logger: logger)
                for attachment in configuration.attachments { try attachment.attach(in: context) }
            } catch {
                server.close()
                throw error
            }
            notifier?.attach(to: host)
            logger.info("serving input", metadata: ["socket": "\(socketPath)", "hz": "\(configuration.ticksPerSecond)"])

            let groupDone = GroupCompletion()
            Task.detached {
                do { try await group.run() } catch { groupDone.failed(error) }
                groupDone.finish()
            }
            try loop.run()
            service.loopStopped()
            groupDone.wait()
            if let error = groupDone.error {
                logger.error("a service failed: \(error)")
                return 1
            }
            return 0
        } catch {
            logger.critical("could not start: \(error)")
            return 1
        }
    }

    /// Handles every signal whose default action would end the process without cleaning
    /// up, on the loop, from before the socket exists: SIGTERM, SIGINT, SIGQUIT, SIGALRM and
    /// the resource and I/O signals shut `group` down gracefully (so the socket is removed
    /// on every catchable exit), and so does SIGHUP when `stopsOnHangup` (the daemon draws
    /// on the terminal that hung up) and the process was not started with SIGHUP ignored;
    /// the other notices (SIGUSR1, SIGUSR2, SIGHUP otherwise) are logged and ignored.
    private static func watchSignals(on loop: EventLoop, stopping group: ServiceGroup, stopsOnHangup: Bool, logger: Logger) {
        let hangupStops = stopsOnHangup && !wasIgnoredAtStart(SIGHUP)
        let notices: [(Int32, String)] = (hangupStops ? [] : [(SIGHUP, "SIGHUP")]) + [(SIGUSR1, "SIGUSR1"), (SIGUSR2, "SIGUSR2")]
        let stops: [(Int32, String)] = (hangupStops ? [(SIGHUP, "SIGHUP (the terminal hung up)")] : []) + [
            (SIGTERM, "SIGTERM"), (SIGINT, "SIGINT"), (SIGQUIT, "SIGQUIT"), (SIGALRM, "SIGALRM"),
            (SIGXCPU, "SIGXCPU"), (SIGXFSZ, "SIGXFSZ"), (SIGVTALRM, "SIGVTALRM"), (SIGPROF, "SIGPROF"),
            (SIGIO, "SIGIO"), (SIGPWR, "SIGPWR"), (SIGSTKFLT, "SIGSTKFLT"),
        ]
        let watchers = notices.map { signal, name in
            SignalWatcher(loop: loop, signal: signal) {
                logger.notice("received \(name): ignored (there is nothing to reload; SIGTERM stops the daemon)")
            }
        } + stops.map { signal, name in
            SignalWatcher(loop: loop, signal: signal) {
                logger.notice("received \(name): stopping")
                Task { await group.triggerGracefulShutdown() }
            }
        }
        for watcher in watchers { watcher.start() }
        loop.onStop { for watcher in watchers { watcher.stop() } }
    }

    /// Whether `signal` is ignored as the process inherited it (`nohup` starts a command
    /// with SIGHUP ignored, to outlive its terminal). Call before watching the signal.
    private static func wasIgnoredAtStart(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        // Safe: both are the same C function pointer type; only their addresses are compared.
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Logs to standard error; while the terminal target owns a terminal on standard error
    /// too, only errors are written there (anything more would tear the picture).
    private static func makeLogger(_ configuration: DaemonConfiguration) -> Logger {
        let drawsOnSharedTerminal = configuration.target.drawsOnTerminal && TerminalWindow.isTerminal(STDERR_FILENO) && TerminalWindow.isTerminal(STDOUT_FILENO)
        var logger = Logger(label: configuration.name) { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = drawsOnSharedTerminal ? max(configuration.logLevel, .error) : configuration.logLevel
        return logger
    }
}

/// The loop as a service of the group: it runs until the loop stops, and the group's
/// graceful shutdown stops the loop.
private final class LoopService: Service, Sendable {
    /// Safe from any thread for what this uses: `execute` and `stop`.
    private let loop: EventLoop
    /// The notifier, reached only on the loop thread (through `loop.execute`).
    private let notifier: LoopBound<SystemdNotifier>?
    private let stopped = GroupCompletion()

    init(loop: EventLoop, notifier: SystemdNotifier?) {
        self.loop = loop
        self.notifier = notifier.map { LoopBound($0, loop: loop) }
    }

    func run() async throws {
        await withGracefulShutdownHandler {
            await stopped.completion()
        } onGracefulShutdown: { [loop, notifier] in
            try? loop.execute { MainActor.assumeIsolated { notifier?.value.stopping() } }
            loop.stop()
        }
    }

    /// Called on the main thread once the loop has stopped.
    func loopStopped() {
        stopped.finish()
    }
}

/// A one-shot completion that threads can block on and tasks can await.
private final class GroupCompletion: @unchecked Sendable {
    // @unchecked Sendable: every field is read and written holding `lock`.
    private let lock = AdaptiveMutex()
    private var isDone = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    /// Safe: allocated once, at a stable address, destroyed and freed only in deinit.
    private let threadWaiter = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
    private var failure: Error?

    init() {
        sem_init(threadWaiter, 0, 0)
    }

    deinit {
        sem_destroy(threadWaiter)
        threadWaiter.deallocate()
    }

    var error: Error? { lock.withLock { failure } }

    func failed(_ error: Error) {
        lock.withLock { failure = error }
    }

    func finish() {
        let resumed: [CheckedContinuation<Void, Never>]? = lock.withLock {
            guard !isDone else { return nil }
            isDone = true
            defer { waiters.removeAll() }
            return waiters
        }
        guard let resumed else { return }
        for waiter in resumed { waiter.resume() }
        sem_post(threadWaiter)
    }

    /// Blocks the calling thread until ``finish()``.
    func wait() {
        while sem_wait(threadWaiter) != 0 && errno == EINTR {}
        sem_post(threadWaiter)
    }

    /// Suspends until ``finish()``.
    func completion() async {
        await withCheckedContinuation { continuation in
            let done = lock.withLock {
                if isDone { return true }
                waiters.append(continuation)
                return false
            }
            if done { continuation.resume() }
        }
    }
}

extension RenderTargetFactory {
    /// The terminal when standard output is one (``terminal``), else each changed display
    /// list as a line of JSON (``displayList``): what a daemon draws on unless told.
    public static var automatic: RenderTargetFactory {
        TerminalWindow.isTerminal(STDOUT_FILENO) ? .terminal : .displayList
    }
}
