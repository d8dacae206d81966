import Foundation
import Testing

extension ProcessTests {
    /// The SensorPanel example run as the daemon it is: driven over its socket by python3 and
    /// by `clockwork`, stopped by SIGTERM under load, watched by a stand-in for systemd.
    @Suite struct SensorPanelDaemonTests {
        /// A python3 client: `req(obj)` sends one request and returns its reply (events skipped).
        static let client = """
            import json, os, socket, sys
            s = socket.socket(socket.AF_UNIX)
            s.connect(os.environ["SOCKET"])
            f = s.makefile("rw")
            def req(obj):
                f.write(json.dumps(obj) + "\\n"); f.flush()
                while True:
                    line = f.readline()
                    if not line: return None
                    message = json.loads(line)
                    if "event" not in message: return message

            """

        @Test("the daemon is driven over its socket by Python and the CLI")
        func theDaemonIsDrivenOverItsSocketByPythonAndTheCLI() throws {
            let daemon = try PanelDaemon()
            defer { daemon.terminate() }
            let output = try daemon.python(Self.client + """
                print(json.dumps([
                    req({"id": 1, "cmd": "tap", "target": "pause"}),
                    req({"id": 2, "cmd": "text", "target": "label", "text": "Boiler 2"}),
                    req({"id": 3, "cmd": "toggle", "target": "alarm", "on": False}),
                    req({"id": 4, "cmd": "tap", "target": "no such thing"}),
                    req({"id": 5, "cmd": "tree"}),
                ]))
                """)
            let replies = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
            #expect(replies.prefix(3).map { $0["ok"] as? Bool } == [true, true, true])
            #expect(replies[3]["error"] as? String == "not_found")
            #expect(replies.map { $0["id"] as? Int } == [1, 2, 3, 4, 5])
            let texts = ((replies[4]["tree"] as? [String: Any])?["items"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            #expect(texts.contains("Sensor panel · Boiler 2"), "\(texts)")
            #expect(texts.contains { $0.hasSuffix("samples · paused") }, "\(texts)")
            #expect(!texts.contains("ALARM: temperature high"))

            let tap = try runToCompletion(builtProduct("clockwork"), ["tap", "pause", "--socket", daemon.socket])
            #expect(tap.status == 0)
            #expect(tap.output == "ok\n")
            let tree = try runToCompletion(builtProduct("clockwork"), ["tree", "--socket", daemon.socket])
            #expect(tree.output.contains("samples · live"), Comment(rawValue: tree.output))
            let missing = try runToCompletion(builtProduct("clockwork"), ["tap", "nowhere", "--socket", daemon.socket])
            #expect(missing.status != 0)
            #expect(missing.errors.contains("not_found"), Comment(rawValue: missing.errors))
        }

        @Test("SIGTERM under load applies every acknowledged write, removes the socket and exits 0")
        func sigtermUnderLoadAppliesEveryAcknowledgedWriteRemovesTheSocketAndExitsZero() throws {
            let daemon = try PanelDaemon()
            let flood = try daemon.startPython(Self.client + """
                last = 0
                try:
                    for i in range(1, 1000000):
                        reply = req({"id": i, "cmd": "text", "target": "label", "text": "v%d" % i})
                        if reply is None: break
                        last = i
                except (BrokenPipeError, ConnectionResetError):
                    pass
                print(last)
                """)
            // Under load, once the client's writes show (python3 may take a while to start
            // on a busy machine, and a SIGTERM before it connects would leave it no socket).
            let deadline = Date().addingTimeInterval(20)
            while !daemon.lastFrameTexts().contains(where: { $0.hasPrefix("Sensor panel · v") }), Date() < deadline {
                Thread.sleep(forTimeInterval: 0.02)
            }
            Thread.sleep(forTimeInterval: 0.5)
            let status = daemon.terminate()
            flood.waitUntilExit()
            let acknowledged = Int(String(decoding: flood.output(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
            #expect(acknowledged > 10, "the client got replies while the daemon ran")
            #expect(status == 0)
            #expect(!FileManager.default.fileExists(atPath: daemon.socket), "socket file removed")
            let label = try #require(daemon.lastFrameTexts().first { $0.hasPrefix("Sensor panel · v") })
            let shown = Int(label.dropFirst("Sensor panel · v".count)) ?? -1
            #expect(shown >= acknowledged, "the last frame shows every acknowledged write")
        }

        @Test("systemd is told ready then watchdog pings then stopping")
        func systemdIsToldReadyThenWatchdogPingsThenStopping() throws {
            let directory = try makeTemporaryDirectory()
            let notifyPath = directory + "/notify.sock"
            let notify = try DatagramReceiver(path: notifyPath)
            let daemon = try PanelDaemon(environment: ["NOTIFY_SOCKET": notifyPath, "WATCHDOG_USEC": "100000"])
            var messages: [String] = []
            let deadline = Date().addingTimeInterval(10)
            while messages.filter({ $0 == "WATCHDOG=1" }).count < 3, Date() < deadline {
                if let message = notify.receive(timeout: 0.5) { messages.append(message) }
            }
            #expect(messages.first?.hasPrefix("READY=1") == true, "\(messages)")
            #expect(messages.filter { $0 == "WATCHDOG=1" }.count >= 3, "\(messages)")
            #expect(daemon.terminate() == 0)
            var stopping = false
            while !stopping, let message = notify.receive(timeout: 2) { stopping = message == "STOPPING=1" }
            #expect(stopping)
        }

        @Test("settings survive kill -9 and a restart")
        func settingsSurviveKillMinus9AndARestart() throws {
            let daemon = try PanelDaemon()
            let clockwork = builtProduct("clockwork")
            #expect(try runToCompletion(clockwork, ["type", "label", "Boiler 7", "--socket", daemon.socket]).status == 0)
            #expect(try runToCompletion(clockwork, ["toggle", "alarm", "--no-on", "--socket", daemon.socket]).status == 0)
            let deadline = Date().addingTimeInterval(10)
            var written = ""
            while !(written.contains("Boiler 7") && written.contains("false")), Date() < deadline {
                written = (try? String(contentsOfFile: daemon.storage, encoding: .utf8)) ?? ""
                Thread.sleep(forTimeInterval: 0.02)
            }
            #expect(written.contains("Boiler 7"), "the settings file holds the label: \(written)")
            #expect(daemon.signal(SIGKILL) == 9, "killed, no clean stop")

            let restarted = try PanelDaemon(storage: daemon.storage)
            defer { restarted.terminate() }
            let tree = try runToCompletion(clockwork, ["tree", "--socket", restarted.socket]).output
            #expect(tree.contains("Sensor panel · Boiler 7"), Comment(rawValue: tree))
            #expect(tree.contains(#""──" foreground=tertiary"#) && !tree.contains(#""━━""#), "the alarm switch stayed off: \(tree)")
        }

        @Test("a second daemon on a live socket refuses to start and the first keeps serving")
        func aSecondDaemonOnALiveSocketRefusesToStartAndTheFirstKeepsServing() throws {
            let daemon = try PanelDaemon()
            defer { daemon.terminate() }
            let second = try runToCompletion(builtProduct("SensorPanel"), ["--socket", daemon.socket, "--display-list"])
            #expect(second.status == 1)
            #expect(second.errors.contains("another process is already listening at \(daemon.socket)"), Comment(rawValue: second.errors))
            #expect(second.output == "", "it drew nothing")
            #expect(try runToCompletion(builtProduct("clockwork"), ["ping", "--socket", daemon.socket]).output == "pong\n")
        }

        @Test("another user is refused even when the socket file would let them in",
              .enabled(if: getuid() == 0, "needs root to run a client as nobody"))
        func anotherUserIsRefusedEvenWhenTheSocketFileWouldLetThemIn() throws {
            let daemon = try PanelDaemon()
            defer { daemon.terminate() }
            chmod((daemon.socket as NSString).deletingLastPathComponent, 0o755)
            chmod(daemon.socket, 0o666)
            let refused = try runToCompletion(URL(fileURLWithPath: "/usr/bin/setpriv"), [
                "--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/python3", "-c",
                "import socket,sys; s=socket.socket(socket.AF_UNIX); s.connect(sys.argv[1]); print(s.makefile().readline())",
                daemon.socket,
            ])
            #expect(refused.output.contains(#""error":"permission_denied""#), Comment(rawValue: refused.output + refused.errors))
        }
    }
}

/// The SensorPanel example as a process, its socket in a private directory, its display
/// lists read as they come.
final class PanelDaemon: @unchecked Sendable {
    // @unchecked Sendable: `frames` is appended by the pipe's reading handler and read by the
    // test, both holding `lock`.
    let process = Process()
    let socket: String
    /// The daemon's settings file.
    let storage: String
    private let lock = NSLock()
    private var frames = Data()
    private var stopped: Int32?
    /// The output pipe nobody reads, kept open.
    private var unread: Pipe?

    /// Starts the daemon; with `readsOutput` false nobody ever reads its standard output
    /// (a pipe to a stuck pager).
    init(environment: [String: String] = [:], arguments: [String] = [], readsOutput: Bool = true, storage: String? = nil) throws {
        let directory = try makeTemporaryDirectory()
        socket = directory + "/panel.sock"
        self.storage = storage ?? directory + "/settings.json"
        process.executableURL = builtProduct("SensorPanel")
        process.arguments = ["--socket", socket, "--storage", self.storage, "--display-list"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        if readsOutput {
            output.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self else { return }
                lock.withLock { frames.append(data) }
            }
        } else {
            unread = output
        }
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: socket), Date() < deadline, process.isRunning {
            Thread.sleep(forTimeInterval: 0.02)
        }
        guard FileManager.default.fileExists(atPath: socket) else { throw TmuxError.failed("the daemon never opened its socket") }
    }

    /// Sends SIGTERM and waits: the exit status.
    @discardableResult
    func terminate() -> Int32 {
        signal(SIGTERM)
    }

    /// Sends `signal` and waits up to 10 s for the daemon to exit: its exit status, or -1
    /// (after killing it) if it did not.
    @discardableResult
    func signal(_ signal: Int32) -> Int32 {
        if let stopped { return stopped }
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            stopped = -1
            return -1
        }
        stopped = process.terminationStatus
        return process.terminationStatus
    }

    /// The texts of the last complete display list the daemon wrote.
    func lastFrameTexts() -> [String] {
        let data = lock.withLock { frames }
        let lines = data.split(separator: UInt8(ascii: "\n"))
        guard let last = lines.last,
              let list = try? JSONSerialization.jsonObject(with: Data(last)) as? [String: Any],
              let items = list["items"] as? [[String: Any]] else { return [] }
        return items.compactMap { $0["text"] as? String }
    }

    func python(_ script: String) throws -> String {
        let process = try startPython(script)
        process.waitUntilExit()
        return String(decoding: process.output(), as: UTF8.self)
    }

    func startPython(_ script: String) throws -> PythonProcess {
        try PythonProcess(script: script, socket: socket)
    }
}

/// A python3 script talking to a daemon's socket (`$SOCKET`).
final class PythonProcess {
    private let process = Process()
    private let pipe = Pipe()
    private var collected = Data()

    init(script: String, socket: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        process.environment = ProcessInfo.processInfo.environment.merging(["SOCKET": socket]) { $1 }
        process.standardOutput = pipe
        try process.run()
    }

    func waitUntilExit() {
        collected = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
    }

    func output() -> Data { collected }
}

/// A datagram socket standing in for systemd's notification socket.
private final class DatagramReceiver {
    private let fd: Int32

    init(path: String) throws {
        fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw TmuxError.failed("bind \(path): errno \(errno)") }
    }

    deinit { close(fd) }

    func receive(timeout: Double) -> String? {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(timeout * 1000)) == 1 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(fd, &buffer, buffer.count, 0)
        return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : nil
    }
}

/// Runs `executable` to completion: its exit status and what it printed.
func runToCompletion(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let complained = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: printed, as: UTF8.self), String(decoding: complained, as: UTF8.self))
}

/// Starts the built product `name` as a daemon whose runtime directory (and so socket
/// folder) is `runtimeDirectory`, with `environment` over this process's, its output
/// discarded. The caller terminates it.
func startDaemon(_ name: String, runtimeDirectory: String, environment: [String: String?] = [:]) throws -> Process {
    let daemon = Process()
    daemon.executableURL = builtProduct(name)
    var variables = ProcessInfo.processInfo.environment
    variables["XDG_RUNTIME_DIR"] = runtimeDirectory
    for (key, value) in environment { variables[key] = value }
    daemon.environment = variables
    daemon.standardOutput = FileHandle.nullDevice
    daemon.standardError = FileHandle.nullDevice
    try daemon.run()
    return daemon
}

/// A new private directory under /tmp.
func makeTemporaryDirectory() throws -> String {
    var template = Array("/tmp/clockwork-test-XXXXXX".utf8CString)
    guard let path = mkdtemp(&template) else { throw TmuxError.failed("mkdtemp: errno \(errno)") }
    return String(cString: path)
}
