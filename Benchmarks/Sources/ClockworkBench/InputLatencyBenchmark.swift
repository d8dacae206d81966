import ArgumentParser
import BenchmarkKit
import ClockworkCore
import ClockworkViews
import ClockworkInputSocket
import ClockworkLoop
import Glibc

/// `clockwork-bench input-latency`: from a `tap` request written to the input socket to
/// the frame that shows its effect being presented, on a real loop, at 60 Hz and 1 kHz.
struct InputLatencyBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "input-latency",
        abstract: "Socket event to applied-in-a-rendered-frame latency, p50/p99, at each rate.")

    @Option(help: "Taps per rate.")
    var n = 400

    @Option(parsing: .upToNextOption, help: "Tick rates to measure.")
    var hz: [Int] = [60, 1_000]

    @OptionGroup var output: OutputOptions

    func run() throws {
        var rows: [ReportRow] = []
        for rate in hz {
            let latencies = try MainActor.assumeIsolated { try measure(hz: rate) }.sorted()
            func percentile(_ p: Double) -> Double { latencies[min(Int(Double(latencies.count) * p), latencies.count - 1)] }
            rows.append(ReportRow([
                "name": .text("input-latency"), "hz": .integer(Int64(rate)), "n": .integer(Int64(latencies.count)),
                "p50_us": .number(percentile(0.5), decimals: 1), "p99_us": .number(percentile(0.99), decimals: 1),
                "period_us": .number(1e6 / Double(rate), decimals: 1),
            ]))
        }
        printReport(rows, json: output.json)
    }

    /// Runs a daemon's loop on this (the main) thread while a client thread taps a button
    /// `n` times, each at a random moment within a tick period after the last frame.
    @MainActor
    private func measure(hz: Int) throws -> [Double] {
        var template = Array("/tmp/clockwork-bench-XXXXXX".utf8CString)
        let directory = String(cString: mkdtemp(&template))
        let path = directory + "/bench.sock"
        defer { rmdir(directory) }
        let loop = try EventLoop(configuration: .init(ticksPerSecond: hz))
        let probe = FrameProbe()
        let log = probe.log
        let host = GraphHost(root: TapCounter(), loop: loop)
        host.present(on: probe)
        let server = try InputServer(path: path, host: host)
        loop.onStop { server.close() }
        let taps = n
        let period = 1_000_000_000 / Int64(hz)
        let client = try JoinableThread {
            var latencies: [Double] = []
            guard let fd = try? UnixSocket.connect(to: path) else { return loop.stop() }
            defer { close(fd) }
            var random = SplitMix(seed: 42)
            var reply = [UInt8](repeating: 0, count: 4096)
            for tap in 1...taps {
                var pause = timespec(tv_sec: 0, tv_nsec: Int(random.next() % UInt64(period)))
                nanosleep(&pause, nil)
                let line = Array(#"{"cmd":"tap","target":"tap"}"#.utf8) + [10]
                let sent = MonotonicInstant.now()
                // Safe: the buffers are only read or filled by the system call, within each closure.
                _ = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                let shown = log.waitForFrame(showing: tap)
                latencies.append(Double((shown - sent).nanoseconds) / 1_000)
                _ = reply.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            }
            log.results = latencies
            loop.stop()
        }
        try loop.run()
        client.join()
        return log.results
    }
}

/// A button and the number of times it was tapped.
private struct TapCounter: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Button("tap") { taps += 1 }.accessibilityIdentifier("tap")
            Text("\(taps)")
        }
    }
}

/// A render target that notes, in its ``FrameLog``, when the frame showing each tap
/// count was presented.
private final class FrameProbe: RenderTarget {
    let size = Size(width: 20, height: 4)
    let log = FrameLog()

    func present(_ list: DisplayList, damage: Damage) {
        let now = MonotonicInstant.now()
        for item in list.items {
            if case .text(let text) = item.primitive, let count = Int(text) { log.shown(count, at: now) }
        }
    }

    func close() {}
}

/// When each tap count was first shown, written by the loop thread, awaited by the client.
private final class FrameLog: @unchecked Sendable {
    // @unchecked Sendable: `shown` and `collected` are read and written holding `lock`.
    private let lock = AdaptiveMutex()
    private let condition = DispatchLikeCondition()
    private var shownAt: [Int: MonotonicInstant] = [:]
    private var collected: [Double] = []

    var results: [Double] {
        get { lock.withLock { collected } }
        set { lock.withLock { collected = newValue } }
    }

    func shown(_ count: Int, at time: MonotonicInstant) {
        lock.withLock { shownAt[count] = shownAt[count] ?? time }
        condition.signal()
    }

    /// Blocks until the frame showing `count` taps was presented; returns when it was.
    func waitForFrame(showing count: Int) -> MonotonicInstant {
        while true {
            if let time = lock.withLock({ shownAt[count] }) { return time }
            condition.wait()
        }
    }
}

/// A counting semaphore: the client thread sleeps until the loop signals a frame.
private final class DispatchLikeCondition: @unchecked Sendable {
    // @unchecked Sendable: the semaphore is allocated once at a stable address and used only
    // through sem_post/sem_wait, which are thread-safe.
    private let semaphore = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)

    init() { sem_init(semaphore, 0, 0) }

    deinit {
        sem_destroy(semaphore)
        semaphore.deallocate()
    }

    func signal() { sem_post(semaphore) }

    func wait() {
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        deadline.tv_nsec += 10_000_000
        if deadline.tv_nsec >= 1_000_000_000 { deadline.tv_sec += 1; deadline.tv_nsec -= 1_000_000_000 }
        _ = sem_timedwait(semaphore, &deadline)
    }
}

/// A small deterministic random generator (SplitMix64), so runs pace their taps alike.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
