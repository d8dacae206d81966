import Foundation
import Glibc

/// A real mosquitto broker on a free loopback port, in a directory of its own, with
/// mosquitto_pub and mosquitto_sub as the other side.
public final class Broker: @unchecked Sendable {
    // @unchecked Sendable: used by one test at a time, from the test's own thread.
    public let port: Int
    public let directory: URL
    /// What mosquitto_pub and mosquitto_sub are given besides the host and port (a CA file,
    /// a username and password).
    public var clientArguments: [String] = []
    private let configuration: String
    private var pid: pid_t?

    /// A broker listening on 127.0.0.1 with `extra` configuration lines (TLS, passwords);
    /// anonymous clients allowed unless `extra` says otherwise. Persistent: sessions and
    /// retained messages survive a restart.
    /// `prepare` runs in the broker's directory first (to make certificates, a password file);
    /// `$DIR` in `extra` is that directory.
    public init(extra: String = "", anonymous: Bool = true, prepare: (URL) throws -> Void = { _ in }) throws {
        port = Self.freePort()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("clockwork-mqtt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try prepare(directory)
        let user = getuid() == 0 ? "user root\n" : ""
        configuration = """
        \(user)listener \(port) 127.0.0.1
        allow_anonymous \(anonymous)
        persistence true
        persistence_location \(directory.path)/
        log_dest file \(directory.path)/broker.log
        \(extra.replacingOccurrences(of: "$DIR", with: directory.path))
        """
        try start()
    }

    deinit {
        stop(signal: SIGKILL)
        try? FileManager.default.removeItem(at: directory)
    }

    /// A file in the broker's directory.
    public func file(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Starts the broker and waits until it accepts connections.
    public func start() throws {
        let path = file("mosquitto.conf")
        try configuration.write(toFile: path, atomically: true, encoding: .utf8)
        let pid = try Self.spawn("/usr/sbin/mosquitto", ["-c", path])
        self.pid = pid
        let deadline = Date().addingTimeInterval(10)
        while !Self.accepts(port) {
            guard Date() < deadline, kill(pid, 0) == 0 else {
                throw BrokerError("mosquitto did not start on port \(port): \((try? String(contentsOfFile: file("broker.log"), encoding: .utf8)) ?? "")")
            }
            usleep(10_000)
        }
    }

    /// Stops the broker with `signal` (SIGTERM: it saves its sessions first).
    public func stop(signal: Int32 = SIGTERM) {
        guard let pid else { return }
        kill(pid, signal)
        _ = Self.wait(pid)
        self.pid = nil
    }

    /// Starts `tool` with `arguments` by `posix_spawn`, not Foundation's `Process`, and
    /// returns its pid: `Process` passes on the test thread's signal mask, in which SIGTERM
    /// and SIGALRM are blocked (a broker could not be stopped gracefully, `mosquitto_sub -W`
    /// never times out), and launching many at once from parallel tests has crashed inside
    /// it. No signal is blocked in the child, its environment is a fixed one, and its
    /// standard input and output are the given descriptors (else /dev/null).
    static func spawn(_ tool: String, _ arguments: [String], input: Int32? = nil, output: Int32? = nil) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input { posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO) } else {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        }
        if let output { posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO) } else {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        // Safe: the C strings live until posix_spawn returns; each array ends with nil.
        var cArguments = ([tool] + arguments).map { strdup($0) } + [nil]
        let environment: [String] = ["PATH=/usr/sbin:/usr/bin:/bin", "LANG=C.UTF-8"]
        var cEnvironment = environment.map { strdup($0) } + [nil]
        defer { for string in cArguments + cEnvironment { free(string) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, tool, &actions, &attributes, &cArguments, &cEnvironment)
        guard spawned == 0 else { throw BrokerError("cannot start \(tool): \(String(cString: strerror(spawned)))") }
        return pid
    }

    /// Waits for `pid` to exit: its exit status, or 128 + the signal that ended it.
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Publishes `message` with mosquitto_pub and waits for it to finish.
    public func publish(_ topic: String, _ message: String, retain: Bool = false, qos: Int = 1) throws {
        try run("/usr/bin/mosquitto_pub", ["-t", topic, "-m", message, "-q", "\(qos)"] + (retain ? ["-r"] : []))
    }

    /// Publishes `size` bytes of `byte` as one message, read by mosquitto_pub from its input.
    public func publish(_ topic: String, repeating byte: Character, count size: Int) throws {
        try run("/usr/bin/mosquitto_pub", ["-t", topic, "-s", "-q", "1"], input: String(repeating: byte, count: size))
    }

    /// Publishes each of `lines` as a message of its own, from one mosquitto_pub.
    public func publish(_ topic: String, lines: [String], qos: Int = 0) throws {
        try run("/usr/bin/mosquitto_pub", ["-t", topic, "-l", "-q", "\(qos)"], input: lines.joined(separator: "\n") + "\n")
    }

    /// Starts mosquitto_sub on `filter`, printing `topic payload` lines, until it has `count`
    /// messages (or ``Subscriber/lines(timeout:turning:)`` gives up on it).
    public func subscriber(_ filter: String, count: Int) throws -> Subscriber {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw BrokerError("pipe: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(ends[1]) }
        // (Not -W: the subscriber is killed after its deadline instead; see `spawn`.)
        let pid = try Self.spawn("/usr/bin/mosquitto_sub", ["-h", "127.0.0.1", "-p", "\(port)", "-t", filter, "-v", "-C", "\(count)", "-q", "1"]
                                     + clientArguments, output: ends[1])
        return Subscriber(pid: pid, output: ends[0])
    }

    private func run(_ tool: String, _ arguments: [String], input: String? = nil) throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw BrokerError("pipe: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let pid: pid_t
        do {
            pid = try Self.spawn(tool, ["-h", "127.0.0.1", "-p", "\(port)"] + clientArguments + arguments, input: input == nil ? nil : ends[0])
        } catch {
            close(ends[0])
            close(ends[1])
            throw error
        }
        close(ends[0])
        Array((input ?? "").utf8).withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let wrote = write(ends[1], bytes.baseAddress! + sent, bytes.count - sent)
                if wrote < 0, errno == EINTR { continue }
                guard wrote > 0 else { break }
                sent += wrote
            }
        }
        close(ends[1])
        let status = Self.wait(pid)
        guard status == 0 else { throw BrokerError("\(tool) \(arguments.prefix(6)) failed: \(status)") }
    }

