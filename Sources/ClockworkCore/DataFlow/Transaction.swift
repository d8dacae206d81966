import Synchronization

/// The context of a state change: whether and how the views it affects animate.
///
/// Every write carries the transaction current on its thread when it was made
/// (see ``withTransaction(_:_:)`` and ``withAnimation(_:_:)``), also writes queued from
/// other threads. Writes in a row with equal transactions apply together, as one update.
public struct Transaction: Equatable, Sendable {
    /// The animation for the changes, or `nil` for none.
    public var animation: Animation?
    /// Whether animations attached to views by `.animation(_:value:)` are suppressed.
    public var disablesAnimations: Bool
    /// The `withAnimation` completion these changes report to, by its registry id (0:
    /// none). An id, not a reference, keeps a transaction a plain value that every state
    /// write copies and compares for nothing.
    var completionID: UInt64 = 0

    /// The completion these changes report to, if it has not run yet.
    package var completion: AnimationCompletion? { AnimationCompletion.registered(completionID) }

    /// Equal when they animate alike and report to the same completion. Every state
    /// write compares its transaction with the log's trailing group's: the flags first,
    /// and two transactions without an animation need nothing more.
    public static func == (lhs: Transaction, rhs: Transaction) -> Bool {
        guard lhs.disablesAnimations == rhs.disablesAnimations, lhs.completionID == rhs.completionID else { return false }
        switch (lhs.animation, rhs.animation) {
        case (nil, nil): return true
        case (let left?, let right?): return left == right
        default: return false
        }
    }

    /// A transaction with no animation.
    public init() {
        animation = nil
        disablesAnimations = false
    }

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
        disablesAnimations = false
    }

    /// The transaction current on this thread: the innermost ``withTransaction(_:_:)``.
    ///
    /// Every state write asks for it. While no thread is inside `withTransaction`, the
    /// answer is the empty transaction without a task-local lookup: a thread's own scope
    /// count is always visible to itself, so the relaxed load cannot hide its own scope.
    static var current: Transaction {
        openScopes.load(ordering: .relaxed) == 0 ? Transaction() : scoped
    }

    /// The innermost transaction set on this task or thread.
    @TaskLocal private static var scoped = Transaction()
    /// How many `withTransaction` scopes are open, on all threads.
    private static let openScopes = Atomic<Int>(0)

    /// Runs `body` with `transaction` current on this task or thread.
    fileprivate static func with<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        openScopes.add(1, ordering: .relaxed)
        defer { openScopes.subtract(1, ordering: .relaxed) }
        return try $scoped.withValue(transaction, operation: body)
    }
}

/// Runs `body` with `transaction` as the current transaction, and returns its result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.with(transaction, body)
}

/// Runs `body` with the current transaction changed by `keyPath` to `value`.
public func withTransaction<Value, Result>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
