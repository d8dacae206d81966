import BenchmarkKit
/// A value handed from a worker thread to the thread that waits for it.
final class ResultBox<Value>: @unchecked Sendable {
    // @unchecked Sendable: written by one thread before it signals (semaphore, join) and
    // read by the waiting thread only after the wait, which orders the two.
    var value: Value?
}