    /// Runs `tool` with `arguments` in `directory`, failing when it fails.
    public static func shell(_ tool: String, _ arguments: [String], in directory: URL) throws {
        // sh changes to the directory and runs the tool with the arguments as they are.
        let status = wait(try spawn("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", directory.path, tool] + arguments))
        guard status == 0 else { throw BrokerError("\(tool) \(arguments) failed: \(status)") }
    }

    /// A port nothing listens on now.
    public static func freePort() -> Int {
        let (fd, port) = listeningSocket(backlog: 0)
        close(fd)
        return port
    }

    /// A TCP socket listening on a free port of 127.0.0.1 that nobody accepts from: the
    /// kernel completes `backlog` handshakes, and nothing ever answers. The caller closes it.
    public static func listeningSocket(backlog: Int32 = 8) -> (fd: Int32, port: Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                _ = bind(fd, pointer, length)
                return getsockname(fd, pointer, &length)
            }
        }
        if backlog > 0 { listen(fd, backlog) }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// Whether something accepts TCP connections on `port` of 127.0.0.1.
    public static func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }
}

/// A mosquitto_sub running until it has its messages.
public struct Subscriber {
    let pid: pid_t
    /// The read end of its standard output.
    let output: Int32

    /// The `topic payload` lines it printed once it has its messages, or after `timeout`
    /// seconds; `turning` runs while it waits (the loop of the client under test).
    public func lines(timeout: Double = 5, turning: () -> Void = {}) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        var exited = false
        while !exited, Date() < deadline {
            exited = waitpid(pid, &status, WNOHANG) == pid
            if !exited {
                turning()
                usleep(1_000)
            }
        }
        if !exited {
            kill(pid, SIGKILL)
            _ = Broker.wait(pid)
        }
        var printed: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(output, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            printed += buffer[0..<count]
        }
        close(output)
        return String(decoding: printed, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}

public struct BrokerError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
