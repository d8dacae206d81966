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

/// The producer thread: publishes each tick's readings from a thread of its own, as the
/// demo's sampler does, while the loop thread waits; counts its own CPU time.
public final class Producer: @unchecked Sendable {
    // @unchecked Sendable: `batch` and `cpu` are handed over with the semaphores (one side
    // at a time); `instruments` publishes from any thread.
    private let instruments: Instruments
    private var batch: ArraySlice<Reading> = []
    private var cpu = Duration.zero
    private var done = false
    private let go = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private var thread: JoinableThread?

    /// Starts the thread, publishing to `instruments`.
    public init(instruments: Instruments) throws {
        self.instruments = instruments
        thread = try JoinableThread { [unowned self] in
            while true {
                go.wait()
                if done { break }
                let start = threadCPUTime()
                for reading in batch { instruments.publish(reading) }
                cpu += threadCPUTime() - start
                finished.signal()
            }
        }
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
