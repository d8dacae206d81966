import Glibc

/// A lock for short critical sections, and the mailbox's: a glibc adaptive mutex
/// (`PTHREAD_MUTEX_ADAPTIVE_NP`), which ThreadSanitizer understands.
///
/// Not `Synchronization.Mutex`: on Linux that is a priority-inheritance futex, which
/// hands a contended lock to the waiter it wakes instead of letting a running thread
/// take it. With more producers than cores that forms a convoy: measured here, eight
/// producers on two cores fell from millions to 54 thousand items per second. The
/// adaptive mutex spins briefly and lets a running thread barge, which suits a
/// critical section of one array append.
public final class AdaptiveMutex: @unchecked Sendable {
    // @unchecked Sendable: a pthread mutex is made to be shared between threads; the
    // pointer is allocated once in init and freed only in deinit.
    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates an unlocked mutex.
    public init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
        let result = pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        precondition(result == 0, "pthread_mutex_init failed: \(result)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the lock, waiting (after a short spin) while another thread holds it.
    @inlinable
    public func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Releases the lock.
    @inlinable
    public func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` holding the lock.
    @inlinable
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
