/// The storage behind one ``State`` of one view identity.
///
/// It holds two values. `committed` is what bodies see: it changes only when the graph
/// applies a write from its write log, group by group, so a body never sees half of an
/// action's changes. `latest` is what code outside bodies reads (actions, other
/// threads): every write sets it at once, inside the write log's critical section, so
/// `count += 1` from a background thread reads its own earlier writes.
package final class StateBox<Value>: TrackedSource, ParkingStateBox, @unchecked Sendable {
    // @unchecked Sendable: `committed` is read and written only on the loop thread
    // (bodies and `apply`); `latest` and `queued` only inside the write log's lock;
    // the parked slots as `park(_:generation:)` states; `log` is a let.

    /// Held strongly: writers on any thread reach the log without touching the graph.
    private let log: WriteLog
    /// Loop thread only, never under an open `inout` access: no runtime exclusivity check.
    @exclusivity(unchecked) private var committed: Value
    // `latest` and `queued` are only touched under the log's lock, which already makes
    // access exclusive: no runtime exclusivity check.
    @exclusivity(unchecked) private var latest: Value
    /// Where this box's last write sits in the write log, for coalescing (see `WriteLog.appendStateWrite`).
    @exclusivity(unchecked) package var queued = QueuedWrite()
    /// Values waiting in the write log, one slot per parity of the log's drain generation.
    /// Not optional (an optional of a generic value costs a metadata lookup per write): a
    /// slot keeps its last value until the next write of its parity replaces it.
    @exclusivity(unchecked) private var parkedEven: Value
    @exclusivity(unchecked) private var parkedOdd: Value
    private let isEqual: ((Value, Value) -> Bool)?

    init(_ value: Value, graph: ViewGraph) {
        log = graph.writeLog
        committed = value
        latest = value
        parkedEven = value
        parkedOdd = value
        isEqual = EquatableCheck.function(for: Value.self)
    }

    /// The box in `node`'s `slot`, made with `initialValue` on the node's first
    /// evaluation; `current` when it is already that box (a value the node evaluated
    /// before holds its box: no cast).
    @MainActor
    static func attached(_ current: StateBox?, in node: ViewNode, slot: Int, initialValue: @autoclosure () -> Value) -> StateBox {
        if let current, current === node.propertyStorage[slot] { return current }
        if let existing = node.propertyStorage[slot] as? StateBox { return existing }
        let created = StateBox(initialValue(), graph: node.graph)
        node.propertyStorage[slot] = created
        return created
    }

    /// The value as the caller should see it: committed inside a body (and the read is
    /// recorded as a dependency), latest anywhere else.
    package func read() -> Value {
        if let node = log.nodeBeingEvaluated() {
            recordRead(by: node)
            return committed
        }
        return log.entries.withLock { latest }
    }

    /// Logs a write of `value`; visible to `read()` outside bodies at once.
    package func write(_ value: Value) {
        log.appendStateWrite(to: self, value) { latest = value }
    }

    /// Parks `value` for the log entry of drain generation `generation`. Under the log's
    /// lock.
    ///
    /// Writers only ever touch the slot of the current generation; the loop takes a slot
    /// out of a drained batch (`applyParked`) before it drains again, so the slot writers
    /// use next is never the one it reads. Writes the loop cannot apply before its next
    /// drain (a requeued batch) are unparked first.
    func park(_ value: Value, generation: UInt64) {
        if generation & 1 == 0 { parkedEven = value } else { parkedOdd = value }
    }

    /// Takes the value parked for `generation` out, as a plain state write.
    package func unpark(generation: UInt64) -> GraphWrite.Change {
        .state(self, parked(generation: generation) as Any)
    }

    private func parked(generation: UInt64) -> Value {
        generation & 1 == 0 ? parkedEven : parkedOdd
    }

    /// Applies one logged write, on the loop thread, in log order.
    @MainActor
    package func apply(_ value: Any) {
        commit(value as! Value)
    }

    /// Applies the value parked for `generation`, on the loop thread, in log order.
    @MainActor
    package func applyParked(generation: UInt64) {
        commit(parked(generation: generation))
    }

    @MainActor
    private func commit(_ value: Value) {
        if let isEqual, isEqual(committed, value) { return }
        committed = value
        invalidateObservers(in: log.graph)
    }
}

/// A state box of any value type, as the write log holds it.
package protocol AnyStateBox: AnyObject, Sendable {
    @MainActor func apply(_ value: Any)
    @MainActor func applyParked(generation: UInt64)
    /// Takes the value parked for `generation` out, as a plain state write. Under the log's lock.
    func unpark(generation: UInt64) -> GraphWrite.Change
    /// Where the box's last write sits in the log. Guarded by the log's lock.
    var queued: QueuedWrite { get set }
}

/// A box whose writes wait in it while their log entry points at them (see
/// ``WriteLog/appendStateWrite(to:_:alongside:)``): a ``State`` box or an `@Observable`
/// model's property.
protocol ParkingStateBox<Value>: AnyStateBox {
    associatedtype Value
    /// Parks `value` for the log entry of drain generation `generation`. Under the log's lock.
    func park(_ value: Value, generation: UInt64)
}

/// Where a state box's last write sits in the write log: valid while the log's drain
/// generation is unchanged.
package struct QueuedWrite {
    var generation: UInt64 = .max
    var index = 0
}

/// Finds whether a type is `Equatable` and, if so, how to compare two of its values.
package enum EquatableCheck {
    package static func function<Value>(for type: Value.Type) -> ((Value, Value) -> Bool)? {
        guard let equatable = type as? any Equatable.Type else { return nil }
        return compare(equatable, as: type)
    }

    private static func compare<E: Equatable, Value>(_: E.Type, as _: Value.Type) -> (Value, Value) -> Bool {
        // E and Value are the same type here (E is Value, opened), so the two function
        // types have the same representation: no cast per comparison.
        let equals: (E, E) -> Bool = { $0 == $1 }
        return unsafeBitCast(equals, to: ((Value, Value) -> Bool).self)
    }
}
