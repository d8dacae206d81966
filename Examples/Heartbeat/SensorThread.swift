import ClockworkLoop
import Glibc
import Synchronization

/// A background thread writing a reading into the loop's mailbox `rate` times a second,
/// as a hardware poller would.
final class SensorThread: Sendable {
    private let running = RunFlag()
    private let box: ThreadBox

    init(mailbox: Mailbox<Double>, rate: Int) {
        let interval = 1_000_000_000 / Int64(max(rate, 1))
        let running = self.running
        box = ThreadBox {
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
        box.join()
    }
}

/// A flag the sensor thread polls to know when to finish.
private final class RunFlag: Sendable {
    private let value = Atomic<Bool>(true)
    var isSet: Bool { value.load(ordering: .relaxed) }
    func clear() { value.store(false, ordering: .relaxed) }
}

/// A joinable pthread running one closure.
private final class ThreadBox: @unchecked Sendable {
    // @unchecked Sendable: `thread` is written once in init, before the object is shared.
    private var thread = pthread_t()

    init(_ body: @escaping @Sendable () -> Void) {
        final class Body { let run: @Sendable () -> Void; init(_ run: @escaping @Sendable () -> Void) { self.run = run } }
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        let result = pthread_create(&thread, nil, { raw in
            Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, context)
        precondition(result == 0, "pthread_create failed: \(result)")
    }

    func join() {
        pthread_join(thread, nil)
    }
}
