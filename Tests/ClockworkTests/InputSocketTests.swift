import Foundation
import Glibc
import Testing
@testable import Clockwork
import ClockworkLoop

private struct Panel: View {
    @State private var count = 0
    @State private var isOn = false
    @State private var name = ""

    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Add") { count += 1 }.accessibilityIdentifier("add")
            Toggle("Power", isOn: $isOn)
            TextField("Name", text: $name)
            Text("name \(name)")
        }
    }
}

/// A daemon's host and input socket on a manual clock, and a client connected to it.
@MainActor
private final class Daemon {
    let directory: String
    let loop: EventLoop
    let host: GraphHost
    let server: InputServer

    init(limits: InputServer.Limits = InputServer.Limits()) throws {
        var template = Array("/tmp/clockwork-input-XXXXXX".utf8CString)
        directory = String(cString: mkdtemp(&template))
        loop = try EventLoop(configuration: .init(ticksPerSecond: 100, clock: .manual(ManualClock())))
        host = GraphHost(root: Panel(), loop: loop)
        host.present(on: DisplayListTarget(size: Size(width: 40, height: 10)) { _ in })
        server = try InputServer(path: directory + "/input.sock", host: host, limits: limits)
        turn()
    }

    deinit {
        MainActor.assumeIsolated { server.close() }
        rmdir(directory)
    }

    /// Processes socket events and runs the due ticks, a few times over.
    func turn(_ times: Int = 3) {
        for _ in 0..<times {
            loop.runOnce()
            loop.advance(by: .milliseconds(10))
        }
    }

    func connect() throws -> Client { Client(fd: try UnixSocket.connect(to: server.path), daemon: self) }

    var shows: String { host.displayList.textDump }
}

@MainActor
private final class Client {
    let fd: Int32
    let daemon: Daemon
    private var buffer: [UInt8] = []

    init(fd: Int32, daemon: Daemon) {
        self.fd = fd
        self.daemon = daemon
    }

    deinit { close(fd) }

