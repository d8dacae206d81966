import CLibev

/// Calls a handler on the loop thread after a delay, and optionally again at an
/// interval (`ev_timer`).
///
/// Timers run on libev's real clock, also when the loop's ticks run on a
/// ``ManualClock``. A repeating timer fires `interval` after its previous callback
/// *was due*, but after a stall it does not fire several times in a row to catch up.
/// Use the loop's tick, not a timer, for anything that must stay on the tick grid.
public final class TimerWatcher {
    private let storage: WatcherStorage<ev_timer>
    private let handler: () -> Void
    private let delay: Double
    private let interval: Double

    /// Creates a stopped timer that fires `delay` after ``start()``, then every `interval`
    /// (`nil`: once).
    public init(loop: EventLoop, delay: Duration, interval: Duration? = nil, handler: @escaping () -> Void) {
        loop.preconditionInLoop()
        self.handler = handler
        self.delay = delay.seconds
        self.interval = interval?.seconds ?? 0
        storage = WatcherStorage(loop: loop.libev) { watcher in
            clibev_timer_init(watcher, { _, watcher, _ in
                // `data` points at the TimerWatcher that owns this struct; it outlives the struct.
                Unmanaged<TimerWatcher>.fromOpaque(watcher!.pointee.data).takeUnretainedValue().handler()
            }, delay.seconds, interval?.seconds ?? 0)
        }
        storage.pointer.pointee.data = Unmanaged.passUnretained(self).toOpaque()
    }

    /// Whether the timer is started.
    public var isActive: Bool { storage.isActive }

    /// Starts the timer; its first delay counts from now. Restarting resets it.
    public func start() {
        storage.stop()
        // A one-shot timer that fired keeps a remaining time of zero or less, and libev would
        // fire it again at once: set the delay anew.
        clibev_timer_set(storage.pointer, delay, interval)
        storage.start()
    }

    /// Starts the timer to fire once `delay` from now (then every `interval`, if it
    /// repeats): for a wake-up whose time changes from one start to the next.
    public func start(after delay: Duration) {
        storage.stop()
        clibev_timer_set(storage.pointer, max(delay.seconds, 0), interval)
        storage.start()
    }

    /// Stops the timer. Stopping a stopped timer does nothing.
    public func stop() {
        storage.stop()
    }
}
