import CLibev
import Glibc

/// The thread a loop belongs to, for cheap "am I on the loop thread?" checks.
@usableFromInline
struct LoopThreadIdentity: Sendable {
    let thread: pthread_t
    /// The kernel thread id, for reading the thread's counters in /proc.
    let tid: Int32

    static var current: LoopThreadIdentity {
        LoopThreadIdentity(thread: pthread_self(), tid: clibev_gettid())
    }

    @usableFromInline
    var isCurrent: Bool { pthread_equal(thread, pthread_self()) != 0 }

    /// Stops the process when called off the loop thread: loop-confined state has no
    /// locks, so touching it from elsewhere would be a data race.
    @usableFromInline
    func precondition(_ what: @autoclosure () -> String = "this", file: StaticString = #fileID, line: UInt = #line) {
        Swift.precondition(isCurrent, "\(what()) must be used on its event loop's thread", file: file, line: line)
    }
}