    func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }

    /// The next line the daemon sends, turning the daemon until it comes.
    func nextLine() -> String? {
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

    /// Sends `request` and returns the reply, parsed (event lines are skipped).
    func send(_ request: String) throws -> [String: Any] {
        write(request + "\n")
        var line = try #require(nextLine(), "no reply to \(request)")
        while line.hasPrefix(#"{"event""#) { line = try #require(nextLine(), "no reply to \(request)") }
        return try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }
}

@Suite("Input socket")
@MainActor
struct InputSocketTests {
    @Test("every command round-trips, echoing its id")
    func commandsRoundTrip() throws {
        let daemon = try Daemon()
        let client = try daemon.connect()
        #expect(try client.send(#"{"id":1,"cmd":"ping"}"#)["pong"] as? Bool == true)
        #expect(try client.send(#"{"id":2,"cmd":"tap","target":"add"}"#)["id"] as? Int == 2)
        #expect(daemon.shows.contains(#""count 1""#))
        #expect(try client.send(#"{"id":3,"cmd":"tap","target":"Add"}"#)["ok"] as? Bool == true, "by visible text")
        #expect(try client.send(#"{"id":4,"cmd":"toggle","target":"Power"}"#)["ok"] as? Bool == true)
        #expect(daemon.shows.contains("toggle") && daemon.shows.contains(" on"))
        _ = try client.send(#"{"id":5,"cmd":"toggle","target":"Power","on":false}"#)
        #expect(daemon.shows.contains(" off"))
        _ = try client.send(#"{"id":6,"cmd":"text","target":"Name","text":"Ada \"L\""}"#)
        #expect(daemon.shows.contains(#""name Ada \"L\"""#))

        let tree = try client.send(#"{"id":7,"cmd":"tree"}"#)
        let items = try #require(tree["tree"] as? [[String: Any]])
        #expect(items.contains { $0["text"] as? String == "count 2" })

        #expect(try client.send(#"{"id":8,"cmd":"key","key":"Tab"}"#)["focused"] as? String == "Button")
        _ = try client.send(#"{"id":9,"cmd":"key","key":"Enter"}"#)
        #expect(daemon.shows.contains(#""count 3""#))

        let button = try #require(items.first { $0["text"] as? String == "Add" }?["frame"] as? [String: Double])
        let hit = try client.send(#"{"id":10,"cmd":"pointer","x":\#(button["x"]!),"y":\#(button["y"]!)}"#)
        #expect(hit["control"] as? String == "Button")
        #expect(daemon.shows.contains(#""count 4""#))

        let ticks = try client.send(#"{"id":11,"cmd":"get","stream":"ticks"}"#)
        #expect((ticks["ticks"] as? [String: Any])?["phases_ns"] != nil)
        #expect(try client.send(#"{"id":12,"cmd":"get","stream":"frames"}"#)["frames"] is [Any])

        #expect(try client.send(#"{"id":13,"cmd":"subscribe","stream":"ticks"}"#)["ok"] as? Bool == true)
        _ = try client.send(#"{"cmd":"tap","target":"add"}"#)
        var sawTick = false
        for _ in 0..<20 where !sawTick { sawTick = client.nextLine()?.hasPrefix(#"{"event":"tick""#) == true }
        #expect(sawTick, "a subscriber gets tick events")
        _ = try client.send(#"{"id":14,"cmd":"unsubscribe","stream":"ticks"}"#)
    }

    @Test("bad input gets a precise error and harms nothing", arguments: [
        ("not json", "malformed_json"),
        (#"[1,2]"#, "invalid_request"),
        (#"{"id":1}"#, "missing_field"),
        (#"{"id":1,"cmd":7}"#, "wrong_type"),
        (#"{"id":"x","cmd":"ping"}"#, "wrong_type"),
        (#"{"id":1.5,"cmd":"ping"}"#, "wrong_type"),
        (#"{"id":1,"cmd":"launch"}"#, "unknown_command"),
        (#"{"id":1,"cmd":"tap"}"#, "missing_field"),
        (#"{"id":1,"cmd":"tap","target":"nothing here"}"#, "not_found"),
        (#"{"id":1,"cmd":"toggle","target":"Power","on":1}"#, "wrong_type"),
        (#"{"id":1,"cmd":"text","target":"add","text":"x"}"#, "unsupported"),
        (#"{"id":1,"cmd":"subscribe","stream":"logs"}"#, "unknown_stream"),
        (#"{"id":1,"cmd":"key","key":"F13"}"#, "unknown_key"),
        (#"{"id":1,"cmd":"key","key":"Enter"}"#, "not_found"),
        (#"{"id":1,"cmd":"pointer","x":-5,"y":-5}"#, "not_found"),
        ("\u{01}\u{FFFD}\u{7F}garbage", "malformed_json"),
    ])
    func badInput(line: String, code: String) throws {
        let daemon = try Daemon()
        let client = try daemon.connect()
        _ = try client.send(#"{"cmd":"tap","target":"add"}"#)
        let before = daemon.shows
        let reply = try client.send(line)
        #expect(reply["error"] as? String == code, "\(line) → \(reply)")
        #expect((reply["message"] as? String)?.isEmpty == false)
        #expect(daemon.shows == before, "state intact")
        let ticked = daemon.loop.recorder.count
        #expect(try client.send(#"{"cmd":"ping"}"#)["pong"] as? Bool == true, "the connection still works")
        #expect(daemon.loop.recorder.count > ticked, "the loop keeps ticking")
    }

    @Test("an over-long line is skipped with one error; a partial line from a client that leaves is dropped, its whole lines applied")
    func longAndPartialLines() throws {
        var limits = InputServer.Limits()
        limits.maximumLineBytes = 1_000
        let daemon = try Daemon(limits: limits)
        let client = try daemon.connect()
        client.write(String(repeating: "x", count: 3_000))
        client.write(String(repeating: "y", count: 3_000) + "\n")
        #expect(client.nextLine()?.contains("line_too_long") == true)
        #expect(try client.send(#"{"id":2,"cmd":"ping"}"#)["id"] as? Int == 2, "reading resumes after the long line")

        let leaving = try daemon.connect()
        leaving.write(#"{"cmd":"tap","target":"add"}"# + "\n" + #"{"cmd":"tap","target":"ad"#)
        close(leaving.fd)
        daemon.turn(5)
        #expect(daemon.shows.contains(#""count 1""#), "the complete request applied, the partial one dropped")
        #expect(daemon.server.clientCount == 1)
    }

    @Test("a subscriber that never reads is disconnected while ticks go on")
    func slowSubscriberIsDropped() throws {
        var limits = InputServer.Limits()
        limits.maximumPendingOutputBytes = 16 * 1024
        let daemon = try Daemon(limits: limits)
        let slow = try daemon.connect()
        var size: Int32 = 4096
        setsockopt(slow.fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        slow.write(#"{"cmd":"subscribe","stream":"frames"}"# + "\n" + #"{"cmd":"subscribe","stream":"ticks"}"# + "\n")
        daemon.turn()
        let active = try daemon.connect()
        for _ in 0..<400 {
            active.write(#"{"cmd":"tap","target":"add"}"# + "\n")
            daemon.turn(1)
            if daemon.server.clientCount == 1 { break }
            _ = active.nextLine()
        }
        #expect(daemon.server.clientCount == 1, "the slow subscriber is gone")
        active.write(#"{"cmd":"ping"}"# + "\n")
        var pong = false
        for _ in 0..<5 where !pong { pong = active.nextLine()?.contains("pong") == true }
        #expect(pong, "the other client is still served")
    }

    @Test("a flood of 20,000 requests is answered in full while the loop keeps ticking, the reader paused rather than dropped")
    func floodIsAnsweredInFull() throws {
        let daemon = try Daemon()
        let client = try daemon.connect()
        let request = Array((#"{"cmd":"tap","target":"add"}"# + "\n").utf8)
        let total = 20_000
        var sent = 0, replies = 0, pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let ticksBefore = daemon.loop.recorder.count
        for _ in 0..<5_000 where replies < total {
            while sent < total && pending.count < 64 * 1024 {
                pending += request
                sent += 1
            }
            let written = pending.withUnsafeBytes { Glibc.send(client.fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if written > 0 { pending.removeFirst(written) }
            daemon.turn(1)
            let count = buffer.withUnsafeMutableBytes { recv(client.fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 { replies += buffer[0..<count].count { $0 == UInt8(ascii: "\n") } }
        }
        #expect(replies == total)
        #expect(daemon.shows.contains(#""count 20000""#), "every tap applied once")
        #expect(daemon.loop.recorder.count > ticksBefore + 10, "ticks went on throughout")
    }

    @Test("the socket directory is created 0700, tightened if looser, and refused if it is a link")
    func socketDirectory() throws {
        var template = Array("/tmp/clockwork-dir-XXXXXX".utf8CString)
        let parent = String(cString: mkdtemp(&template))
        let directory = parent + "/clockwork"
        try SocketDirectory.prepare(directory)
        var info = stat()
        stat(directory, &info)
        #expect(info.st_mode & 0o777 == 0o700)
        chmod(directory, 0o755)
        try SocketDirectory.prepare(directory)
        stat(directory, &info)
        #expect(info.st_mode & 0o777 == 0o700)
        let link = parent + "/link"
        symlink(directory, link)
        #expect(throws: SocketDirectoryError.notOwned(link)) { try SocketDirectory.prepare(link) }
        unlink(link)
        rmdir(directory)
        rmdir(parent)
    }

    @Test("the socket file is 0600; a stale one is replaced, a live one is not stolen")
    func socketFile() throws {
        let daemon = try Daemon()
        var info = stat()
        #expect(stat(daemon.server.path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(throws: UnixSocketError.inUse(daemon.server.path)) { _ = try UnixSocket.listen(at: daemon.server.path) }

        let stalePath = daemon.directory + "/stale.sock"
        let dead = try UnixSocket.listen(at: stalePath)
        close(dead)  // the file stays, nobody listens: a daemon that died
        let replacement = try UnixSocket.listen(at: stalePath)
        close(replacement)
        unlink(stalePath)
    }
}
