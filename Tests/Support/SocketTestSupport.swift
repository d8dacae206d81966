import ClockworkDisplayListTarget
import ClockworkLoop
import Foundation
import Glibc
import Testing
@testable import ClockworkCore
@testable import ClockworkViews
@testable import ClockworkInputSocket

/// A small panel of each control kind, for the socket tests.
package struct ControlPanel: View {
    @State private var count = 0
    @State private var isOn = false
    @State private var name = ""

    package init() {}

    package var body: some View {
        VStack {
            Text("count \(count)")
            Button("Add") { count += 1 }.accessibilityIdentifier("add")
            Toggle("Power", isOn: $isOn)
            TextField("Name", text: $name)
            Text("name \(name)")
        }
    }
}

/// A panel with a Save button on ⌘S, and the characters of the keys it hears.
package struct ShortcutPanel: View {
    @State private var saves = 0
    @State private var heard: [String] = []

    package init() {}

    package var body: some View {
        VStack {
            Text("saves \(saves)")
            Text("heard \(heard.joined(separator: " "))")
            Button("Save") { saves += 1 }.keyboardShortcut("s")
        }
        .onKeyPress(phases: .down) { press in
            heard.append(press.characters)
            return .ignored
        }
    }
}

/// A daemon's host and input socket on a manual clock, and a client connected to it.
@MainActor
package final class SocketDaemon {
    package let directory: String
    package let loop: EventLoop
    package let host: GraphHost
    package let server: InputServer

    package convenience init(limits: InputServer.Limits = InputServer.Limits()) throws {
        try self.init(root: ControlPanel(), limits: limits)
    }

    /// Serves `root` drawn on `target`, by default a display list of `size`, and turns the
    /// loop `firstTurns` times (0: not a tick has run yet).
    package init<Root: View>(root: Root, size: Size = Size(width: 40, height: 10), target: (any RenderTarget)? = nil,
                     limits: InputServer.Limits = InputServer.Limits(), firstTurns: Int = 3) throws {
        var template = Array("/tmp/clockwork-input-XXXXXX".utf8CString)
        directory = String(cString: mkdtemp(&template))
        loop = try EventLoop(configuration: .init(ticksPerSecond: 100, clock: .manual(ManualClock())))
        host = GraphHost(root: root, loop: loop)
        host.present(on: target ?? DisplayListTarget(size: size) { _ in })
        server = try InputServer(path: directory + "/input.sock", host: host, limits: limits)
        turn(firstTurns)
    }

    deinit {
        MainActor.assumeIsolated { server.close() }
        rmdir(directory)
    }

    /// Processes socket events and runs the due ticks, a few times over.
    package func turn(_ times: Int = 3) {
        for _ in 0..<times {
            loop.runOnce()
            loop.advance(by: .milliseconds(10))
        }
    }

    package func connect() throws -> SocketClient { SocketClient(fd: try UnixSocket.connect(to: server.path), daemon: self) }

    /// Connects, sends a tap on "add" and closes at once: a client that does not wait
    /// for its reply.
    package func tapAndLeave() throws {
        let fd = try UnixSocket.connect(to: server.path)
        let request = Array((#"{"cmd":"tap","target":"add"}"# + "\n").utf8)
        _ = request.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    package var shows: String { host.displayList.textDump }
}

@MainActor
package final class SocketClient {
    package let fd: Int32
    package let daemon: SocketDaemon
    private var buffer: [UInt8] = []

    package init(fd: Int32, daemon: SocketDaemon) {
        self.fd = fd
        self.daemon = daemon
    }

    deinit { close(fd) }

    package func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }

    /// The next line the daemon sends, turning the daemon until it comes.
    package func nextLine() -> String? {
        for _ in 0..<50 {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 {
                buffer += chunk[0..<count]
            } else {
                // Stream events may wait for a flush on the loop's real-time timer.
                daemon.turn(1)
                usleep(2_000)
            }
        }
        return nil
    }

    /// What the daemon has sent so far, without turning it: whether an answer came in time.
    package func arrived() -> String {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        return String(decoding: chunk[0..<max(count, 0)], as: UTF8.self)
    }

    /// Sends `request` and returns the reply, parsed (event lines are skipped).
    package func send(_ request: String) throws -> [String: Any] {
        write(request + "\n")
        var line = try #require(nextLine(), "no reply to \(request)")
        while line.hasPrefix(#"{"event""#) { line = try #require(nextLine(), "no reply to \(request)") }
        return try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }
}


extension SocketClient {
    /// Shuts down the sending side, as `socat` does at the end of its input.
    package func endInput() {
        shutdown(fd, Int32(SHUT_WR))
    }

    /// Every line the daemon sends until it closes the connection, turning the daemon
    /// meanwhile; `nil` if it has not closed after `turns` turns.
    package func linesUntilClosed(turns: Int = 100) -> [String]? {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        for _ in 0..<turns {
            daemon.turn(1)
            while true {
                let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
                if count == 0 {
                    return received.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
                }
                guard count > 0 else { break }
                received += chunk[0..<count]
            }
        }
        return nil
    }
}
