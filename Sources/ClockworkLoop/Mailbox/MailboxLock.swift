import Glibc

/// The mailbox's lock: a glibc adaptive mutex (`PTHREAD_MUTEX_ADAPTIVE_NP`).
///
/// Not `Synchronization.Mutex`: on Linux that is a priority-inheritance futex, which
/// hands a contended lock to the waiter it wakes instead of letting a running thread
/// take it. With more producers than cores that forms a convoy: measured here, eight
/// producers on two cores fell from millions to 54 thousand items per second. The
/// adaptive mutex spins briefly and lets a running thread barge, which suits a
/// critical section of one array append.
@usableFromInline
final class MailboxLock: @unchecked Sendable {
    // @unchecked Sendable: a pthread mutex is made to be shared between threads; the
    // pointer is allocated once in init and freed only in deinit.
    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
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

    @inlinable
    func lock() {
        pthread_mutex_lock(mutex)
    }

    @inlinable
    func unlock() {
        pthread_mutex_unlock(mutex)
    }
}
