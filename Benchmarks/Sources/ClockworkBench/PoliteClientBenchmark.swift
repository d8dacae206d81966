import ArgumentParser
import BenchmarkKit
import ClockworkCore
import ClockworkViews
import ClockworkDisplayListTarget
import ClockworkInputSocket
import ClockworkLoop
import Glibc

/// `clockwork-bench polite-client`: a well-behaved client's round trip (a ping every 50 ms)
/// while other clients flood the input socket, on a real 60 Hz loop: p50, p99 and max of
/// the round trip, pings never answered, the longest tick and the latest tick start (the
/// loop's own work, and its wait for a processor), and the flood's own throughput. The promise
/// (docs/PROTOCOL.md, "Fairness") is a round trip within two tick periods whatever the
/// others do.
struct PoliteClientBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "polite-client",
        abstract: "A polite client's round trip under each flood of the input socket, p99 and max, beside the flood's throughput.")

    @Option(help: "Multiplies every flood's size (1: the sizes docs/BENCHMARKS.md states).")
    var scale = 1.0

    @Option(help: "Only the floods with these names (default: all).")
    var only: [String] = []

    @Option(help: "Ticks per second.")
    var hz = 60

    @OptionGroup var output: OutputOptions

    func run() throws {
        var rows: [ReportRow] = []
        for flood in Flood.allCases where only.isEmpty || only.contains(flood.rawValue) {
            let result = try MainActor.assumeIsolated { try measure(flood) }
            let trips = result.roundTrips.sorted()
            func percentile(_ p: Double) -> Double { trips.isEmpty ? 0 : trips[min(Int(Double(trips.count) * p), trips.count - 1)] }
            rows.append(ReportRow([
                "name": .text("polite-client"), "flood": .text(flood.rawValue), "hz": .integer(Int64(hz)),
                "pings": .integer(Int64(trips.count)), "unanswered": .integer(Int64(result.unanswered)),
                "rtt_p50_ms": .number(percentile(0.5), decimals: 2), "rtt_p99_ms": .number(percentile(0.99), decimals: 2),
                "rtt_max_ms": .number(trips.last ?? 0, decimals: 2), "period_ms": .number(1_000 / Double(hz), decimals: 2),
                "tick_max_ms": .number(result.longestTick, decimals: 2), "late_max_ms": .number(result.latestStart, decimals: 2),
                "flood_seconds": .number(result.floodSeconds, decimals: 2),
                "flood_units_per_s": .number(Double(result.floodUnits) / max(result.floodSeconds, 1e-9), decimals: 0),
                "flood_unit": .text(flood.unit),
            ]))
        }
        printReport(rows, json: output.json)
    }

    /// What the other clients do meanwhile.
    enum Flood: String, CaseIterable {
        /// Nobody else: the floor.
        case none
        /// Four clients each pipelining 50,000 pings, reading their replies.
        case pipelinedPings = "pipelined-pings"
        /// One client sending 10 MB without a newline.
        case longLine = "long-line"
        /// One client pipelining 2,000 `tree` requests.
        case pipelinedTrees = "pipelined-trees"
        /// 1,000 connections in a row, each writing a ping and closing at once.
        case reconnects
        /// A client that shut its reading side, sending 200 `get frames` requests.
        case halfClosed = "half-closed"
        /// 24 clients at once, each replacing the field's text with 60,000 characters and
        /// waiting for the reply.
        case costlyLines = "costly-lines"
        /// One client filling the field with combining marks on one letter, 500 more a
        /// line, up to 30,000 (a grapheme whose shaping HarfBuzz does not bound).
        case combiningMarks = "combining-marks"
        /// Every flood above at once.
        case together

        /// What `flood_units_per_s` counts.
        var unit: String {
            switch self {
            case .none: "none"
            case .pipelinedPings, .pipelinedTrees, .halfClosed, .costlyLines, .combiningMarks, .together: "replies"
            case .longLine: "bytes"
            case .reconnects: "connections"
            }
        }
    }

    /// What one flood's run measured.
    fileprivate struct Result: Sendable {
        var roundTrips: [Double] = []
        var unanswered = 0
        /// The longest tick of the run and the latest a tick started, in milliseconds: the
        /// loop's own work, and how long it waited for the processor.
        var longestTick = 0.0, latestStart = 0.0
        var floodSeconds = 0.0
        var floodUnits = 0
    }

    /// Runs a daemon's loop on this thread while the flood's threads and the polite client
    /// run beside it; the polite client pings until the flood is done (and for at least a
    /// second), then stops the loop.
    @MainActor
    private func measure(_ flood: Flood) throws -> Result {
        var template = Array("/tmp/clockwork-bench-XXXXXX".utf8CString)
        let directory = String(cString: mkdtemp(&template))
        let path = directory + "/bench.sock"
        defer { rmdir(directory) }
        let loop = try EventLoop(configuration: .init(ticksPerSecond: hz))
        let host = GraphHost(root: FloodedPanel(), loop: loop)
        host.present(on: DisplayListTarget(size: Size(width: 80, height: 24)) { _ in })
        let server = try InputServer(path: path, host: host)
        loop.onStop { server.close() }
        let box = FloodResults()
        let scale = scale
        let floodThread = try JoinableThread {
            let started = MonotonicInstant.now()
            let units = runFlood(flood, path: path, scale: scale)
            box.finishFlood(seconds: Double((MonotonicInstant.now() - started).nanoseconds) / 1e9, units: units)
        }
        let politeThread = try JoinableThread {
            let trips = pingPolitely(path: path) { box.isFloodDone }
            box.setRoundTrips(trips)
            loop.stop()
        }
        try loop.run()
        politeThread.join()
        floodThread.join()
        var result = box.result
        let summary = loop.recorder.summary
        result.longestTick = Double(summary.duration(atPercentile: 100).nanoseconds) / 1e6
        result.latestStart = Double(summary.lateness(atPercentile: 100).nanoseconds) / 1e6
        return result
    }
}

