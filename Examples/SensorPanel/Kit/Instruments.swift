import ClockworkCore
import ClockworkLoop
import Foundation
import ServiceLifecycle
import Synchronization

/// One sample of the panel's three instruments.
public struct Reading: Equatable, Sendable {
    public var temperature = 20.0
    public var pressure = 1013.0
    public var flow = 0.5
    /// Samples taken since the counter was last zeroed.
    public var samples = 0

    /// A reading before any sample.
    public init() {}

    /// The reading after this one, `elapsed` seconds into a run: the simulated probes.
    public func next(at elapsed: Double) -> Reading {
        var next = self
        next.temperature = 25 + 8 * sin(elapsed * 0.7) + 0.3 * sin(elapsed * 13)
        next.pressure = 1013 + 12 * sin(elapsed * 0.23)
        next.flow = 0.5 + 0.45 * sin(elapsed * 1.9)
        next.samples += 1
        return next
    }
}

/// The panel's instruments: probes sampled `rate` times a second, read by a background
/// thread the way a daemon reads a buffered sensor (a FIFO drained at a watermark, as
/// Linux's IIO buffers deliver): it wakes about 60 times a second, takes the samples taken
/// since, and publishes the newest reading from that thread. Waking once per sample would
/// cost the thread a thousand wake-ups a second for readings no frame shows. `@Published`
/// writes from any thread reach the view through Clockwork's write log, once a tick.
///
/// It is a service of the daemon's group: on graceful shutdown the group stops it before
/// the loop, so the final tick shows the last reading and none arrives after.
public final class Instruments: ObservableObject, Service, @unchecked Sendable {
    // @unchecked Sendable: `reading` is set by one thread at a time — the sampling thread,
    // or a benchmark's producer — (OpenCombine's published subject locks its value); the
    // flags are atomics; `thread` is set and cleared by `run()`, and by `stop()` only
    // after the group has finished running it; `lastRecorded` is touched by `take(_:)`
    // alone, on the loop (readings from a broker).
    @Published public private(set) var reading = Reading()
    private let paused = Atomic<Bool>(false)
    private let zeroRequested = Atomic<Bool>(false)
    private let running = Atomic<Bool>(true)
    /// Nanoseconds between samples; `nil` when nothing is sampled.
    private let interval: Int64?
    private var thread: JoinableThread?
    /// When ``take(_:)`` last added a point to the trend.
    private var lastRecorded = Date.distantPast
    /// Readings published so far (for the shutdown summary).
    public let published = Atomic<Int>(0)
    /// The last minute of the readings, recorded by the sampling thread.
    public let history = TrendHistory()

    /// Instruments sampled `rate` times a second on a thread of their own once the daemon's
    /// group runs them (``run()``), not before: a thread started before the daemon has set
    /// up (its `malloc` arenas) would allocate in a heap of its own. With `rate` `nil`,
    /// readings come only from ``publish(_:)`` (a benchmark's producer).
    public init(rate: Int?) {
        interval = rate.map { 1_000_000_000 / Int64(max($0, 1)) }
    }

    /// Publishes `reading`, from any thread, as the sampling thread does.
    public func publish(_ reading: Reading) {
        self.reading = reading
        published.add(1, ordering: .relaxed)
    }

    /// Whether sampling is paused.
    public var isPaused: Bool { paused.load(ordering: .relaxed) }

    /// The temperature, set as a reading from elsewhere arrives (a broker's): a sample, a
    /// point of the trend every half second, and nothing while paused.
    public var temperature: Double {
        get { reading.temperature }
        set { take { $0.temperature = newValue } }
    }

    /// The pressure, set as ``temperature`` is.
    public var pressure: Double {
        get { reading.pressure }
        set { take { $0.pressure = newValue } }
    }

    /// The flow, set as ``temperature`` is.
    public var flow: Double {
        get { reading.flow }
        set { take { $0.flow = newValue } }
    }

    /// Takes one figure from elsewhere into the reading, as a sample.
    private func take(_ change: (inout Reading) -> Void) {
        guard !isPaused else { return }
        var next = reading
        change(&next)
        next.samples = zeroRequested.exchange(false, ordering: .relaxed) ? 1 : next.samples + 1
        publish(next)
        let now = Date()
        if now.timeIntervalSince(lastRecorded) >= TrendHistory.interval {
            lastRecorded = now
            history.record(next, at: now)
        }
    }

    func setPaused(_ value: Bool) { paused.store(value, ordering: .relaxed) }

    /// Restarts the sample counter at the next sample.
    func zero() { zeroRequested.store(true, ordering: .relaxed) }

    /// Samples until graceful shutdown, then stops the thread.
    public func run() async throws {
        if let interval {
            thread = try JoinableThread { [unowned self] in sample(every: interval) }
        }
        try? await gracefulShutdown()
        stop()
    }

    /// Stops the sampling thread and waits for it.
    public func stop() {
        running.store(false, ordering: .relaxed)
        thread?.join()
        thread = nil
    }

    /// Samples buffered per wake-up: the FIFO's watermark, about a 60 Hz frame's worth.
    static func batch(forInterval interval: Int64) -> Int {
        max(Int(16_666_667 / interval), 1)
    }

    private func sample(every interval: Int64) {
        let batch = Self.batch(forInterval: interval)
        var next = MonotonicInstant.now().nanoseconds
        var current = Reading()
        var time = 0.0
        var recorded = -Double.infinity
        while running.load(ordering: .relaxed) {
            next += interval * Int64(batch)
            var due = timespec(tv_sec: Int(next / 1_000_000_000), tv_nsec: Int(next % 1_000_000_000))
            clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &due, nil)
            if paused.load(ordering: .relaxed) { continue }
            if zeroRequested.exchange(false, ordering: .relaxed) { current.samples = 0 }
            for _ in 0..<batch {
                time += Double(interval) / 1e9
                current = current.next(at: time)
            }
            publish(current)
            if time - recorded >= TrendHistory.interval {
                recorded = time
                history.record(current, at: Date())
            }
        }
    }
}
