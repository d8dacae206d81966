/// When an animation counts as done for the completion of ``withAnimation(_:completionCriteria:_:completion:)``.
public struct AnimationCompletionCriteria: Equatable, Sendable {
    let waitsForRemoval: Bool

    /// Done when it has logically reached its end: a timing curve at its duration, a
    /// spring after its perceptual duration (its tail may still move a little).
    public static let logicallyComplete = AnimationCompletionCriteria(waitsForRemoval: false)
    /// Done when it is removed: a spring once it has come to rest.
    public static let removed = AnimationCompletionCriteria(waitsForRemoval: true)
}

import ClockworkLoop

/// The completion of one `withAnimation` call: runs once, after every animation its
/// changes started is done (or was taken over, or left the tree).
///
/// Registered under an id from creation until it runs; transactions carry the id.
package final class AnimationCompletion: @unchecked Sendable {
    // @unchecked Sendable: `criteria` and `action` are lets; `wasLogged` is touched only
    // by the thread running the `withAnimation` body (the transaction is task-local to
    // it); the counts and `action` only on the loop thread, except when the body logged
    // nothing: then no loop ever sees the completion and that thread runs it.

    let criteria: AnimationCompletionCriteria
    private let action: () -> Void
    /// Whether a change carried this completion into a write log.
    var wasLogged = false
    /// Animations started and not yet done.
    private var running = 0
    /// Whether the update that applies the changes has run (no more animations can join).
    private var isIssued = false
    private var hasRun = false

    /// The id transactions carry.
    let id: UInt64

    init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
        self.criteria = criteria
        self.action = action
        id = Self.registry.withLock {
            Self.lastID += 1
            return Self.lastID
        }
        Self.registry.withLock { Self.waiting[id] = self }
    }

    // The registry: `waiting` and `lastID` are only touched holding `registry`.
    private static let registry = AdaptiveMutex()
    nonisolated(unsafe) private static var waiting: [UInt64: AnimationCompletion] = [:]
    nonisolated(unsafe) private static var lastID: UInt64 = 0

    /// The completion registered under `id`, if it has not run (0: none).
    static func registered(_ id: UInt64) -> AnimationCompletion? {
        id == 0 ? nil : registry.withLock { waiting[id] }
    }

    /// An animation of the changes started.
    func animationStarted() {
        running += 1
    }

    /// An animation of the changes is done; returns whether the completion is now due.
    func animationEnded() -> Bool {
        running -= 1
        return isDue
    }

    /// The update applying the changes has run; returns whether the completion is now due.
    func issue() -> Bool {
        isIssued = true
        return isDue
    }

    private var isDue: Bool { isIssued && running == 0 && !hasRun }

    /// Runs the action, once.
    func run() {
        guard !hasRun else { return }
        hasRun = true
        Self.registry.withLock { _ = Self.waiting.removeValue(forKey: id) }
        action()
    }
}

/// Runs `body` so that the state changes it makes animate with `animation`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    return try withTransaction(transaction, body)
}

/// Runs `body` so that the state changes it makes animate with `animation`, and runs
/// `completion` once those animations are done (by `completionCriteria`).
///
/// The completion runs on the loop thread, at the end of the tick's animate phase in
/// which the last of the animations finished. If `body` changed no state, nothing can
/// animate: the completion runs before `withAnimation` returns, on the caller's thread.
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    let token = AnimationCompletion(criteria: completionCriteria, action: completion)
    var transaction = Transaction.current
    transaction.animation = animation
    transaction.completionID = token.id
    defer { if !token.wasLogged { token.run() } }
    return try withTransaction(transaction, body)
}
