import CLibev

/// Calls a handler on the loop thread when the process receives a signal (`ev_signal`).
///
/// libev catches the signal with its own `sigaction` handler, whichever thread the
/// kernel delivers it to, and wakes the loop; the handler here then runs as an
/// ordinary loop callback, so it may do anything a callback may. While at least one
/// watcher for a signal is active the signal's default action (for SIGTERM:
/// termination) is replaced; stopping the last one restores the default. A signal
/// can be watched by one loop at a time.
public final class SignalWatcher {
    private let storage: WatcherStorage<ev_signal>
    private let handler: () -> Void

    /// Creates a stopped watcher for `signal` on `loop`.
    public init(loop: EventLoop, signal: Int32, handler: @escaping () -> Void) {
        loop.preconditionInLoop()
        self.handler = handler
        storage = WatcherStorage(loop: loop.libev) { watcher in
            clibev_signal_init(watcher, { _, watcher, _ in
                // `data` points at the SignalWatcher that owns this struct; it outlives the struct.
                Unmanaged<SignalWatcher>.fromOpaque(watcher!.pointee.data).takeUnretainedValue().handler()
            }, signal)
        }
        storage.pointer.pointee.data = Unmanaged.passUnretained(self).toOpaque()
    }

    /// The watched signal number.
    public var signal: Int32 { storage.pointer.pointee.signum }

    /// Whether the watcher is started.
    public var isActive: Bool { storage.isActive }

    /// Starts catching the signal. Starting an active watcher does nothing.
    public func start() {
        if !storage.isActive { storage.start() }
    }

    /// Stops catching the signal. Stopping a stopped watcher does nothing.
    public func stop() {
        storage.stop()
    }
}
