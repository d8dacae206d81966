import ClockworkLoop
import Logging

/// The graph's write log as writers reach it: every change — a `State` write from any
/// thread, an observed object's `objectWillChange`, a publisher value — is one entry, in
/// one order consistent with causality across threads.
///
/// State boxes hold the log strongly and the log refers to its graph only on the loop
/// thread, so a writer on another thread touches no reference count of the graph (an
/// `unowned` graph in every box cost each write a strong retain and release of it, on a
/// cache line the loop thread shares), and a writer that outlives the graph finds a
/// closed log, not a dangling graph.
package final class WriteLog: @unchecked Sendable {
    // @unchecked Sendable: `entries` is a thread-safe mailbox; `tail` is touched only
    // holding its lock; `graph` is dereferenced only on the loop thread.

    /// The queue itself.
    let entries: Mailbox<GraphWrite>
    /// The trailing group, for coalescing. Guarded by the queue's lock.
    let tail = LogTailStorage()
    private let loop: EventLoop
    private let logger: Logger
    /// The graph the log feeds; loop thread only.
    unowned let graph: ViewGraph
    /// Counts the reads of `@Observable` properties made while the graph tracked reads (see
    /// ``ViewGraph/observeReads(of:countsAsBody:_:)``): a reader compares it before and
    /// after to learn whether it read any. Loop thread only.
    package nonisolated(unsafe) var modelReads: UInt64 = 0

    @MainActor
    init(graph: ViewGraph, loop: EventLoop, logger: Logger) {
        self.graph = graph
        self.loop = loop
        self.logger = logger
        entries = Mailbox(loop: loop)
    }

    /// The node being evaluated, if the caller is on the loop thread inside a body.
    func nodeBeingEvaluated() -> ViewNode? {
        loop.inLoop ? graph.evaluating : nil
    }

    /// Whether the caller is on the graph's loop thread.
    var isOnLoopThread: Bool { loop.inLoop }

    /// Appends `change` with the caller's current transaction, running `alongside` in the
    /// log's critical section. Safe from any thread.
    func append(_ change: GraphWrite.Change, alongside: () -> Void = {}) {
        let write = GraphWrite(change: change, transaction: Transaction.current)
        if write.transaction.completionID != 0 { write.transaction.completion?.wasLogged = true }
        edit(description: "\(change)") { items, generation in
            alongside()
            items.append(write)
            tail.value.barrier(at: items.count, generation: generation)
        }
    }

    /// Logs a write of `value` to `box`. Safe from any thread.
    ///
    /// The value waits in the box (``StateBox/park(_:generation:)``) and the log entry
    /// points at it. If the box already has a write in the log's trailing group (same
    /// transaction, nothing but state writes with that transaction after it), the new value
    /// only replaces the parked one: the group applies as a whole before any body or
    /// `onChange` runs, so nothing could have seen the replaced value. A thread writing one
    /// state in a tight loop costs one log entry per tick and allocates nothing. Returns
    /// whether a new entry was appended (`false`: the write joined the box's last one).
    @discardableResult
    func appendStateWrite<Box: ParkingStateBox>(to box: Box, _ value: Box.Value, alongside: () -> Void) -> Bool {
        var appended = false
        let transaction = Transaction.current
        if transaction.completionID != 0 { transaction.completion?.wasLogged = true }
        edit(description: "state ← \(value)") { items, generation in
            alongside()
            let queued = box.queued
            if tail.value.canCoalesce(queued, generation: generation, transaction: transaction) {
                box.park(value, generation: generation)
                return
            }
            appended = true
            if queued.generation == generation {
                // The box's entry in an earlier group keeps the value parked for it.
                items[queued.index] = GraphWrite(change: box.unpark(generation: generation), transaction: items[queued.index].transaction)
            }
            tail.value.startGroupIfNeeded(at: items.count, generation: generation, transaction: transaction)
            box.queued = QueuedWrite(generation: generation, index: items.count)
            box.park(value, generation: generation)
            items.append(GraphWrite(change: .parkedState(box, generation: generation), transaction: transaction))
        }
        return appended
    }

    private func edit(description: @autoclosure () -> String, _ body: (inout [GraphWrite], UInt64) -> Void) {
        let onLoop = loop.inLoop
        do {
            try entries.editQueue(wakingLoop: !onLoop, body)
        } catch {
            logger.error("a change arrived after the loop stopped and was not applied: \(description())")
            return
        }
        if onLoop { graph.loggedOnLoopThread() }
    }
}

/// The log's trailing group in an object of its own: writers on other threads update it
/// on every state write, and next to the graph's loop-thread fields its cache line would
/// bounce between cores.
final class LogTailStorage: @unchecked Sendable {
    // @unchecked Sendable: `value` is only touched holding the write log's lock (which
    // also makes access exclusive: no runtime exclusivity check).
    @exclusivity(unchecked) var value = LogTail()
}

/// The write log's trailing group: where it starts and its transaction. State writes in it
/// may be coalesced; anything else ends it.
struct LogTail {
    var generation: UInt64 = .max
    var groupStart = 0
    var transaction: Transaction?

    func canCoalesce(_ queued: QueuedWrite, generation: UInt64, transaction: Transaction) -> Bool {
        self.generation == generation && queued.generation == generation
            && queued.index >= groupStart && self.transaction == transaction
    }

    mutating func startGroupIfNeeded(at index: Int, generation: UInt64, transaction: Transaction) {
        if self.generation != generation || self.transaction != transaction {
            self.generation = generation
            self.transaction = transaction
            groupStart = index
        }
    }

    /// Ends the trailing group: nothing queued before `index` may be coalesced into.
    mutating func barrier(at index: Int, generation: UInt64) {
        self.generation = generation
        transaction = nil
        groupStart = index
    }
}

