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
    @TaskLocal static var current = Transaction()
}

/// Runs `body` with `transaction` as the current transaction, and returns its result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}

/// Runs `body` with the current transaction changed by `keyPath` to `value`.
public func withTransaction<Value, Result>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body` so that the state changes it makes animate with `animation`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    return try withTransaction(transaction, body)
}
