import ClockworkLoop
import Foundation
import SensorPanelKit

/// The readings a 1 kHz probe takes over `ticks` ticks of `perTick` readings each, as the
/// demo's sampling thread does.
public func panelReadings(ticks: Int, perTick: Int) -> [Reading] {
    var reading = Reading()
    return (0..<(ticks * perTick)).map { index in
        reading = reading.next(at: Double(index + 1) / 1_000)
        return reading
    }
}

/// The moment the benchmarks' readings start: their trend points are dated from it.
let trendEpoch = Date(timeIntervalSinceReferenceDate: 800_000_000)

/// A trend history holding the minute before the readings start, as a demo that has run
/// for a minute shows: its charts draw a full window from the first tick.
public func fullTrendHistory() -> TrendHistory {
    let history = TrendHistory()
    var reading = Reading()
    let points = Int(TrendHistory.window / TrendHistory.interval)
    for index in 0..<points {
        let time = Double(index) * TrendHistory.interval
        reading = reading.next(at: time)
        history.record(reading, at: trendEpoch.addingTimeInterval(time - TrendHistory.window))
    }
    return history
}

/// The producer thread: publishes each tick's readings from a thread of its own, as the
/// demo's sampler does, while the loop thread waits; counts its own CPU time. Given a
/// trend history, it records a point every `TrendHistory.interval` of the readings' time,
/// as the demo's sampler does.
public final class Producer: @unchecked Sendable {
    // @unchecked Sendable: `batch`, `cpu` and the readings' time are handed over with the
    // semaphores (one side at a time); `instruments` publishes from any thread; `history`
    // is written by this thread only, as the demo's sampler is its only writer.
    private let instruments: Instruments
    private let history: TrendHistory?
    private var batch: ArraySlice<Reading> = []
    private var cpu = Duration.zero
    private var done = false
    private var published = 0
    private var recorded = -Double.infinity
    private let go = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private var thread: JoinableThread?

    /// Starts the thread, publishing to `instruments` (and recording into `history`).
    public init(instruments: Instruments, history: TrendHistory? = nil) throws {
        self.instruments = instruments
        self.history = history
        thread = try JoinableThread { [unowned self] in
            while true {
                go.wait()
                if done { break }
                let start = threadCPUTime()
                for reading in batch { instruments.publish(reading) }
                record()
                cpu += threadCPUTime() - start
                finished.signal()
            }
        }
    }

    /// Records the batch's last reading in the history, if a point is due.
    private func record() {
        published += batch.count
        let time = Double(published) / 1_000
        guard let history, let last = batch.last, time - recorded >= TrendHistory.interval else { return }
        recorded = time
        history.record(last, at: trendEpoch.addingTimeInterval(time))
    }

    /// Publishes `readings` on the producer thread and waits until it has.
    public func publish(_ readings: ArraySlice<Reading>) {
        batch = readings
        go.signal()
        finished.wait()
    }

    /// Stops the thread; the CPU time its writes took.
    public func finish() -> Duration {
        done = true
        go.signal()
        thread?.join()
        return cpu
    }
}
