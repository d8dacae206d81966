import ClockworkLoop
import Glibc
import Synchronization

/// A background thread writing a reading into the loop's mailbox `rate` times a second,
/// as a hardware poller would.
final class SensorThread: Sendable {
    private let running = RunFlag()
    private let thread: JoinableThread

    init(mailbox: Mailbox<Double>, rate: Int) throws {
        let interval = 1_000_000_000 / Int64(max(rate, 1))
        let running = self.running
        thread = try JoinableThread {
            var next = MonotonicInstant.now().nanoseconds
            var phase = 0.0
            while running.isSet {
                next += interval
                var due = timespec(tv_sec: Int(next / 1_000_000_000), tv_nsec: Int(next % 1_000_000_000))
                clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &due, nil)
                phase += 0.001
                do {
                    try mailbox.enqueue(20 + 5 * sin(phase))
                } catch {
                    return
                }
            }
        }
    }

    /// Asks the thread to finish and waits for it.
    func stop() {
        running.clear()
        thread.join()
    }
}

/// A flag the sensor thread polls to know when to finish.
private final class RunFlag: Sendable {
    private let value = Atomic<Bool>(true)
    var isSet: Bool { value.load(ordering: .relaxed) }
    func clear() { value.store(false, ordering: .relaxed) }
}
