import ArgumentParser
import ClockworkCore
import ClockworkLoop
import ClockworkProfiler
import Foundation
import Glibc
import Synchronization

/// Set by SIGINT/SIGTERM while profiling: stop and report.
private let interrupted = Atomic<Bool>(false)

struct Prof: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Profile a daemon's tick latency: live percentiles, then a summary and exports.",
        discussion: """
            Attaches to a running daemon's socket (subscribing to its `ticks` stream), or starts \
            `-- <daemon command>` and attaches to it, for --seconds or until Ctrl-C. A tick is janky \
            when it runs longer than the budget (default: the daemon's tick period); a deadline miss \
            when it starts more than half a period late.
            """)

    @OptionGroup var socket: SocketOptions

    @Option(help: "Stop after this many seconds (default: run until Ctrl-C).")
    var seconds: Double?

    @Option(name: .customLong("budget-ms"), help: "A tick longer than this is janky (default: the tick period).")
    var budgetMilliseconds: Double?

    @Flag(help: "Print the summary as JSON (what --compare reads).")
    var json = false

    @Option(help: "Write a Chrome/Perfetto trace (trace-event JSON) to this file.")
    var trace: String?

    @Option(help: "Write one CSV row per tick to this file.")
    var csv: String?

    @Option(help: "Write an SVG plot (duration histogram, lateness over time) to this file.")
    var svg: String?

    @Option(parsing: .upToNextOption, help: "Compare two --json summaries side by side, with ratios: --compare a.json b.json")
    var compare: [String] = []

    @Argument(parsing: .postTerminator, help: "A daemon command to start and profile (after --).")
    var command: [String] = []

    func validate() throws {
        guard compare.isEmpty || compare.count == 2 else { throw ValidationError("--compare takes two summary files") }
        if let seconds, !(seconds > 0 && seconds.isFinite) { throw ValidationError("--seconds must be a positive number") }
        if let budgetMilliseconds, !(budgetMilliseconds > 0 && budgetMilliseconds <= 60_000) {
            throw ValidationError("--budget-ms must be more than 0 and at most 60000")
        }
    }

    func run() throws {
        if compare.count == 2 {
            let a = try ProfileSummary(json: Data(contentsOf: URL(fileURLWithPath: compare[0])))
            let b = try ProfileSummary(json: Data(contentsOf: URL(fileURLWithPath: compare[1])))
            print(ProfileSummary.comparison(a, b, names: (shortName(compare[0]), shortName(compare[1]))))
            return
        }
        let child = command.isEmpty ? nil : try ChildDaemon(command: command)
        defer { child?.stop() }
        let connection = try child.map { try DaemonConnection(path: $0.socketPath) } ?? socket.connect()
        try connection.send(line: #"{"cmd":"subscribe","stream":"ticks"}"#)
        for signal in [SIGINT, SIGTERM] { Glibc.signal(signal) { _ in interrupted.store(true, ordering: .relaxed) } }

        var recorder = ProfileRecorder(budgetNs: budgetMilliseconds.map { Int64($0 * 1e6) })
        let keepsSamples = trace != nil || csv != nil || svg != nil
        var samples: [TickSample] = []
        let live = !json && TerminalWindow.isTerminal(STDOUT_FILENO)
        let start = MonotonicInstant.now()
        var lastDraw = start
        var ended = "stopped"
        receiving: while !interrupted.load(ordering: .relaxed) {
            let now = MonotonicInstant.now()
            if let seconds, (now - start).seconds >= seconds { break }
            switch connection.readLines(timeoutMilliseconds: 100, { line in
                guard let sample = TickSample.fromEventLine(line) else { return }
                recorder.record(sample)
                if keepsSamples { samples.append(sample) }
            }) {
            case .open: break
            case .closed:
                ended = "the daemon closed the connection"
                break receiving
            }
            if live, (now - lastDraw).seconds >= 0.5 {
                lastDraw = now
                let screen = "\u{1B}[H\u{1B}[2J" + recorder.summary(windowNs: start.nanoseconds...now.nanoseconds).table()
                    + "\n\n(profiling \(String(format: "%.0f", (now - start).seconds)) s; Ctrl-C stops)\n"
                FileHandle.standardOutput.write(Data(screen.utf8))
            }
        }
        let summary = recorder.summary(windowNs: start.nanoseconds...MonotonicInstant.now().nanoseconds)
        if live { print("\u{1B}[H\u{1B}[2J", terminator: "") }
        print(json ? summary.json() : summary.table() + "\n\n(\(ended) after \(String(format: "%.1f", (MonotonicInstant.now() - start).seconds)) s)")
        if let trace { try ProfileExport.chromeTrace(samples).write(toFile: trace, atomically: true, encoding: .utf8) }
        if let csv { try ProfileExport.csv(samples).write(toFile: csv, atomically: true, encoding: .utf8) }
        if let svg { try ProfileExport.svg(samples, summary: summary).write(toFile: svg, atomically: true, encoding: .utf8) }
    }

    private func shortName(_ path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }
}

/// A daemon `clockwork prof` started itself: run with its own socket directory (its
/// `XDG_RUNTIME_DIR`), its display output discarded, stopped with SIGTERM at the end.
private struct ChildDaemon {
    let pid: pid_t
    let socketPath: String
    private let runtime: String

    init(command: [String]) throws {
        var template = Array("/tmp/clockwork-prof-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw CLIError("cannot create a directory for the daemon's socket") }
        runtime = String(cString: made)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        let environment = ProcessInfo.processInfo.environment.merging(["XDG_RUNTIME_DIR": runtime]) { $1 }
            .map { "\($0)=\($1)" }
        // Safe: the C strings live until posix_spawnp returns; both arrays end with nil.
        var arguments = command.map { strdup($0) } + [nil]
        var variables = environment.map { strdup($0) } + [nil]
        defer { for pointer in arguments + variables { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, command[0], &actions, nil, &arguments, &variables)
        guard spawned == 0 else { throw CLIError("cannot start \(command[0]): \(String(cString: strerror(spawned)))") }
        self.pid = pid
        let directory = runtime + "/clockwork"
        let deadline = MonotonicInstant.now() + .seconds(30)
        var found: String?
        while found == nil, MonotonicInstant.now() < deadline {
            found = (try? FileManager.default.contentsOfDirectory(atPath: directory))?.first { $0.hasSuffix(".sock") }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { throw CLIError("\(command[0]) exited before opening its socket") }
            if found == nil { usleep(20_000) }
        }
        guard let found else {
            kill(pid, SIGTERM)
            throw CLIError("\(command[0]) opened no Clockwork socket within 30 s")
        }
        socketPath = directory + "/" + found
    }

    /// Stops the daemon with SIGTERM and waits for it.
    func stop() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        rmdir(runtime + "/clockwork")
        rmdir(runtime)
    }
}
