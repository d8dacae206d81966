/// The storage behind one ``State`` of one view identity.
///
/// It holds two values. `committed` is what bodies see: it changes only when the graph
/// applies a write from its write log, group by group, so a body never sees half of an
/// action's changes. `latest` is what code outside bodies reads (actions, other
/// threads): every write sets it at once, inside the write log's critical section, so
/// `count += 1` from a background thread reads its own earlier writes.
final class StateBox<Value>: Observable, AnyStateBox, @unchecked Sendable {
    // @unchecked Sendable: `committed` is read and written only on the loop thread
    // (bodies and `apply`); `latest` and `queued` only inside `graph.writes`' lock;
    // `graph` is a let.

    private unowned let graph: ViewGraph
    private var committed: Value
    // `latest` and `queued` are only touched under the log's lock, which already makes
    // access exclusive: no runtime exclusivity check.
    @exclusivity(unchecked) private var latest: Value
    /// Where this box's last write sits in the write log, for coalescing (see `ViewGraph.logStateWrite`).
    @exclusivity(unchecked) var queued = QueuedWrite()
    private let isEqual: ((Value, Value) -> Bool)?

    init(_ value: Value, graph: ViewGraph) {
        self.graph = graph
        committed = value
        latest = value
        isEqual = EquatableCheck.function(for: Value.self)
    }

    /// The value as the caller should see it: committed inside a body (and the read is
    /// recorded as a dependency), latest anywhere else.
    func read() -> Value {
        if let node = graph.nodeBeingEvaluated() {
            recordRead(by: node)
            return committed
        }
        return graph.writes.withLock { latest }
    }

    /// Logs a write of `value`; visible to `read()` outside bodies at once.
    func write(_ value: Value) {
        graph.logStateWrite(to: self, value) { latest = value }
    }

    /// Applies one logged write, on the loop thread, in log order.
    @MainActor
    func apply(_ value: Any) {
        let value = value as! Value
        if let isEqual, isEqual(committed, value) { return }
        committed = value
        invalidateObservers(in: graph)
    }
}

/// A state box of any value type, as the write log holds it.
protocol AnyStateBox: AnyObject, Sendable {
    @MainActor func apply(_ value: Any)
    /// Where the box's last write sits in the log. Guarded by the log's lock.
    var queued: QueuedWrite { get set }
}

/// Where a state box's last write sits in the write log: valid while the log's drain
/// generation is unchanged.
struct QueuedWrite {
    var generation: UInt64 = .max
    var index = 0
}

/// Finds whether a type is `Equatable` and, if so, how to compare two of its values.
enum EquatableCheck {
    static func function<Value>(for type: Value.Type) -> ((Value, Value) -> Bool)? {
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
