import ClockworkTestSupport
import ClockworkLoop
import Foundation
import Glibc
import Testing
@testable import ClockworkCore
@testable import ClockworkInputSocket

/// What the input socket promises under hostile and careless clients (docs/RELIABILITY.md).
@Suite("Input socket under bad input")
@MainActor
struct InputHardeningTests {
    @Test("huge, tiny and out-of-range coordinates get a precise reply, never a trap", arguments: [
        ("1e15", "-1", "not_found"),
        ("-1e15", "0", "not_found"),
        ("9007199254740993", "2", "not_found"),
        ("1e300", "1", "not_found"),
        ("1.7976931348623157e308", "-1.7976931348623157e308", "not_found"),
        ("1e-400", "-5", "not_found"),
        ("0.5", "1e400", "out_of_range"),
        ("-1e400", "0", "out_of_range"),
    ])
    func hugeCoordinates(x: String, y: String, code: String) throws {
        let daemon = try SocketDaemon()
        let client = try daemon.connect()
        let reply = try client.send(#"{"id":1,"cmd":"pointer","x":\#(x),"y":\#(y)}"#)
        #expect(reply["error"] as? String == code, "\(reply)")
        #expect(try client.send(#"{"cmd":"ping"}"#)["pong"] as? Bool == true)
    }

    @Test("ids are echoed exactly over the whole 64-bit range; beyond it they are refused")
    func idRange() throws {
        let daemon = try SocketDaemon()
        let client = try daemon.connect()
        client.write(#"{"id":9007199254740993,"cmd":"ping"}"# + "\n")
        #expect(client.nextLine()?.hasPrefix(#"{"id":9007199254740993,"#) == true)
        client.write(#"{"id":-9223372036854775808,"cmd":"ping"}"# + "\n")
        #expect(client.nextLine()?.hasPrefix(#"{"id":-9223372036854775808,"#) == true)
        #expect(try client.send(#"{"id":9223372036854775808,"cmd":"ping"}"#)["error"] as? String == "out_of_range")
        #expect(try client.send(#"{"id":1e400,"cmd":"ping"}"#)["error"] as? String == "out_of_range")
        #expect(try client.send(#"{"id":1e2,"cmd":"ping"}"#)["id"] as? Int == 100)
    }

    @Test("nesting past the limit, too many fields and endless numbers are refused as limits, cheaply", arguments: [
        String(repeating: "[", count: 511) + String(repeating: "]", count: 511),
        #"{"cmd":"ping","x":"# + String(repeating: "[", count: 20) + String(repeating: "]", count: 20) + "}",
        "{" + (0..<65).map { #""f\#($0)":1"# }.joined(separator: ",") + "}",
        #"{"cmd":"pointer","x":1"# + String(repeating: "0", count: 100) + #","y":0}"#,
    ])
    func limits(line: String) throws {
        let daemon = try SocketDaemon()
        let client = try daemon.connect()
        let reply = try client.send(line)
        #expect(reply["error"] as? String == "limit_exceeded", "\(reply)")
        #expect(try client.send(#"{"cmd":"ping"}"#)["pong"] as? Bool == true)
    }

    @Test("nested values within the limit are read and skipped: an extra field may hold one")
    func nestedExtraFieldIsSkipped() throws {
        let daemon = try SocketDaemon()
        let client = try daemon.connect()
        let reply = try client.send(#"{"cmd":"ping","meta":{"tags":["a",{"b":[1,2.5e3,null,true]}]}}"#)
        #expect(reply["pong"] as? Bool == true)
    }

    @Test("replies come in request order, errors and successes alike")
    func repliesKeepRequestOrder() throws {
        let daemon = try SocketDaemon()
        for _ in 0..<20 {
            let client = try daemon.connect()
            client.write([#"{"id":1,"cmd":"ping"}"#, "nope", #"{"id":3,"cmd":"get","stream":"ticks"}"#, #"{"id":4}"#, "[[[]]]",
                          #"{"id":6,"cmd":"tap","target":"add"}"#].joined(separator: "\n") + "\n")
            let replies = (0..<6).compactMap { _ in client.nextLine() }
            let parsed = replies.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            #expect(parsed.map { $0["id"] as? Int } == [1, nil, 3, 4, nil, 6])
            #expect(parsed.map { $0["error"] as? String } == [nil, "malformed_json", nil, "missing_field", "invalid_request", nil])
        }
    }

    @Test("a client that ends its input (as socat does) gets every reply, then the connection closes")
    func halfClosedClientIsAnswered() throws {
        let daemon = try SocketDaemon()
        let client = try daemon.connect()
        client.write((1...40).map { #"{"id":\#($0),"cmd":"tap","target":"add"}"# }.joined(separator: "\n") + "\n" + #"{"id":41,"cmd":"ping"}"#)
        client.endInput()
        let lines = try #require(client.linesUntilClosed(), "the daemon closes once it has answered")
        #expect(lines.count == 41, "the unfinished last line is read as a line")
        #expect(lines.last?.contains(#""pong":true"#) == true)
        #expect(daemon.shows.contains(#""count 40""#))
        #expect(daemon.server.clientCount == 0)
    }

    @Test("a client that reconnects in a tight loop is never refused: its closed connection frees its slot")
    func reconnectingClientKeepsItsSlot() throws {
        var limits = InputServer.Limits()
        limits.maximumClients = 2
        let daemon = try SocketDaemon(limits: limits)
        let steady = try daemon.connect()
        for cycle in 0..<200 {
            try daemon.tapAndLeave()
            // The next connection arrives before the daemon has read the last one's goodbye.
            let next = try UnixSocket.connect(to: daemon.server.path)
            daemon.loop.runOnce()
            var probe = [UInt8](repeating: 0, count: 256)
            let count = probe.withUnsafeMutableBytes { recv(next, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            let refused = count > 0 && String(decoding: probe[0..<count], as: UTF8.self).contains("too_many_clients")
            #expect(!refused, "cycle \(cycle)")
            close(next)
            daemon.turn(1)
            if refused { break }
        }
        #expect(try steady.send(#"{"cmd":"ping"}"#)["pong"] as? Bool == true)
        #expect(daemon.shows.contains(#""count 200""#), "every vanished client's request was still carried out")
    }

    @Test("a client that reconnects before its last connection has closed waits for that slot instead of being refused")
    func reconnectWhileClosingTakesTheSlotOver() throws {
        var limits = InputServer.Limits()
        limits.maximumClients = 2
        let daemon = try SocketDaemon(limits: limits)
        let steady = try daemon.connect()
        for cycle in 0..<20 {
            // As a client whose library lets go of the old descriptor only after the new
            // connection is made: for a moment it holds two.
            let old = try UnixSocket.connect(to: daemon.server.path)
            #expect(reply(to: #"{"cmd":"ping"}"#, on: old, turning: daemon)?.contains("pong") == true)
            let new = try UnixSocket.connect(to: daemon.server.path)
            daemon.loop.runOnce()
            close(old)
            let answer = try #require(reply(to: #"{"cmd":"ping"}"#, on: new, turning: daemon), "cycle \(cycle): no reply")
            #expect(answer.contains("pong"), "cycle \(cycle): \(answer)")
            close(new)
            daemon.turn(1)
        }
        #expect(daemon.server.requestOutcomes["too_many_clients"] == 0)
        #expect(try steady.send(#"{"cmd":"ping"}"#)["pong"] as? Bool == true)
    }

    @Test("a newcomer to a daemon whose clients all stay is refused, after waiting its while, with the reason")
    func fullDaemonRefusesAfterTheWait() throws {
        var limits = InputServer.Limits()
        limits.maximumClients = 2
        limits.admissionWait = .milliseconds(30)
        let daemon = try SocketDaemon(limits: limits)
        let staying = try (0..<2).map { _ in try daemon.connect() }
        for client in staying { #expect(try client.send(#"{"cmd":"ping"}"#)["pong"] as? Bool == true) }
        let started = ContinuousClock.now
        let newcomer = try UnixSocket.connect(to: daemon.server.path)
        defer { close(newcomer) }
        let answer = try #require(reply(to: #"{"cmd":"ping"}"#, on: newcomer, turning: daemon))
        #expect(answer.contains("too_many_clients") && answer.contains("2 clients are connected already"), "\(answer)")
        #expect(ContinuousClock.now - started >= .milliseconds(30), "it waited for a slot first")
        #expect(daemon.server.requestOutcomes["too_many_clients"] == 1)
        for client in staying { #expect(try client.send(#"{"cmd":"ping"}"#)["pong"] as? Bool == true, "the others are served on") }
    }

    /// The first line the daemon writes to `fd` after `request`, turning the daemon until it
    /// comes (at most two seconds).
    private func reply(to request: String, on fd: Int32, turning daemon: SocketDaemon) -> String? {
        let bytes = Array((request + "\n").utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received: [UInt8] = []
        let deadline = ContinuousClock.now + .seconds(2)
        while ContinuousClock.now < deadline {
            daemon.turn(1)
            var chunk = [UInt8](repeating: 0, count: 4_096)
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 { received += chunk[0..<count] }
            if let newline = received.firstIndex(of: 10) { return String(decoding: received[..<newline], as: UTF8.self) }
            if count == 0 { return String(decoding: received, as: UTF8.self) }
            usleep(1_000)
        }
        return nil
    }

    @Test("a line of exactly the maximum length is taken with or without \\r, however its bytes arrive")
    func maximumLineWithCarriageReturn() throws {
        var limits = InputServer.Limits()
        limits.maximumLineBytes = 4_096
        let daemon = try SocketDaemon(limits: limits)
        let prefix = #"{"cmd":"ping","pad":""#
        let line = prefix + String(repeating: "p", count: 4_096 - prefix.utf8.count - 2) + #""}"#
        #expect(line.utf8.count == 4_096)
        for split in [nil, 4_096, 4_097, 100] as [Int?] {
            let client = try daemon.connect()
            let bytes = Array((line + "\r\n").utf8)
            if let split {
                client.write(String(decoding: bytes[..<split], as: UTF8.self))
                daemon.turn(1)
                client.write(String(decoding: bytes[split...], as: UTF8.self))
            } else {
                client.write(line + "\r\n")
            }
            #expect(client.nextLine()?.contains("pong") == true, "split at \(split.map(String.init) ?? "none")")
            client.write(line + "x\r\n")
            #expect(client.nextLine()?.contains("line_too_long") == true)
        }
    }

    @Test("a backlog bigger than one tick's budget is carried out over several ticks, in order, none dropped")
    func inputBudgetSpreadsWorkOverTicks() throws {
        var limits = InputServer.Limits()
        limits.inputBytesPerTick = 2_000
        let daemon = try SocketDaemon(limits: limits)
        let client = try daemon.connect()
        let requests = (1...100).map { #"{"id":\#($0),"cmd":"tap","target":"add","pad":"\#(String(repeating: "x", count: 60))"}"# }
        client.write(requests.joined(separator: "\n") + "\n")
        daemon.loop.runOnce()
        let ticksBefore = daemon.loop.recorder.count
        var ids: [Int] = []
        for _ in 0..<200 where ids.count < 100 {
            guard let line = client.nextLine() else { break }
            if let id = (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? Int { ids.append(id) }
        }
        #expect(ids == Array(1...100))
        #expect(daemon.shows.contains(#""count 100""#))
        let ticks = daemon.loop.recorder.count - ticksBefore
        #expect(ticks >= 100 * 100 / 2_000, "at most the budget's worth of lines per tick (\(ticks) ticks)")
        let handledPerTick = daemon.loop.recorder.latest(Int(ticks)).map { $0[.eventsHandled] }.max() ?? 0
        #expect(handledPerTick <= 2_000 / 90, "no tick took more than its budget (\(handledPerTick) lines)")
    }

    @Test("a client sending one ping is answered in the next tick while another pipelines thousands: clients take turns")
    func clientsTakeTurns() throws {
        var limits = InputServer.Limits()
        limits.inputBytesPerTick = 2_000
        let daemon = try SocketDaemon(limits: limits)
        let flooder = try daemon.connect(), polite = try daemon.connect()
        let flood = (1...4_000).map { #"{"id":\#($0),"cmd":"ping"}"# }.joined(separator: "\n") + "\n"
        flooder.write(flood)
        daemon.loop.runOnce()
        polite.write(#"{"id":0,"cmd":"ping"}"# + "\n")
        daemon.loop.runOnce()
        daemon.turn(2)
        #expect(daemon.server.requestOutcomes["ok"]! < 400, "the flood still waits, over many ticks")
        #expect(polite.arrived().hasPrefix(#"{"id":0,"#), "answered within two ticks of being read")
        var ids: [Int] = []
        for _ in 0..<10_000 where ids.count < 4_000 {
            guard let line = flooder.nextLine() else { break }
            if let id = (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? Int { ids.append(id) }
        }
        #expect(ids == Array(1...4_000), "the flood is answered in full, in its order")
    }

    @Test("a client's short request is answered in the next tick though many clients wait with costly lines: short lines go first")
    func shortLinesDoNotWaitBehindCostlyOnes() throws {
        var limits = InputServer.Limits()
        limits.inputBytesPerTick = 1  // one line a tick in the turns
        let daemon = try SocketDaemon(limits: limits)
        let costly = try (0..<8).map { _ in try daemon.connect() }
        for (index, client) in costly.enumerated() {
            client.write(#"{"cmd":"text","target":"Name","text":""# + String(repeating: "x", count: 20_000 + index) + "\"}\n")
        }
        daemon.loop.runOnce()
        let polite = try daemon.connect()
        daemon.loop.runOnce()
        polite.write(#"{"id":0,"cmd":"ping"}"# + "\n")
        daemon.loop.runOnce()
        daemon.turn(1)
        #expect(polite.arrived().hasPrefix(#"{"id":0,"ok":true"#), "answered in the first tick after it was read")
        #expect(daemon.server.requestOutcomes["ok"]! < 4, "while the costly lines still wait their turns")
        for client in costly { #expect(client.nextLine()?.contains(#""ok":true"#) == true, "and each is answered in the end") }
    }

    @Test("a flood of connections is accepted a batch a turn of the loop, so the tick due meanwhile is not held up")
    func connectionsAreAcceptedInBatches() throws {
        var limits = InputServer.Limits()
        limits.maximumClients = 100
        let daemon = try SocketDaemon(limits: limits)
        let clients = try (0..<40).map { _ in try UnixSocket.connect(to: daemon.server.path) }
        defer { clients.forEach { close($0) } }
        daemon.loop.runOnce()
        #expect(daemon.server.clientCount == InputServer.acceptsPerWakeUp, "one batch in one turn")
        daemon.turn(3)
        #expect(daemon.server.clientCount == 40, "the rest in the turns after")
    }

    @Test("a flooding client is paused alone: the others are still read and served")
    func fullQueuePausesOnlyItsClient() throws {
        var limits = InputServer.Limits()
        limits.maximumQueuedRequestsPerClient = 50
        limits.inputBytesPerTick = 200
        let daemon = try SocketDaemon(limits: limits)
        let flooder = try daemon.connect(), polite = try daemon.connect()
        flooder.write(String(repeating: #"{"cmd":"ping"}"# + "\n", count: 2_000))
        for _ in 0..<3 { daemon.loop.runOnce() }
        #expect(try polite.send(#"{"cmd":"ping"}"#)["pong"] as? Bool == true)
        var answered = 0
        for _ in 0..<20_000 where answered < 2_000 {
            guard flooder.nextLine() != nil else { break }
            answered += 1
        }
        #expect(answered == 2_000, "nothing the paused client sent is dropped")
    }

    @Test("a client that has ended its input frees its slot at once, though its replies are still to come")
    func endedClientFreesItsSlot() throws {
        var limits = InputServer.Limits()
        limits.maximumClients = 2
        let daemon = try SocketDaemon(limits: limits)
        let halfClosed = try (0..<2).map { _ in try daemon.connect() }
        for client in halfClosed {
            client.write(#"{"cmd":"tap","target":"add"}"# + "\n")
            client.endInput()
        }
        daemon.loop.runOnce()
        let third = try daemon.connect()
        daemon.loop.runOnce()
        #expect(try third.send(#"{"cmd":"ping"}"#)["pong"] as? Bool == true, "not refused: the other two are only owed replies")
        for client in halfClosed { #expect(client.linesUntilClosed()?.count == 1) }
        #expect(daemon.server.requestOutcomes["too_many_clients"] == 0)
        #expect(daemon.shows.contains(#""count 2""#))
    }

    @Test("clients that left before their turn share one turn: a hundred of them do not delay one that stays")
    func departedClientsShareATurn() throws {
        var limits = InputServer.Limits()
        limits.inputBytesPerTick = 200
        let daemon = try SocketDaemon(limits: limits)
        let polite = try daemon.connect()
        for client in 0..<100 {
            try daemon.tapAndLeave()
            // Accepted and read a few at a time (a full backlog would hold up connect),
            // with no tick in between.
            if client % 8 == 7 { for _ in 0..<2 { daemon.loop.runOnce() } }
        }
        for _ in 0..<4 { daemon.loop.runOnce() }
        #expect(daemon.server.clientCount == 1, "the vanished clients hold no connection")
        polite.write(#"{"id":7,"cmd":"ping"}"# + "\n")
        daemon.loop.runOnce()
        daemon.turn(2)
        #expect(polite.arrived().hasPrefix(#"{"id":7,"#), "answered within two ticks")
        daemon.turn(60)
        #expect(daemon.shows.contains(#""count 100""#), "every departed client's request was carried out")
    }

    @Test("every outcome a request can have is counted from the start, at 0, so a scrape finds a zero rather than nothing")
    func outcomesStartAtZero() throws {
        let daemon = try SocketDaemon()
        let outcomes = daemon.server.requestOutcomes
        #expect(outcomes["ok"] == 0 && outcomes["too_many_clients"] == 0 && outcomes["malformed_json"] == 0)
        #expect(outcomes.count == 1 + InputError.Code.allCases.count)
        let client = try daemon.connect()
        _ = try client.send("not json")
        #expect(daemon.server.requestOutcomes["malformed_json"] == 1)
    }
}
