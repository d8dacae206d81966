import Foundation
import Observation

/// The storage of one property of an `@Observable` model, as Clockwork's `@Observable`
/// macro generates it: what makes writes from any thread safe and ordered.
///
/// Like a ``State`` box it holds two values. `committed` is what bodies see; `latest` is
/// what code outside bodies reads (actions, tasks, other threads), so `count += 1` on a
/// producer thread reads its own earlier writes. Once a body has read the property, the
/// property knows the write log of that body's graph, and a write from another thread (or
/// one made on the loop while such writes wait) goes into that log: it is applied on the
/// loop, in log order with the graph's other writes, exactly once, with the writer's
/// transaction (so it animates inside `withAnimation`). A write on the loop thread with
/// nothing waiting applies at once, as on Apple's platforms. Before any body has read it,
/// the model is a plain object and writes apply where they are made.
///
/// A model belongs to one loop: its properties route writes to the graph that last read
/// them in a body.
public final class ObservedProperty<Value>: ParkingStateBox, @unchecked Sendable {
    // @unchecked Sendable: `committed` is written only holding `lock` and, once `router`
    // is set, only on the loop thread, which alone reads it without the lock (in bodies).
    // `latest`, `pendingEntries`, `announce` and `router` are touched holding `lock`,
    // except that the loop thread, the only writer of `router`, reads it without. The
    // parked slots and `queued` are the write log's, touched under its lock (see StateBox).

    private var committed: Value
    private var latest: Value
    /// Entries of this property in the write log not applied yet.
    private var pendingEntries = 0
    /// The write log of the graph whose body last read the property.
    private var router: WriteLog?
    /// Sets the value between the model's change announcements; made at the first write
    /// that goes through the log.
    private var announce: ((ObservedProperty<Value>, Value) -> Void)?
    private let lock = NSLock()
    @exclusivity(unchecked) package var queued = QueuedWrite()
    @exclusivity(unchecked) private var parkedEven: Value
    @exclusivity(unchecked) private var parkedOdd: Value

    /// Storage holding `value`.
    public init(_ value: Value) {
        committed = value
        latest = value
        parkedEven = value
        parkedOdd = value
    }

    /// The value as the caller should see it: committed inside a body, latest anywhere else.
    public func read() -> Value {
        guard let log = BodyEvaluationContext.currentLog else {
            return lock.withLock { latest }
        }
        log.modelReads &+= 1
        if router === log { return committed }
        return lock.withLock {
            router = log
            return committed
        }
    }

    /// Writes `value` to the property at `keyPath` of `model`, announcing the change to
    /// `registrar`'s observers: at once on the loop (or on a model no body has read), and
    /// otherwise on the loop in log order.
    ///
    /// A thread writing one property in a tight loop costs one log entry per tick, as a
    /// ``State`` write does: writes join the property's entry while it is the log's last
    /// group with the same transaction.
    public func write<Model: Observable & AnyObject>(_ value: Value, of model: Model, at keyPath: KeyPath<Model, Value>,
                                                     registrar: ObservationRegistrar) {
        lock.lock()
        guard let log = router, pendingEntries > 0 || !log.isOnLoopThread else {
            lock.unlock()
            registrar.withMutation(of: model, keyPath: keyPath) { commit(value) }
            return
        }
        if announce == nil { announce = Self.announcer(model: model, keyPath: keyPath, registrar: registrar) }
        latest = value
        // Logged holding the lock: the log's order is the order `latest` saw.
        if log.appendStateWrite(to: self, value, alongside: {}) { pendingEntries += 1 }
        lock.unlock()
    }

    /// Sets the value bodies see; on the loop thread once a body has read the property.
    private func commit(_ value: Value) {
        lock.withLock {
            committed = value
            if pendingEntries == 0 { latest = value }
        }
    }

    /// What applying a logged write does: set the value between `registrar`'s
    /// announcements for `model`'s property, while the model lives.
    private static func announcer<Model: Observable & AnyObject>(
        model: Model, keyPath: KeyPath<Model, Value>, registrar: ObservationRegistrar
    ) -> (ObservedProperty<Value>, Value) -> Void {
        // Weak: the model holds this property, which holds this closure.
        { [weak model] property, value in
            guard let model else { return }
            registrar.withMutation(of: model, keyPath: keyPath) { property.commit(value) }
        }
    }

    /// Applies one logged entry's value, on the loop thread, in log order.
    private func applyLogged(_ value: Value) {
        let announce = lock.withLock { self.announce }
        announce?(self, value)
        lock.withLock { pendingEntries -= 1 }
    }

    func park(_ value: Value, generation: UInt64) {
        if generation & 1 == 0 { parkedEven = value } else { parkedOdd = value }
    }

    package func unpark(generation: UInt64) -> GraphWrite.Change {
        .state(self, (generation & 1 == 0 ? parkedEven : parkedOdd) as Any)
    }

    @MainActor
    package func apply(_ value: Any) {
        applyLogged(value as! Value)
    }

    @MainActor
    package func applyParked(generation: UInt64) {
        applyLogged(generation & 1 == 0 ? parkedEven : parkedOdd)
    }
}
