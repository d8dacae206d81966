import ClockworkCore
import ClockworkLoop
import Glibc

/// Tells systemd how the daemon is doing (`sd_notify`'s protocol: datagrams to
/// `$NOTIFY_SOCKET`): `READY=1` once the first frame is out, `WATCHDOG=1` from the tick
/// itself every half `$WATCHDOG_USEC` (so a wedged loop stops pinging and systemd restarts
/// it), `STOPPING=1` when shutdown begins. Does nothing outside systemd. Loop thread only.
@MainActor
public final class SystemdNotifier {
    private let fd: Int32
    private var address: sockaddr_un
    private let addressLength: socklen_t
    /// How often the watchdog wants a ping, or `nil` when it is off.
    public let watchdogInterval: Duration?
    private var lastPing: MonotonicInstant?
    private var watchdogWake: TimerWatcher?
    private var isReady = false

    /// A notifier for the environment's `NOTIFY_SOCKET` (a path, or `@` for an abstract
    /// socket); `nil` when the process was not started by systemd with one.
    public init?(environment: [String: String]) {
        guard let path = environment["NOTIFY_SOCKET"], !path.isEmpty, path.utf8.count <= UnixSocket.maximumPathLength else { return nil }
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { return nil }
        self.fd = fd
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var bytes = Array(path.utf8)
        if bytes.first == UInt8(ascii: "@") { bytes[0] = 0 }  // abstract namespace
        // Safe: `bytes` fits sun_path (checked above) and the rest is zeroed.
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        self.address = address
        addressLength = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count)
        let pidMatches = environment["WATCHDOG_PID"].map { Int32($0) == getpid() } ?? true
        watchdogInterval = environment["WATCHDOG_USEC"].flatMap { Int64($0) }.flatMap { pidMatches && $0 > 0 ? .microseconds($0) : nil }
    }

    /// The notifier for this process's environment, if it runs under systemd.
    public static func fromProcessEnvironment() -> SystemdNotifier? {
        var environment: [String: String] = [:]
        for name in ["NOTIFY_SOCKET", "WATCHDOG_USEC", "WATCHDOG_PID"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return SystemdNotifier(environment: environment)
    }

    deinit {
        close(fd)
    }

    /// Watches `host`: ready after its first frame (or first tick, with no target), and
    /// watchdog pings from its ticks, waking an idle loop often enough to send them.
    /// Loop thread only (checked).
    public func attach(to host: GraphHost) {
        let loop = host.loop
        loop.preconditionInLoop()
        if host.target == nil {
            try? loop.execute { [weak self] in MainActor.assumeIsolated { self?.ready() } }
        } else {
            host.onFrame { [weak self] _, _ in self?.ready() }
        }
        guard let interval = watchdogInterval else { return }
        let half = interval / 2
        loop.onTickRecorded { [weak self] record in
            MainActor.assumeIsolated { self?.tick(at: record.end, every: half) }
        }
        let wake = TimerWatcher(loop: loop, delay: half, interval: half) { loop.requestTick() }
        wake.start()
        watchdogWake = wake
        loop.requestTick()
    }

    /// Sends `STOPPING=1`.
    public func stopping() {
        watchdogWake?.stop()
        send("STOPPING=1")
    }

    private func ready() {
        guard !isReady else { return }
        isReady = true
        send("READY=1\nMAINPID=\(getpid())")
    }

    private func tick(at time: MonotonicInstant, every half: Duration) {
        if let lastPing, time - lastPing < half { return }
        lastPing = time
        send("WATCHDOG=1")
    }

    private func send(_ message: String) {
        let bytes = Array(message.utf8)
        // Safe: `address` and `bytes` live across the call; their sizes are passed.
        _ = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bytes.withUnsafeBytes { sendto(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL), socketAddress, addressLength) }
            }
        }
    }
}
