import ClockworkLoop
import Foundation
import Glibc
import Testing
@testable import ClockworkCore
@testable import ClockworkViews
@testable import ClockworkMetrics

/// A counter that ticks its graph once a write.
private struct Counter: View {
    @State private var count = 0

    var body: some View {
        Button("count \(count)") { count += 1 }
    }
}

/// A loop on a manual clock serving metrics on a free loopback port.
@MainActor
private final class MetricsDaemon {
    let loop: EventLoop
    let host: GraphHost
    let server: MetricsServer

    init() throws {
        loop = try EventLoop(configuration: .init(ticksPerSecond: 100, clock: .manual(ManualClock())))
        host = GraphHost(root: Counter(), loop: loop)
        var options = MetricsOptions(endpoint: TCPEndpoint(host: "127.0.0.1", port: 0))
        options.bootstrapsMetricsSystem = false
        server = try MetricsServer(loop: loop, options: options)
    }

    func turn(_ times: Int = 3) {
        for _ in 0..<times {
            loop.runOnce()
            loop.advance(by: .milliseconds(10))
        }
    }

    /// Sends `request` from a real TCP client and returns everything answered until the
    /// server closed the connection or went quiet.
    func exchange(_ request: String) -> String {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        defer { Glibc.close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(server.endpoint.port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        turn()
        _ = Array(request.utf8).withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var answer: [UInt8] = []
        var quiet = 0
        while quiet < 20 {
            turn(1)
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let got = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if got > 0 { answer += chunk[0..<got]; quiet = 0 } else if got == 0 { break } else { quiet += 1 }
        }
        return String(decoding: answer, as: UTF8.self)
    }
}

@MainActor
@Suite("Prometheus metrics")
struct MetricsTests {
    @Test("GET /metrics counts the ticks run and shows their duration histogram and the process's figures")
    func scrapeShowsTicks() throws {
        let daemon = try MetricsDaemon()
        for _ in 0..<5 {
            try daemon.host.deliver(.control(.activate, target: "count \(daemon.loop.recorder.count)"))
            daemon.turn(1)
        }
        let ticks = daemon.loop.recorder.count
        #expect(ticks >= 5)
        let answer = daemon.exchange("GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(answer.contains("Content-Type: text/plain; version=0.0.4"))
        #expect(answer.contains("\nclockwork_ticks_total \(ticks)\n"))
        #expect(answer.contains("clockwork_tick_duration_seconds_bucket{le=\"+Inf\"} \(ticks)"))
        #expect(answer.contains("clockwork_tick_phase_duration_seconds_count{phase=\"update\"} \(ticks)"))
        #expect(answer.contains("\nclockwork_bodies_evaluated_total "))
        for name in ["process_resident_memory_bytes", "process_cpu_seconds_total", "process_open_fds", "clockwork_ticks_janky_total", "clockwork_ticks_skipped_total"] {
            #expect(answer.contains("\n\(name) "), "\(name) is missing")
        }
        // What the process cannot give back, beside its RSS: some, and no more than it.
        func value(_ name: String) -> Double? {
            answer.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap { Double($0.split(separator: " ")[1]) }
        }
        let privateDirty = try #require(value("process_private_dirty_memory_bytes"))
        let anonymous = try #require(value("process_anonymous_memory_bytes"))
        let resident = try #require(value("process_resident_memory_bytes"))
        #expect(privateDirty > 0 && privateDirty <= resident, "Private_Dirty \(privateDirty) of RSS \(resident)")
        #expect(anonymous > 0 && anonymous <= resident, "anonymous \(anonymous) of RSS \(resident)")
    }

    @Test("two pipelined requests on one connection get two answers; a scrape counts what came since the last")
    func keepAliveAndFolding() throws {
        let daemon = try MetricsDaemon()
        daemon.turn()
        let answer = daemon.exchange("GET /metrics HTTP/1.1\r\n\r\nHEAD /metrics HTTP/1.1\r\nConnection: close\r\n\r\n")
        #expect(answer.components(separatedBy: "HTTP/1.1 200 OK").count == 3)
        #expect(daemon.server.scrapes == 2)
    }

    @Test("counters a part keeps itself are served by label, moving only forward")
    func mirroredCounters() throws {
        let daemon = try MetricsDaemon()
        var totals = ["ok": 3, "not_found": 1]
        daemon.server.addCounters(name: "demo_requests_total", help: "Requests.", label: "code") { totals }
        _ = daemon.server.exposition()
        totals["ok"] = 5
        let text = String(decoding: daemon.server.exposition(), as: UTF8.self)
        #expect(text.contains("demo_requests_total{code=\"ok\"} 5"))
        #expect(text.contains("demo_requests_total{code=\"not_found\"} 1"))
    }

    @Test("a counter a part reports at 0 is served at 0 from the first scrape")
    func zeroCountersAreServed() throws {
        let daemon = try MetricsDaemon()
        daemon.server.addCounters(name: "demo_requests_total", help: "Requests.", label: "code") { ["ok": 0, "refused": 0] }
        let text = String(decoding: daemon.server.exposition(), as: UTF8.self)
        #expect(text.contains("demo_requests_total{code=\"ok\"} 0"))
        #expect(text.contains("demo_requests_total{code=\"refused\"} 0"))
    }

    @Test("a bad request gets 400 and the connection closed; an unknown path 404; a POST 405")
    func badRequests() throws {
        let daemon = try MetricsDaemon()
        #expect(daemon.exchange("HELLO\r\n\r\n").hasPrefix("HTTP/1.1 400 Bad Request"))
        #expect(daemon.exchange("GET /other HTTP/1.1\r\nConnection: close\r\n\r\n").hasPrefix("HTTP/1.1 404 Not Found"))
        #expect(daemon.exchange("POST /metrics HTTP/1.1\r\nConnection: close\r\n\r\n").hasPrefix("HTTP/1.1 405"))
        #expect(daemon.exchange("GET /metrics HTTP/1.1\r\n" + String(repeating: "X-Pad: 1234567890\r\n", count: 600)).hasPrefix("HTTP/1.1 431"))
        #expect(daemon.exchange("GET /metrics HTTP/1.1\r\nConnection: close\r\n\r\n").hasPrefix("HTTP/1.1 200"))
    }

    @Test("requests arriving in pieces are read whole")
    func requestInPieces() throws {
        var reader = HTTPRequestReader()
        var requests: [HTTPRequestReader.Request] = []
        for byte in Array("GET /metrics?x=1 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n".utf8) {
            requests += try [byte].withUnsafeBytes { try reader.read($0) }
        }
        #expect(requests == [HTTPRequestReader.Request(method: "GET", path: "/metrics?x=1", keepsAlive: true)])
    }

    @Test("an address is read as HOST:PORT, IPv6 in brackets; a mistake is named")
    func endpoints() throws {
        #expect(try TCPEndpoint(parsing: "127.0.0.1:9464") == TCPEndpoint(host: "127.0.0.1", port: 9464))
        #expect(try TCPEndpoint(parsing: "[::1]:5900") == TCPEndpoint(host: "::1", port: 5900))
        #expect(throws: TCPEndpointError.self) { try TCPEndpoint(parsing: "9464") }
        #expect(throws: TCPEndpointError.self) { try TCPEndpoint(parsing: "host:99999") }
        #expect(throws: TCPEndpointError.self) { try TCPListener(TCPEndpoint(host: "not-an-address", port: 0)) }
    }
}
