import ClockworkTestSupport
import ClockworkLoop
import ClockworkPixels
import Foundation
import Glibc
import Testing
@testable import ClockworkCore
@testable import ClockworkInputSocket

@Suite("Input socket")
@MainActor
struct InputSocketTests {
    @Test("every command round-trips, echoing its id")
    func commandsRoundTrip() throws {
        let daemon = try SocketDaemon()
        let client = try daemon.connect()
        #expect(try client.send(#"{"id":1,"cmd":"ping"}"#)["pong"] as? Bool == true)
        #expect(try client.send(#"{"id":2,"cmd":"tap","target":"add"}"#)["id"] as? Int == 2)
        #expect(daemon.shows.contains(#""count 1""#))
        #expect(try client.send(#"{"id":3,"cmd":"tap","target":"Add"}"#)["ok"] as? Bool == true, "by visible text")
        #expect(try client.send(#"{"id":4,"cmd":"toggle","target":"Power"}"#)["ok"] as? Bool == true)
        #expect(daemon.shows.contains(#""━━""#), "the switch's track drawn on: \(daemon.shows)")
        _ = try client.send(#"{"id":5,"cmd":"toggle","target":"Power","on":false}"#)
        #expect(!daemon.shows.contains(#""━━""#) && daemon.shows.contains(#""──""#), "and off")
        _ = try client.send(#"{"id":6,"cmd":"text","target":"Name","text":"Ada \"L\""}"#)
        #expect(daemon.shows.contains(#""name Ada \"L\"""#))

        let tree = try client.send(#"{"id":7,"cmd":"tree"}"#)
        let items = try #require((tree["tree"] as? [String: Any])?["items"] as? [[String: Any]])
        #expect(items.contains { $0["text"] as? String == "count 2" })

        #expect(try client.send(#"{"id":8,"cmd":"key","key":"Tab"}"#)["focused"] as? String == "Button")
        _ = try client.send(#"{"id":9,"cmd":"key","key":"Enter"}"#)
        #expect(daemon.shows.contains(#""count 3""#))

        let button = try #require(items.first { $0["text"] as? String == "Add" }?["frame"] as? [String: Double])
        let hit = try client.send(#"{"id":10,"cmd":"pointer","x":\#(button["x"]!),"y":\#(button["y"]!)}"#)
        #expect(hit["control"] as? String == "Button")
        #expect(daemon.shows.contains(#""count 4""#))

        let down = try client.send(#"{"id":16,"cmd":"touch","phase":"down","x":\#(button["x"]!),"y":\#(button["y"]!)}"#)
        #expect(down["pressed"] as? String == "Button", "a finger down shows the button pressed")
        #expect(daemon.shows.contains(#""count 4""#))
        let up = try client.send(#"{"id":17,"cmd":"touch","phase":"up","x":\#(button["x"]!),"y":\#(button["y"]!)}"#)
        #expect(up["pressed"] as? String == "", "lifted: nothing pressed")
        #expect(daemon.shows.contains(#""count 5""#), "and tapped")

        let ticks = try client.send(#"{"id":11,"cmd":"get","stream":"ticks"}"#)
        #expect((ticks["ticks"] as? [String: Any])?["phases_ns"] != nil)
        let frames = try client.send(#"{"id":12,"cmd":"get","stream":"frames"}"#)["frames"] as? [String: Any]
        #expect(frames?["version"] as? Int == 5 && frames?["items"] is [Any], "the display list in its versioned wire format")

        #expect(try client.send(#"{"id":13,"cmd":"subscribe","stream":"ticks"}"#)["ok"] as? Bool == true)
        _ = try client.send(#"{"cmd":"tap","target":"add"}"#)
        var sawTick = false
        for _ in 0..<20 where !sawTick { sawTick = client.nextLine()?.hasPrefix(#"{"event":"tick""#) == true }
        #expect(sawTick, "a subscriber gets tick events")
        _ = try client.send(#"{"id":14,"cmd":"unsubscribe","stream":"ticks"}"#)

        #expect(try client.send(#"{"id":15,"cmd":"subscribe","stream":"frames"}"#)["ok"] as? Bool == true)
        _ = try client.send(#"{"cmd":"tap","target":"add"}"#)
        var sawFrame = false
        for _ in 0..<20 where !sawFrame {
            sawFrame = client.nextLine()?.hasPrefix(#"{"event":"frame","frame":{"version":5,"items":["#) == true
        }
        #expect(sawFrame, "a subscriber gets each changed frame, versioned")
    }

    @Test("snapshots encoded off the loop keep a client's replies in request order")
    func offLoopRepliesKeepOrder() throws {
        let daemon = try SocketDaemon(root: ControlPanel(), target: try PixelTarget(width: 640, height: 480, units: .standardCells))
        let client = try daemon.connect()
        let snapshots = RequestHandler.maximumSnapshotsEncoding + 2
        let requests = (1...snapshots).map { #"{"id":\#($0),"cmd":"snapshot"}"# }
            + [#"{"id":\#(snapshots + 1),"cmd":"tap","target":"add"}"#, #"{"id":\#(snapshots + 2),"cmd":"ping"}"#]
        client.write(requests.joined(separator: "\n") + "\n")
        var replies: [[String: Any]] = []
        for _ in requests {
            let line = try #require(client.nextLine(), "every request is answered")
            replies.append(try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]))
        }
        #expect(replies.map { $0["id"] as? Int } == (1...snapshots + 2).map { $0 }, "in the order asked")
        let pictures = replies.prefix(snapshots).filter { ($0["png"] as? String)?.isEmpty == false }
        #expect(pictures.count >= RequestHandler.maximumSnapshotsEncoding, "four encode at once")
        #expect(pictures.allSatisfy { $0["width"] as? Int == 640 && $0["height"] as? Int == 480 })
        #expect(replies.prefix(snapshots).allSatisfy { $0["png"] != nil || $0["error"] as? String == "limit_exceeded" })
        #expect(replies[snapshots]["ok"] as? Bool == true && replies[snapshots + 1]["pong"] as? Bool == true)
        #expect(daemon.shows.contains(#""count 1""#))
    }

    @Test("a snapshot asked before the daemon's first tick shows the first frame, not a blank screen")
    func snapshotBeforeTheFirstTick() throws {
        let daemon = try SocketDaemon(root: ControlPanel(), target: try PixelTarget(width: 320, height: 240, units: .standardCells),
                                      firstTurns: 0)
        let client = try daemon.connect()
        let first = try #require(try client.send(#"{"id":1,"cmd":"snapshot"}"#)["png"] as? String)
        daemon.turn()
        let settled = try #require(try client.send(#"{"id":2,"cmd":"snapshot"}"#)["png"] as? String)
        let showsThePanel = first == settled
        #expect(showsThePanel, "the panel, as it shows once settled (\(first.count) and \(settled.count) bytes of base64)")
    }

    @Test("a snapshot sent right after a tap, in one write, shows what the tap did")
    func snapshotAfterATapShowsIt() throws {
        let daemon = try SocketDaemon()
        let client = try daemon.connect()
        client.write(#"{"id":1,"cmd":"tap","target":"add"}"# + "\n" + #"{"id":2,"cmd":"snapshot"}"# + "\n")
        let tapped = try #require(client.nextLine())
        let snapshot = try #require(client.nextLine())
        #expect(tapped.hasPrefix(#"{"id":1,"ok":true"#), "\(tapped)")
        #expect(snapshot.hasPrefix(#"{"id":2,"ok":true"#) && snapshot.contains(#""text":"count 1""#), "\(snapshot)")
    }

    @Test("a key spelled with modifiers is a key press: Cmd+S runs the Save shortcut; q, Shift+q and + are heard as typed")
    func keyPressesBySpelling() throws {
        let daemon = try SocketDaemon(root: ShortcutPanel())
        let client = try daemon.connect()
        #expect(try client.send(#"{"id":1,"cmd":"key","key":"Cmd+S"}"#)["ok"] as? Bool == true)
        #expect(daemon.shows.contains(#""saves 1""#))
        _ = try client.send(#"{"id":2,"cmd":"key","key":"q"}"#)
        _ = try client.send(#"{"id":3,"cmd":"key","key":"Shift+q"}"#)
        _ = try client.send(#"{"id":4,"cmd":"key","key":"+"}"#)
        #expect(daemon.shows.contains(#""heard q Q +""#), "\(daemon.shows)")
    }

    @Test("bad input gets a precise error and harms nothing", arguments: [
        ("not json", "malformed_json"),
        (#"[1,2]"#, "invalid_request"),
        (#"{"id":1}"#, "missing_field"),
        (#"{"id":1,"cmd":7}"#, "wrong_type"),
        (#"{"id":"x","cmd":"ping"}"#, "wrong_type"),
        (#"{"id":1.5,"cmd":"ping"}"#, "wrong_type"),
        (#"{"id":1e-400,"cmd":"tap","target":"add"}"#, "wrong_type"),
        (#"{"id":1.5e1,"cmd":"tap","target":"nothing here"}"#, "not_found"),
        (#"{"id":1,"cmd":"launch"}"#, "unknown_command"),
        (#"{"id":1,"cmd":"tap"}"#, "missing_field"),
        (#"{"id":1,"cmd":"tap","target":"nothing here"}"#, "not_found"),
        (#"{"id":1,"cmd":"toggle","target":"Power","on":1}"#, "wrong_type"),
        (#"{"id":1,"cmd":"text","target":"add","text":"x"}"#, "unsupported"),
        (#"{"id":1,"cmd":"subscribe","stream":"logs"}"#, "unknown_stream"),
        (#"{"id":1,"cmd":"key","key":"F13"}"#, "unknown_key"),
        (#"{"id":1,"cmd":"key","key":"Hyper+q"}"#, "unknown_key"),
        (#"{"id":1,"cmd":"key","key":"Ctrl+"}"#, "unknown_key"),
        (#"{"id":1,"cmd":"key","key":"Enter"}"#, "not_found"),
        (#"{"id":1,"cmd":"pointer","x":-5,"y":-5}"#, "not_found"),
        (#"{"id":1,"cmd":"touch","phase":"hover","x":1,"y":1}"#, "out_of_range"),
        (#"{"id":1,"cmd":"touch","phase":"down","x":1,"y":1,"finger":10}"#, "out_of_range"),
        (#"{"id":1,"cmd":"touch","phase":"down","x":1,"y":1,"finger":0.5}"#, "out_of_range"),
        (#"{"id":1,"cmd":"touch","phase":"down","x":"1","y":1}"#, "wrong_type"),
        (#"{"id":1,"cmd":"touch","x":1,"y":1}"#, "missing_field"),
        ("\u{01}\u{FFFD}\u{7F}garbage", "malformed_json"),
    ])
    func badInput(line: String, code: String) throws {
        let daemon = try SocketDaemon()
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

    @Test("an over-long line is skipped with one error; a client that leaves mid-line has its whole lines applied and the truncated one refused")
    func longAndPartialLines() throws {
        var limits = InputServer.Limits()
        limits.maximumLineBytes = 1_000
        let daemon = try SocketDaemon(limits: limits)
        let client = try daemon.connect()
        client.write(String(repeating: "x", count: 3_000))
        client.write(String(repeating: "y", count: 3_000) + "\n")
        #expect(client.nextLine()?.contains("line_too_long") == true)
        #expect(try client.send(#"{"id":2,"cmd":"ping"}"#)["id"] as? Int == 2, "reading resumes after the long line")

        let leaving = try daemon.connect()
        leaving.write(#"{"cmd":"tap","target":"add"}"# + "\n" + #"{"cmd":"tap","target":"ad"#)
        close(leaving.fd)
        daemon.turn(5)
        #expect(daemon.shows.contains(#""count 1""#), "the complete request applied, the truncated one refused as malformed")
        #expect(daemon.server.clientCount == 1)
    }

    @Test("a subscriber that never reads is disconnected while ticks go on")
    func slowSubscriberIsDropped() throws {
        var limits = InputServer.Limits()
        limits.maximumPendingOutputBytes = 16 * 1024
        let daemon = try SocketDaemon(limits: limits)
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
        let daemon = try SocketDaemon()
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
        let daemon = try SocketDaemon()
        var info = stat()
        #expect(stat(daemon.server.path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(throws: UnixSocketError.inUse(daemon.server.path)) { _ = try UnixListener(path: daemon.server.path) }

        let stalePath = daemon.directory + "/stale.sock"
        close(try rawSocket(boundAt: stalePath, listening: false))  // the file stays: a daemon that died
        let replacement = try UnixListener(path: stalePath)
        replacement.close()
        #expect(access(stalePath, F_OK) != 0, "closing removes the socket file")
        #expect(access(stalePath + ".lock", F_OK) != 0, "and the lock file")

        let foreignPath = daemon.directory + "/foreign.sock"
        let foreign = try rawSocket(boundAt: foreignPath, listening: true)
        #expect(throws: UnixSocketError.inUse(foreignPath), "a live socket of a process that takes no lock") {
            _ = try UnixListener(path: foreignPath)
        }
        close(foreign)
        unlink(foreignPath)
    }

    @Test("a socket path naming a regular file, a directory or a link is refused and left as it was")
    func socketPathThatIsNotASocket() throws {
        let daemon = try SocketDaemon()
        let file = daemon.directory + "/notes.txt"
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: UnixSocketError.notASocket(file)) { _ = try UnixListener(path: file) }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
        #expect(access(file + ".lock", F_OK) != 0, "no lock file is left behind")
        let link = daemon.directory + "/link.sock"
        symlink(file, link)
        #expect(throws: UnixSocketError.notASocket(link)) { _ = try UnixListener(path: link) }
        #expect(access(file, F_OK) == 0)
        unlink(link)
        unlink(file)
        let directory = daemon.directory + "/sub"
        mkdir(directory, 0o700)
        #expect(throws: UnixSocketError.notASocket(directory)) { _ = try UnixListener(path: directory) }
        rmdir(directory)
    }

    @Test("of eight threads taking one socket name at once over a stale socket, exactly one listens")
    func socketNameIsTakenOnce() throws {
        let daemon = try SocketDaemon()
        let path = daemon.directory + "/contended.sock"
        for _ in 0..<20 {
            close(try rawSocket(boundAt: path, listening: false))
            let winners = Winners()
            let start = DispatchSemaphore(value: 0)
            let group = DispatchGroup()
            for _ in 0..<8 {
                DispatchQueue.global().async(group: group) {
                    start.wait()
                    if let listener = try? UnixListener(path: path) { winners.add(listener) }
                }
            }
            for _ in 0..<8 { start.signal() }
            group.wait()
            let won = winners.all
            #expect(won.count == 1)
            let client = try UnixSocket.connect(to: path)
            close(client)
            for listener in won { listener.close() }
        }
    }
}

/// The listeners that threads managed to open.
private final class Winners: @unchecked Sendable {
    // @unchecked Sendable: `listeners` is only touched holding `lock`.
    private let lock = NSLock()
    private var listeners: [UnixListener] = []

    func add(_ listener: UnixListener) { lock.withLock { listeners.append(listener) } }
    var all: [UnixListener] { lock.withLock { listeners } }
}

/// A socket file made without ``UnixListener``: bound (and listening, if asked), no lock.
private func rawSocket(boundAt path: String, listening: Bool) throws -> Int32 {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes + [0]) }
    let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    try #require(bound == 0, "bind \(path): \(String(cString: strerror(errno)))")
    if listening { listen(fd, 4) }
    return fd
}
