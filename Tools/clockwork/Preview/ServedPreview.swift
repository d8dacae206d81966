import Foundation
import Glibc
import Synchronization

/// A preview host serving one preview as a daemon — on this terminal, or in a VNC view —
/// until it is stopped or ends on its own (a trap). Its errors are kept, to be shown
/// once the terminal is the tool's again.
///
/// Started by `posix_spawn` in the tool's own process group, not by Foundation's
/// `Process`, which puts a child in a group of its own: a host in the background could
/// not read the terminal's keys, and Ctrl-C would not reach it.
final class ServedPreview {
    private let pid: pid_t
    private let ownsTerminal: Bool
    /// What the host wrote to its standard error, read off as it comes.
    private let errors: FileHandle
    private let collected = CollectedOutput()
    private var stopping = false
    /// How the host ended (`waitpid`'s status), once it has.
    private var ended: Int32?

    /// Starts `host` with `arguments`; with `ownsTerminal` it draws on this terminal and
    /// reads its keys, else its input is /dev/null.
    init(host: String, arguments: [String], ownsTerminal: Bool) throws {
        self.ownsTerminal = ownsTerminal
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw PreviewError("cannot make a pipe: \(String(cString: strerror(errno)))") }
        // Neither end goes to the host as it is: its standard error is a copy of the writing end.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if !ownsTerminal { posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], STDERR_FILENO)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The tool ignores nothing and blocks nothing the host should see.
        var none = sigset_t()
        sigemptyset(&none)
        var handled = sigset_t()
        sigemptyset(&handled)
        sigaddset(&handled, SIGINT)
        sigaddset(&handled, SIGTERM)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &handled)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        // Safe: the C strings live until posix_spawn returns; the array ends with nil.
        var cArguments = ([host] + arguments).map { strdup($0) } + [nil]
        defer { for string in cArguments { free(string) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, host, &actions, &attributes, &cArguments, environ)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            throw PreviewError("cannot start \(host): \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
        errors = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        let collected = collected
        errors.readabilityHandler = { handle in collected.append(handle.availableData) }
    }

    /// Whether the host has ended.
    var hasEnded: Bool {
        if ended != nil { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        ended = status
        return true
    }

    /// Waits for the host to end.
    func wait() {
        guard ended == nil else { return }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        ended = status
    }

    /// Asks the host to stop (SIGTERM: it saves its state and restores the terminal) and
    /// waits for it.
    func stop() {
        stopping = true
        if !hasEnded { kill(pid, SIGTERM) }
        wait()
    }

    /// Says why the host ended when it was not asked to: a trap (with the runtime's
    /// message) or a failure. A host that trapped on a terminal left it in its own
    /// screen: the terminal is given back first.
    func report() throws {
        wait()
        errors.readabilityHandler = nil
        let output = collected.text + String(decoding: errors.readDataToEndOfFile(), as: UTF8.self)
        let status = ended ?? 0
        let signal = status & 0x7F
        if signal != 0 && !(stopping && (signal == SIGTERM || signal == SIGINT)) {
            if ownsTerminal { FileHandle.standardOutput.write(Data("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)) }
            throw PreviewError("the preview trapped (signal \(signal)): \(PreviewTrap.message(in: output))")
        }
        let code = (status >> 8) & 0xFF
        if signal == 0 && code != 0 && !stopping {
            throw PreviewError("the preview's host ended with status \(code): \(PreviewTrap.message(in: output))")
        }
    }
}

/// Bytes gathered from a pipe's reader thread, read on the tool's.
final class CollectedOutput: Sendable {
    private let data = Mutex(Data())

    func append(_ more: Data) {
        data.withLock { $0.append(more) }
    }

    var text: String {
        data.withLock { String(decoding: $0, as: UTF8.self) }
    }
}
