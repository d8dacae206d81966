import ClockworkCore
import ClockworkLoop
import Glibc

/// Keys typed into the terminal a daemon draws on, read from its standard input on the
/// loop: focus moves with Tab, controls act on Enter, Space and the arrows, text fields
/// take what is typed, Escape goes back (see ``TerminalKeyParser``).
///
/// While it reads a terminal, the terminal does not echo and hands over each key at once
/// (no line editing); Ctrl+C still stops the daemon. ``close()`` gives the terminal its
/// modes back.
@MainActor
public final class TerminalKeySource: InputSource {
    private let fd: Int32
    private let parser = TerminalKeyParser()
    private var watcher: IOWatcher?
    private var pending: [InputEvent] = []
    /// The terminal's modes before reading began, to give back; `nil` when `fd` is no
    /// terminal (a pipe in tests) or they were given back.
    private var savedModes: termios?

    /// Reads keys from `fd` (standard input by default) for `host`, from now until
    /// ``close()``.
    public init(host: GraphHost, fd: Int32 = STDIN_FILENO) {
        self.fd = fd
        if isatty(fd) == 1 {
            var modes = termios()
            if tcgetattr(fd, &modes) == 0 {
                savedModes = modes
                modes.c_lflag &= ~tcflag_t(ICANON | ECHO)
                tcsetattr(fd, TCSANOW, &modes)
            }
        }
        let watcher = IOWatcher(loop: host.loop, fd: fd, events: .read) { [weak self, weak host] _ in
            guard let self, let host else { return }
            read(asking: host.loop)
        }
        watcher.start()
        self.watcher = watcher
    }

    /// Delivers the keys read since the last tick, in the order they were typed.
    public func deliverEvents(to host: GraphHost) -> Int {
        host.deliver(draining: &pending)
    }

    /// Stops reading and gives the terminal its modes back.
    public func close() {
        watcher?.stop()
        watcher = nil
        if var modes = savedModes {
            tcsetattr(fd, TCSANOW, &modes)
            savedModes = nil
        }
    }

    /// Reads what is there (the descriptor is ready: this does not block) and asks for a
    /// tick to deliver it. At the end of the input, stops watching.
    private func read(asking loop: EventLoop) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
            watcher?.stop()
            return
        }
        guard count > 0 else { return }
        let events = parser.events(in: buffer.prefix(count))
        guard !events.isEmpty else { return }
        pending += events
        loop.requestTick()
    }
}
