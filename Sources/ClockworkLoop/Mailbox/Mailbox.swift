/// A multi-producer, single-consumer queue into an ``EventLoop``.
///
/// Any thread may ``enqueue(_:)``; the loop thread takes everything queued so far
/// with ``drain(_:)``, normally once per tick. Guarantees:
///
/// - **Exactly once.** Every accepted item is handed to exactly one `drain` call.
/// - **Per-thread order.** Items from one thread drain in the order that thread
///   enqueued them. All items drain in one global order, the order in which their
///   enqueues took the lock, so causally ordered writes from different threads
///   (A writes, then signals B, which writes) also apply in that order.
/// - **Never lost silently.** Once the loop starts stopping, the mailbox is closed to
///   other threads: an enqueue either lands before the close (and the loop's final tick
///   drains it) or throws ``EventLoopError/closed``. The loop thread itself may still add
///   items during the final tick (an input event dispatched there), which that tick
///   applies; after it, the mailbox is sealed.
///
/// Cost: an enqueue takes one lock, appends to an array and, only when the queue was
/// empty and no tick that drains it is scheduled yet, wakes the loop with
/// `ev_async_send` (which itself coalesces): under a steady stream of writes the loop
/// wakes for its ticks only. It never waits
/// for loop work: the loop holds the same lock only to swap two array buffers. A drain
/// reuses the previous batch's buffer, so a steady stream of items allocates nothing.
public final class Mailbox<Element: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `items` and `closed` are touched only while holding `lock`;
    // `spare`, `wake` and `wakeUps` only on the loop thread (drain and the wake handler
    // run there); `sender` only calls ev_async_send, which libev makes thread-safe.

    /// Buffers above this many elements are released after a drain rather than kept.
    @usableFromInline
    static var retainedCapacityLimit: Int { 1 << 16 }

    @usableFromInline let lock = AdaptiveMutex()
    // The lock already makes access to these exclusive; the runtime check would only add
    // a thread-local access-set lookup to every enqueue.
    @exclusivity(unchecked) @usableFromInline var items: [Element] = []
    @exclusivity(unchecked) @usableFromInline var closed = false
    /// Set after the final tick: not even the loop thread may add items.
    @exclusivity(unchecked) @usableFromInline var sealed = false
    /// Whether a tick that drains this mailbox is scheduled, so an enqueue need not wake
    /// the loop. Guarded by `lock`; only the loop sets it (``noteTickScheduled(_:)``).
    @exclusivity(unchecked) @usableFromInline var tickIsScheduled = false
    /// How many drains have taken the queue, so an index into it stays meaningful only
    /// while this is unchanged. Guarded by `lock`.
    @exclusivity(unchecked) @usableFromInline var generation: UInt64 = 0
    @usableFromInline var spare: [Element] = []
    @usableFromInline let sender: AsyncSender
    @usableFromInline let loopThread: LoopThreadIdentity
    private let wake: AsyncWatcher

    /// How often the loop was woken for this mailbox (loop thread only).
    public private(set) var wakeUps = 0

    /// Creates a mailbox whose items the caller drains itself during ticks.
    ///
    /// An enqueue into an empty mailbox asks the loop for a tick, on the grid; the
    /// tick handler is expected to call ``drain(_:)`` in its drain phase. Create it
    /// on the loop thread; it lives as long as the loop.
    public convenience init(loop: EventLoop) {
        self.init(loop: loop, isDrainedByTicks: true) { [unowned loop] in loop.requestTick() }
    }

    /// Creates a mailbox that calls `onWake` on the loop thread when items arrive; one
    /// `isDrainedByTicks` is drained by every tick, so while a tick is scheduled the loop
    /// tells it so and it does not wake the loop.
    init(loop: EventLoop, isDrainedByTicks: Bool = false, onWake: @escaping () -> Void) {
        loop.preconditionInLoop()
        loopThread = loop.thread
        wake = AsyncWatcher(loop: loop.libev)
        sender = wake.sender
        wake.onSend = { [unowned self] in
            wakeUps += 1
            onWake()
        }
        wake.start()
        loop.adopt(self, isDrainedByTicks: isDrainedByTicks)
    }

    /// Queues `element` for the loop. Safe from any thread; never waits for the loop.
    ///
    /// - Throws: ``EventLoopError/closed`` once the loop has begun stopping.
    @inlinable
    public func enqueue(_ element: Element) throws(EventLoopError) {
        try editQueue(wakingLoop: true) { items, _ in items.append(element) }
    }

    /// Runs `body` on the queue itself, under the lock: it may append items or replace items
    /// it queued earlier in the same `generation` (the count of drains so far; an index
    /// remembered under an older generation refers to items already drained). Wakes the
    /// loop if the queue was empty and no longer is, unless `wakingLoop` is false (loop
    /// thread only).
    ///
    /// - Throws: ``EventLoopError/closed`` once the loop has begun stopping; `body` has not
    ///   run then.
    @inlinable
    public func editQueue<Result>(
        wakingLoop: Bool, _ body: (_ items: inout [Element], _ generation: UInt64) -> Result
    ) throws(EventLoopError) -> Result {
        lock.lock()
        // Closed to other threads when stopping begins; the loop thread may still add
        // items during the final tick, which applies them, until the mailbox is sealed.
        if closed, sealed || !loopThread.isCurrent {
            lock.unlock()
            throw .closed
        }
        let wasEmpty = items.isEmpty
        let result = body(&items, generation)
        let wake = wasEmpty && !items.isEmpty && !tickIsScheduled
        lock.unlock()
        if wake && wakingLoop {
            sender.send()
        }
        return result
    }

    /// Records whether a tick that drains this mailbox is scheduled, and returns whether
    /// items are waiting. Loop thread only. Both under the lock: an enqueue either sees
    /// the tick scheduled (and that tick, or the check made when it is no longer, finds
    /// the item) or wakes the loop itself, so no item waits unnoticed.
    func noteTickScheduled(_ scheduled: Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        tickIsScheduled = scheduled
        return !items.isEmpty
    }

    /// Runs `body` while holding the mailbox's lock: it sees every enqueue before it and
    /// none after it.
    @inlinable
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Hands every item queued so far to `body`, in order, on the loop thread.
    ///
    /// Items enqueued while `body` runs (also by `body` itself) wait for the next
    /// drain. Returns the number of items drained.
    @inlinable
    @discardableResult
    public func drain(_ body: (Element) -> Void) -> Int {
        loopThread.precondition()
        var batch = spare
        spare = []
        lock.lock()
        swap(&items, &batch)
        generation &+= 1
        lock.unlock()
        let count = batch.count
        for element in batch {
            body(element)
        }
        if batch.capacity <= Self.retainedCapacityLimit {
            batch.removeAll(keepingCapacity: true)
            spare = batch
        }
        return count
    }

    /// Whether nothing is queued. Safe from any thread, but only a snapshot.
    public var isEmpty: Bool {
        withLock { items.isEmpty }
    }

    /// Whether the mailbox refuses new items because its loop is stopping or stopped.
    public var isClosed: Bool {
        withLock { closed }
    }

    /// Refuses further items from other threads; those already queued, and those the loop
    /// thread adds during the final tick, stay for the final tick's drains.
    func close() {
        withLock { closed = true }
    }

    /// Refuses every further item: the final tick is over.
    func seal() {
        withLock { sealed = true }
    }
}
