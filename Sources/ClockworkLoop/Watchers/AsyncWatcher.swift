import CLibev

/// Wakes the loop from any thread and calls a handler on the loop thread (`ev_async`).
///
/// Sends coalesce: however many threads call ``send()`` before the loop gets to it,
/// the handler runs once. This is the loop's only cross-thread wake-up; the
/// ``Mailbox`` and ``EventLoop/stop()`` are built on it.
final class AsyncWatcher {
    private let storage: WatcherStorage<ev_async>
    /// Runs on the loop thread once per coalesced batch of sends.
    var onSend: () -> Void = {}

    init(loop: LibevLoop) {
        storage = WatcherStorage(loop: loop) { watcher in
            clibev_async_init(watcher) { _, watcher, _ in
                // `data` points at the AsyncWatcher that owns this struct; it outlives the struct.
                Unmanaged<AsyncWatcher>.fromOpaque(watcher!.pointee.data).takeUnretainedValue().onSend()
            }
        }
        storage.pointer.pointee.data = Unmanaged.passUnretained(self).toOpaque()
    }

    /// A sender that any thread may use to wake this watcher's loop.
    var sender: AsyncSender { AsyncSender(loop: storage.loop.raw, watcher: storage.pointer) }

    func start() { storage.start() }
    func stop() { storage.stop() }
}

/// The thread-safe half of an ``AsyncWatcher``: the two pointers `ev_async_send` needs.
@usableFromInline
struct AsyncSender: @unchecked Sendable {
    // Safe to send: libev documents ev_async_send as callable from any thread, and the
    // pointees outlive every sender (the watcher's owner keeps both alive while it can be reached).
    let loop: OpaquePointer
    let watcher: UnsafeMutablePointer<ev_async>

    @usableFromInline
    func send() { ev_async_send(loop, watcher) }
}
