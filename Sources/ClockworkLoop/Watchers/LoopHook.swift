import CLibev

/// When a ``LoopHook`` runs within a loop iteration.
public enum LoopHookPosition: Sendable {
    /// Just before the loop blocks waiting for events (`ev_prepare`): the place to
    /// flush output that callbacks of this iteration produced.
    case beforeBlocking
    /// Just after the loop wakes from waiting, before any event callback (`ev_check`).
    case afterWaking
}

/// Calls a handler on every loop iteration, before the loop blocks or after it wakes
/// (libev's prepare and check watchers).
///
/// An active hook does not keep the loop from blocking: it costs nothing while the
/// loop sleeps. Create, start, stop and release it on its loop's thread.
public final class LoopHook {
    private enum Storage {
        case prepare(WatcherStorage<ev_prepare>)
        case check(WatcherStorage<ev_check>)
    }

    private var storage: Storage!
    private let handler: () -> Void

    /// Creates a stopped hook at `position` on `loop`.
    public init(loop: EventLoop, position: LoopHookPosition, handler: @escaping () -> Void) {
        loop.preconditionInLoop()
        self.handler = handler
        let owner = self
        switch position {
        case .beforeBlocking:
            let prepare = WatcherStorage<ev_prepare>(loop: loop.libev) { watcher in
                clibev_prepare_init(watcher) { _, watcher, _ in
                    // `data` points at the LoopHook that owns this struct; it outlives the struct.
                    Unmanaged<LoopHook>.fromOpaque(watcher!.pointee.data).takeUnretainedValue().handler()
                }
            }
            prepare.pointer.pointee.data = Unmanaged.passUnretained(owner).toOpaque()
            storage = .prepare(prepare)
        case .afterWaking:
            let check = WatcherStorage<ev_check>(loop: loop.libev) { watcher in
                clibev_check_init(watcher) { _, watcher, _ in
                    // `data` points at the LoopHook that owns this struct; it outlives the struct.
                    Unmanaged<LoopHook>.fromOpaque(watcher!.pointee.data).takeUnretainedValue().handler()
                }
            }
            check.pointer.pointee.data = Unmanaged.passUnretained(owner).toOpaque()
            storage = .check(check)
        }
    }

    /// Whether the hook is started.
    public var isActive: Bool {
        switch storage! {
        case .prepare(let watcher): watcher.isActive
        case .check(let watcher): watcher.isActive
        }
    }

    /// Starts running the handler every iteration. Starting an active hook does nothing.
    public func start() {
        guard !isActive else { return }
        switch storage! {
        case .prepare(let watcher): watcher.start()
        case .check(let watcher): watcher.start()
        }
    }

    /// Stops running the handler. Stopping a stopped hook does nothing.
    public func stop() {
        switch storage! {
        case .prepare(let watcher): watcher.stop()
        case .check(let watcher): watcher.stop()
        }
    }
}
