import Glibc

/// A value handed from a worker thread to the thread that waits for it.
final class ResultBox<Value>: @unchecked Sendable {
    // @unchecked Sendable: written by one thread before it signals (semaphore, join) and
    // read by the waiting thread only after the wait, which orders the two.
    var value: Value?
}

/// A plain joinable pthread running one closure.
final class Thread {
    private var handle = pthread_t()

    init(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(ClosureBox(body)).toOpaque()
        let result = pthread_create(&handle, nil, { raw in
            Unmanaged<ClosureBox>.fromOpaque(raw!).takeRetainedValue().body()
            return nil
        }, box)
        precondition(result == 0, "pthread_create failed: \(result)")
    }

    func join() {
        pthread_join(handle, nil)
    }
}

private final class ClosureBox {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