/// What the flood and the polite client found, written from their threads.
private final class FloodResults: @unchecked Sendable {
    // @unchecked Sendable: every field is read and written holding `lock`.
    private let lock = AdaptiveMutex()
    private var stored = (trips: [Double?](), floodSeconds: 0.0, floodUnits: 0, floodDone: false)

    var isFloodDone: Bool { lock.withLock { stored.floodDone } }

    func finishFlood(seconds: Double, units: Int) {
        lock.withLock { stored = (stored.trips, seconds, units, true) }
    }

    func setRoundTrips(_ trips: [Double?]) {
        lock.withLock { stored.trips = trips }
    }

    var result: PoliteClientBenchmark.Result {
        lock.withLock {
            PoliteClientBenchmark.Result(roundTrips: stored.trips.compactMap { $0 }, unanswered: stored.trips.filter { $0 == nil }.count,
                                         floodSeconds: stored.floodSeconds, floodUnits: stored.floodUnits)
        }
    }
}

/// Pings every 50 ms on one connection until `isDone` (and for at least a second); each
/// round trip in milliseconds, `nil` for a ping with no answer within three seconds.
private func pingPolitely(path: String, isDone: () -> Bool) -> [Double?] {
    guard let fd = try? UnixSocket.connect(to: path) else { return [nil] }
    defer { close(fd) }
    var trips: [Double?] = []
    let started = MonotonicInstant.now()
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while MonotonicInstant.now() - started < .seconds(1) || !isDone() {
        let sent = MonotonicInstant.now()
        guard sendAll(fd, Array(#"{"cmd":"ping"}"#.utf8) + [10]) else { return trips + [nil] }
        var answered = false
        var pending: [UInt8] = []
        while !answered, MonotonicInstant.now() - sent < .seconds(3) {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            // Safe: recv fills at most the buffer's size, within the closure.
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            pending += buffer[0..<count]
            answered = pending.contains(10)
        }
        trips.append(answered ? Double((MonotonicInstant.now() - sent).nanoseconds) / 1e6 : nil)
        var pause = timespec(tv_sec: 0, tv_nsec: 50_000_000)
        nanosleep(&pause, nil)
    }
    return trips
}

/// Runs `flood` to its end; returns how many of its units went through.
private func runFlood(_ flood: PoliteClientBenchmark.Flood, path: String, scale: Double) -> Int {
    @Sendable func scaled(_ count: Int) -> Int { max(1, Int(Double(count) * scale)) }
    switch flood {
    case .none:
        return 0
    case .pipelinedPings:
        let pings = scaled(50_000)
        let threads = (0..<4).compactMap { _ in
            try? JoinableThread { _ = pipeline(path: path, line: #"{"cmd":"ping"}"#, count: pings) }
        }
        for thread in threads { thread.join() }
        return 4 * pings
    case .pipelinedTrees:
        return pipeline(path: path, line: #"{"cmd":"tree"}"#, count: scaled(2_000))
    case .longLine:
        guard let fd = try? UnixSocket.connect(to: path) else { return 0 }
        defer { close(fd) }
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 64 * 1_024)
        var sent = 0
        while sent < scaled(10_000_000), sendAll(fd, chunk) { sent += chunk.count }
        return sent
    case .reconnects:
        var done = 0
        for _ in 0..<scaled(1_000) {
            guard let fd = try? UnixSocket.connect(to: path) else { continue }
            if sendAll(fd, Array(#"{"cmd":"tap","target":"add"}"#.utf8) + [10]) { done += 1 }
            close(fd)
        }
        return done
    case .halfClosed:
        guard let fd = try? UnixSocket.connect(to: path) else { return 0 }
        defer { close(fd) }
        shutdown(fd, Int32(SHUT_RD))
        let request = Array(#"{"cmd":"get","stream":"frames"}"#.utf8) + [10]
        var sent = 0
        for _ in 0..<scaled(200) where sendAll(fd, request) { sent += 1 }
        return sent
    case .costlyLines:
        let threads = (0..<24).compactMap { client in
            try? JoinableThread {
                let text = String(repeating: client.isMultiple(of: 2) ? "x" : "y", count: 60_000)
                _ = pipeline(path: path, line: #"{"cmd":"text","target":"Name","text":""# + text + #""}"#, count: scaled(1))
            }
        }
        for thread in threads { thread.join() }
        return 24 * scaled(1)
    case .combiningMarks:
        guard let fd = try? UnixSocket.connect(to: path) else { return 0 }
        defer { close(fd) }
        var replies = 0
        for step in 1...60 {
            let marks = String(repeating: "\u{301}", count: scaled(500) * step)
            guard sendAll(fd, Array((#"{"cmd":"text","target":"Name","text":"e"# + marks + #""}"#).utf8) + [10]),
                  readLine(fd) else { break }
            replies += 1
        }
        return replies
    case .together:
        let floods = PoliteClientBenchmark.Flood.allCases.filter { $0 != .none && $0 != .together }
        let counts = UnitCounts()
        let threads = floods.compactMap { flood in
            try? JoinableThread { counts.add(runFlood(flood, path: path, scale: scale)) }
        }
        for thread in threads { thread.join() }
        return counts.total
    }
}

/// The units the floods run together went through, added from their threads.
private final class UnitCounts: @unchecked Sendable {
    // @unchecked Sendable: `counted` is read and written holding `lock`.
    private let lock = AdaptiveMutex()
    private var counted = 0

    func add(_ units: Int) { lock.withLock { counted += units } }
    var total: Int { lock.withLock { counted } }
}

/// Reads until a newline comes; `false` when the connection ends first.
private func readLine(_ fd: Int32) -> Bool {
    var byte: UInt8 = 0
    while recv(fd, &byte, 1, 0) == 1 {
        if byte == 10 { return true }
    }
    return false
}

/// Writes `count` copies of `line` on one connection from one thread while another reads
/// the replies; returns how many replies came.
private func pipeline(path: String, line: String, count: Int) -> Int {
    guard let fd = try? UnixSocket.connect(to: path) else { return 0 }
    defer { close(fd) }
    let writer = try? JoinableThread {
        let bytes = Array((line + "\n").utf8)
        var batch: [UInt8] = []
        for _ in 0..<count {
            batch += bytes
            if batch.count >= 64 * 1_024 {
                guard sendAll(fd, batch) else { return }
                batch.removeAll(keepingCapacity: true)
            }
        }
        _ = sendAll(fd, batch)
    }
    var replies = 0
    var buffer = [UInt8](repeating: 0, count: 256 * 1_024)
    while replies < count {
        // Safe: recv fills at most the buffer's size, within the closure.
        let got = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard got > 0 else { break }
        replies += buffer[0..<got].reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    }
    writer?.join()
    return replies
}

/// Writes all of `bytes`, blocking; `false` when the connection broke.
private func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
        // Safe: send reads at most the rest of the buffer, within the closure.
        let written = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
        if written > 0 { offset += written } else if written < 0, errno == EINTR { continue } else { return false }
    }
    return true
}

/// What the floods aim at: a counter, a button and a field.
private struct FloodedPanel: View {
    @State private var count = 0
    @State private var name = ""

    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Add") { count += 1 }.accessibilityIdentifier("add")
            TextField("Name", text: $name)
        }
    }
}
