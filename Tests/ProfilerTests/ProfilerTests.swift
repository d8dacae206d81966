import ClockworkLoop
import ClockworkProfiler
import Foundation
import FoundationXML
import Glibc
import Testing
@testable import ClockworkCore
@testable import ClockworkViews
@testable import ClockworkInputSocket

private struct Idle: View {
    var body: some View { Text("idle") }
}

/// A daemon on a manual clock whose input phase spends a known time each tick, and a
/// client subscribed to its `ticks` stream over the real socket.
@MainActor
private final class InjectedDaemon {
    let clock = ManualClock()
    let loop: EventLoop
    let host: GraphHost
    let server: InputServer
    let client: Int32
    private let input: SpendingInput
    private let directory: String
    private var pending: [UInt8] = []

    /// Tick k's input phase spends `spend(k)`.
    init(spend: @escaping (Int) -> Duration) throws {
        var template = Array("/tmp/clockwork-prof-test-XXXXXX".utf8CString)
        directory = String(cString: mkdtemp(&template))
        loop = try EventLoop(configuration: .init(ticksPerSecond: 1_000, clock: .manual(clock)))
        host = GraphHost(root: Idle(), loop: loop)
        server = try InputServer(path: directory + "/d.sock", host: host)
        client = try UnixSocket.connect(to: directory + "/d.sock")
        input = SpendingInput(clock: clock, spend: spend)
        host.addInputSource(input)
        let request = Array(#"{"cmd":"subscribe","stream":"ticks"}"#.utf8) + [10]
        _ = request.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
    }

    func close() {
        Glibc.close(client)
        server.close()
        rmdir(directory)
    }

    /// Runs `count` ticks, collecting every tick sample the stream sends.
    func run(ticks count: Int) -> [TickSample] {
        var samples: [TickSample] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        for _ in 0..<count {
            loop.runOnce()
            loop.advance(by: loop.grid.period)
            while true {
                let read = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
                guard read > 0 else { break }
                pending += buffer[0..<read]
            }
            while let newline = pending.firstIndex(of: 10) {
                if let sample = TickSample.fromEventLine(pending[..<newline]) { samples.append(sample) }
                pending.removeSubrange(...newline)
            }
        }
        return samples
    }
}

@Suite("Profiler")
@MainActor
struct ProfilerTests {
    @Test("percentiles, janky ticks and counts match a known distribution of injected phase durations")
    func percentilesMatchTheInjectedDistribution() throws {
        // Tick k's input phase takes (k mod 100) + 1 µs: uniform over 1…100 µs.
        let daemon = try InjectedDaemon { .microseconds(($0 % 100) + 1) }
        defer { daemon.close() }
        let samples = daemon.run(ticks: 1_200).filter { $0.phasesNs[1] > 0 }.prefix(1_000)
        #expect(samples.count == 1_000)
        var recorder = ProfileRecorder(budgetNs: 95_000)
        for sample in samples { recorder.record(sample) }
        let summary = recorder.summary()
        let input = try #require(summary.phasesUs["input"])
        #expect(abs(input.p50 - 50) <= 0.1, "p50 \(input.p50)")
        #expect(abs(input.p90 - 90) <= 0.1, "p90 \(input.p90)")
        #expect(abs(input.p99 - 99) <= 0.1, "p99 \(input.p99)")
        #expect(abs(input.max - 100) <= 0.1, "max \(input.max)")
        #expect(summary.ticks == 1_000)
        #expect(summary.janky == 50, "ticks over the 95 µs budget: 96…100 µs, 5 in every 100")
        #expect(summary.missed == 0 && summary.skipped == 0)
        #expect(abs(summary.targetHz - 1_000) < 1e-9)
        #expect(summary.latenessUs.max == 0, "a manual clock starts every tick on its grid point")
        // On a manual clock only the spent time passes: the tick is its input phase.
        #expect(abs(summary.durationUs.p50 - 50) <= 0.1)
    }

