import Foundation
import Testing

/// A private tmux server (its own socket, no user configuration) for tests that need a
/// real terminal.
///
/// tmux is run with `posix_spawn` and `waitpid`, not Foundation's `Process`: `Process`
/// learns that a child exited when a socket the child inherited closes, and
/// `new-session` forks a server that inherits that socket and lives on, so waiting for
/// the client that started the server would never return.
final class Tmux {
    /// Its own server socket per instance: a test's server may still be going away while
    /// the next test starts another.
    let socket = "clockwork-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    let session = "main"

    /// Starts the server with one `width` × `height` session running `sh`.
    init(width: Int, height: Int) throws {
        let status = try run(["new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)", "sh"], capture: false).status
        guard status == 0 else { throw TmuxError.failed("new-session exited with \(status)") }
    }

    deinit {
        _ = try? run(["kill-server"], capture: false)
    }

    /// Types `keys` into the session (tmux's key names: `Enter`, `C-c`).
    func send(_ keys: String...) throws {
        _ = try run(["send-keys", "-t", session] + keys)
    }

    /// Resizes the window to `width` × `height`, as dragging a terminal's corner does: the
    /// program in it gets SIGWINCH.
    func resize(width: Int, height: Int) throws {
        _ = try run(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"], capture: false)
    }

    /// Closes the session, as closing a terminal window does: its terminal hangs up.
    func killSession() throws {
        _ = try run(["kill-session", "-t", session], capture: false)
    }

    /// What the pane shows now.
    func capture() throws -> String {
        try run(["capture-pane", "-p", "-t", session]).output
    }

    /// A tmux format variable of the pane (`#{alternate_on}`, `#{cursor_flag}`).
    func variable(_ name: String) throws -> String {
        try run(["display-message", "-p", "-t", session, "#{\(name)}"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits up to 30 s for the pane to show what `condition` accepts; fails the test if it never does.
    func waitForPane(sourceLocation: SourceLocation = #_sourceLocation, until condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(30)
        var screen = ""
        while Date() < deadline {
            screen = try capture()
            if condition(screen) { return screen }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("the pane never showed what was expected:\n\(screen)", sourceLocation: sourceLocation)
        return screen
    }

    /// Runs `tmux -L socket -f /dev/null arguments…`, returning its exit status and, with
    /// `capture`, what it printed (read to end of file before waiting for it).
    @discardableResult
    private func run(_ arguments: [String], capture: Bool = true) throws -> (status: Int32, output: String) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        if capture {
            guard pipe(&pipeEnds) == 0 else { throw TmuxError.failed("pipe: errno \(errno)") }
            for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = ["tmux", "-L", socket, "-f", "/dev/null"] + arguments
        // Safe: the C strings live until posix_spawnp returns; the array ends with nil.
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, nil, &cArguments, environ)
        if capture { close(pipeEnds[1]) }
        guard spawned == 0 else {
            if capture { close(pipeEnds[0]) }
            throw TmuxError.failed("could not start tmux: \(String(cString: strerror(spawned)))")
        }
        var output: [UInt8] = []
        if capture {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(pipeEnds[0], &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                output += buffer[0..<count]
            }
            close(pipeEnds[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, String(decoding: output, as: UTF8.self))
    }
}

enum TmuxError: Error {
    case failed(String)
}
