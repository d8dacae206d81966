import CLibev

/// Readiness a file descriptor can be watched for.
public struct IOEvents: OptionSet, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The descriptor can be read without blocking (or has reached end of file).
    public static let read = IOEvents(rawValue: Int32(CLIBEV_READ))
    /// The descriptor can be written without blocking.
    public static let write = IOEvents(rawValue: Int32(CLIBEV_WRITE))
}

/// Calls a handler on the loop thread whenever a file descriptor is ready (`ev_io`).
///
/// Level-triggered: the handler runs on every loop iteration while the descriptor
/// stays ready. Create, start, stop and release it on its loop's thread; releasing
/// an active watcher stops it. The watcher does not own or close the descriptor.
public final class IOWatcher {
    private let storage: WatcherStorage<ev_io>
    private let handler: (IOEvents) -> Void

    /// Creates a stopped watcher for `fd` and `events` on `loop`. Of the watchers ready in
    /// one turn of the loop, those of a higher `priority` (libev's, -2 to 2) are called first.
    public init(loop: EventLoop, fd: Int32, events: IOEvents, priority: Int32 = 0, handler: @escaping (IOEvents) -> Void) {
        loop.preconditionInLoop()
        self.handler = handler
        storage = WatcherStorage(loop: loop.libev) { watcher in
            clibev_io_init(watcher, { _, watcher, revents in
                // `data` points at the IOWatcher that owns this struct; it outlives the struct.
                let owner = Unmanaged<IOWatcher>.fromOpaque(watcher!.pointee.data).takeUnretainedValue()
                owner.handler(IOEvents(rawValue: revents))
            }, fd, events.rawValue)
            clibev_set_priority(watcher, priority)
        }
        storage.pointer.pointee.data = Unmanaged.passUnretained(self).toOpaque()
    }

    /// The watched descriptor.
    public var fd: Int32 { storage.pointer.pointee.fd }

    /// Whether the watcher is started.
    public var isActive: Bool { storage.isActive }

    /// Starts watching. Starting an active watcher does nothing.
    public func start() {
        if !storage.isActive { storage.start() }
    }

    /// Stops watching. Stopping a stopped watcher does nothing.
    public func stop() {
        storage.stop()
    }

    /// Changes the events watched for; the watcher keeps its started or stopped state.
    public func watch(_ events: IOEvents) {
        let wasActive = storage.isActive
        storage.stop()
        clibev_io_set(storage.pointer, storage.pointer.pointee.fd, events.rawValue)
        if wasActive { storage.start() }
    }
}