    @Test("the trace is valid JSON whose phase slices nest inside their tick; the CSV has one row per tick")
    func traceNestsAndCSVHasARowPerTick() throws {
        let daemon = try InjectedDaemon { .microseconds(($0 % 7) * 10 + 5) }
        defer { daemon.close() }
        let samples = Array(daemon.run(ticks: 300))
        #expect(samples.count >= 290)
        let trace = try #require(JSONSerialization.jsonObject(with: Data(ProfileExport.chromeTrace(samples).utf8)) as? [String: Any])
        let events = try #require(trace["traceEvents"] as? [[String: Any]])
        let ticks = events.filter { $0["name"] as? String == "tick" && $0["ph"] as? String == "X" }
        let phases = events.filter { $0["cat"] as? String == "phase" }
        #expect(ticks.count == samples.count)
        #expect(phases.count >= samples.count, "at least the input phase of every tick")
        #expect(events.contains { $0["ph"] as? String == "C" && $0["name"] as? String == "counters" })
        for phase in phases {
            let start = try #require(phase["ts"] as? Double), duration = try #require(phase["dur"] as? Double)
            let parent = ticks.first { tick in
                let tickStart = tick["ts"] as? Double ?? -1, tickDuration = tick["dur"] as? Double ?? -1
                return start >= tickStart - 0.001 && start + duration <= tickStart + tickDuration + 0.001
            }
            #expect(parent != nil, "\(phase) nests in a tick")
        }
        let csv = ProfileExport.csv(samples).split(separator: "\n")
        #expect(csv.count == samples.count + 1)
        #expect(csv[0].hasPrefix("number,due_ns,start_ns,end_ns,lateness_us,duration_us,skipped,drain_us,input_us"))
        #expect(csv.dropFirst().allSatisfy { $0.split(separator: ",").count == csv[0].split(separator: ",").count })
    }

    @Test("a summary round-trips through its JSON, and a comparison shows ratios")
    func summaryRoundTripsAndCompares() throws {
        let slow = try InjectedDaemon { _ in .microseconds(40) }
        defer { slow.close() }
        let fast = try InjectedDaemon { _ in .microseconds(10) }
        defer { fast.close() }
        var a = ProfileRecorder(), b = ProfileRecorder()
        for sample in slow.run(ticks: 100) { a.record(sample) }
        for sample in fast.run(ticks: 100) { b.record(sample) }
        let decoded = try ProfileSummary(json: Data(a.summary().json().utf8))
        #expect(decoded == a.summary())
        let comparison = ProfileSummary.comparison(a.summary(), b.summary(), names: ("slow", "fast"))
        #expect(comparison.contains("input p50 µs"))
        #expect(comparison.split(separator: "\n").contains { $0.hasPrefix("input p50 µs") && $0.hasSuffix("0.25×") })
        #expect(a.summary().table().contains("janky (over 1000 µs): 0"))
    }

    @Test("a profile of an idle daemon covers the whole window: one tick in ten seconds is idle 100 % at 0.1 Hz")
    func idleDaemonProfileCoversTheWindow() {
        var recorder = ProfileRecorder()
        let phases = TickSample.phaseNames.map { _ in Int64(0) }
        let counters = TickSample.counterNames.map { _ in Int64(0) }
        recorder.record(TickSample(number: 7, periodNs: 16_666_667, dueNs: 1_000_000_000, startNs: 1_000_010_000,
                                   endNs: 1_000_060_000, skipped: 0, phasesNs: phases, counters: counters))
        let summary = recorder.summary(windowNs: 900_000_000...10_900_000_000)
        #expect(summary.seconds == 10)
        #expect(abs(summary.achievedHz - 0.1) < 1e-9)
        #expect(summary.idlePercent > 99.99)
        #expect(summary.table().hasPrefix("1 ticks in 10.0 s · 0.1 Hz achieved of 60.0 Hz · idle 100.0 %"))
    }

    @Test("the SVG plot is well-formed XML with a bar per occupied bin and a lateness line")
    func svgIsWellFormed() throws {
        let daemon = try InjectedDaemon { .microseconds(($0 % 10) * 20 + 1) }
        defer { daemon.close() }
        let samples = daemon.run(ticks: 200)
        var recorder = ProfileRecorder()
        for sample in samples { recorder.record(sample) }
        let svg = ProfileExport.svg(samples, summary: recorder.summary())
        let document = try XMLDocument(xmlString: svg)
        #expect(document.rootElement()?.name == "svg")
        #expect((try document.nodes(forXPath: "//*[local-name()='rect']")).count >= 11, "background and the bars")
        #expect((try document.nodes(forXPath: "//*[local-name()='polyline']")).count == 1)
    }
}

/// An input source that delivers nothing and spends time: tick k's input phase takes
/// `spend(k)` on the manual clock, and asks for the next tick.
@MainActor
private final class SpendingInput: InputSource {
    private let clock: ManualClock
    private let spend: (Int) -> Duration
    private var tick = 0

    init(clock: ManualClock, spend: @escaping (Int) -> Duration) {
        self.clock = clock
        self.spend = spend
    }

    func deliverEvents(to host: GraphHost) -> Int {
        tick += 1
        clock.spend(spend(tick))
        host.loop.requestTick()
        return 0
    }
}
