import CLinux
import Glibc
import Synchronization

/// The thread a loop belongs to, for cheap "am I on the loop thread?" checks.
///
/// A loop owned by its creating thread keeps that thread for life. A loop that follows
/// the main actor (``EventLoop/Ownership/mainActor``) belongs to whichever thread runs
/// the main actor when it is used: Swift's main actor may resume on another thread that
/// drains the main queue (Swift Testing on Linux does so after an `await`), and the loop
/// moves with it. Only one thread runs the main actor at a time, so the loop is still
/// used by one thread at a time.
@usableFromInline
final class LoopThreadIdentity: Sendable {
    /// `pthread_self()` of the owning thread, as its integer value.
    private let owner: Atomic<UInt>
    /// The owning thread's kernel id.
    private let kernelID: Atomic<Int32>
    /// Whether the loop moves to whichever thread runs the main actor.
    let followsMainActor: Bool

    /// The calling thread's identity.
    init(followsMainActor: Bool) {
        owner = Atomic(UInt(pthread_self()))
        kernelID = Atomic(clinux_gettid())
        self.followsMainActor = followsMainActor
    }

    /// The kernel thread id, for reading the thread's counters in /proc.
    var tid: Int32 { kernelID.load(ordering: .relaxed) }

    @usableFromInline
    var isCurrent: Bool { pthread_equal(pthread_t(owner.load(ordering: .relaxed)), pthread_self()) != 0 }

    /// Stops the process when called off the loop thread: loop-confined state has no
    /// locks, so touching it from elsewhere would be a data race. A loop that follows the
    /// main actor moves to the calling thread if it runs the main actor now (and stops
    /// the process if it does not).
    @usableFromInline
    func precondition(_ what: @autoclosure () -> String = "this", file: StaticString = #fileID, line: UInt = #line) {
        if isCurrent { return }
        guard followsMainActor else {
            Swift.preconditionFailure("\(what()) must be used on its event loop's thread", file: file, line: line)
        }
        MainActor.preconditionIsolated("\(what()) must be used on the main actor, which its event loop follows",
                                       file: file, line: line)
        owner.store(UInt(pthread_self()), ordering: .relaxed)
        kernelID.store(clinux_gettid(), ordering: .relaxed)
    }
}
