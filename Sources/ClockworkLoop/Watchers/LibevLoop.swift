import CLibev

/// Owns one `struct ev_loop`. Shared by an ``EventLoop`` and every watcher made on
/// it, so the libev loop is destroyed only after the last watcher is gone.
final class LibevLoop {
    /// The libev loop. Only its owning thread calls into it, except `ev_async_send`.
    let raw: OpaquePointer

    init(flags: UInt32) throws(EventLoopError) {
        guard let raw = ev_loop_new(flags) else {
            throw .cannotCreateLoop
        }
        self.raw = raw
    }

    deinit {
        ev_loop_destroy(raw)
    }
}

/// What differs between libev's watcher kinds: how to start and stop one.
protocol LibevWatcherKind {
    static func start(_ loop: OpaquePointer, _ watcher: UnsafeMutablePointer<Self>)
    static func stop(_ loop: OpaquePointer, _ watcher: UnsafeMutablePointer<Self>)
}

extension ev_io: LibevWatcherKind {
    static func start(_ loop: OpaquePointer, _ watcher: UnsafeMutablePointer<ev_io>) { ev_io_start(loop, watcher) }
    static func stop(_ loop: OpaquePointer, _ watcher: UnsafeMutablePointer<ev_io>) { ev_io_stop(loop, watcher) }
}

extension ev_timer: LibevWatcherKind {
    static func start(_ loop: OpaquePointer, _ watcher: UnsafeMutablePointer<ev_timer>) { ev_timer_start(loop, watcher) }
    static func stop(_ loop: OpaquePointer, _ watcher: UnsafeMutablePointer<ev_timer>) { ev_timer_stop(loop, watcher) }
}

extension ev_signal: LibevWatcherKind {
    static func start(_ loop: OpaquePointer, _ watcher: UnsafeMutablePointer<ev_signal>) { ev_signal_start(loop, watcher) }
    static func stop(_ loop: OpaquePointer, _ watcher: UnsafeMutablePointer<ev_signal>) { ev_signal_stop(loop, watcher) }
}

extension ev_async: LibevWatcherKind {
    static func start(_ loop: OpaquePointer, _ watcher: UnsafeMutablePointer<ev_async>) { ev_async_start(loop, watcher) }
    static func stop(_ loop: OpaquePointer, _ watcher: UnsafeMutablePointer<ev_async>) { ev_async_stop(loop, watcher) }
}

extension ev_prepare: LibevWatcherKind {
    static func start(_ loop: OpaquePointer, _ watcher: UnsafeMutablePointer<ev_prepare>) { ev_prepare_start(loop, watcher) }
    static func stop(_ loop: OpaquePointer, _ watcher: UnsafeMutablePointer<ev_prepare>) { ev_prepare_stop(loop, watcher) }
}

extension ev_check: LibevWatcherKind {
    static func start(_ loop: OpaquePointer, _ watcher: UnsafeMutablePointer<ev_check>) { ev_check_start(loop, watcher) }
    static func stop(_ loop: OpaquePointer, _ watcher: UnsafeMutablePointer<ev_check>) { ev_check_stop(loop, watcher) }
}

/// One libev watcher struct at a stable heap address, for as long as this object lives.
///
/// libev keeps a pointer to an active watcher, so the struct must never move and must
/// be stopped before it is freed: this object allocates it once, and its `deinit`
/// stops it (if active) and only then frees it. The watcher's `data` field points,
/// unretained, at the Swift object that owns this storage and handles its events.
final class WatcherStorage<Kind: LibevWatcherKind> {
    let loop: LibevLoop
    /// The watcher struct. Stable: allocated in `init`, freed in `deinit` after `stop`.
    let pointer: UnsafeMutablePointer<Kind>

    /// Allocates the struct and lets `initialize` run the matching `ev_*_init`.
    init(loop: LibevLoop, initialize: (UnsafeMutablePointer<Kind>) -> Void) {
        self.loop = loop
        pointer = .allocate(capacity: 1)
        initialize(pointer)
    }

    var isActive: Bool { clibev_is_active(pointer) != 0 }

    func start() {
        Kind.start(loop.raw, pointer)
    }

    func stop() {
        Kind.stop(loop.raw, pointer)
    }

    deinit {
        // ev_*_stop is a no-op on an inactive watcher and clears a pending event.
        Kind.stop(loop.raw, pointer)
        pointer.deallocate()
    }
}
