import Foundation

/// The write log of the graph evaluating a body on the calling thread, if any: how an
/// `@Observable` model's property (``ObservedProperty``) knows it is read by a body, and
/// which graph to send later writes to. A thread-local slot: a few nanoseconds a read.
enum BodyEvaluationContext {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread-local key left for Clockwork's body evaluation")
        return key
    }()

    /// The log of the graph whose body this thread is evaluating.
    static var currentLog: WriteLog? {
        // The slot holds an unretained log only while `evaluating(with:_:)` runs on this
        // thread, and the graph evaluating holds its log for that long.
        pthread_getspecific(key).map { Unmanaged<WriteLog>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Runs `body` as a body evaluation of `log`'s graph on this thread.
    static func evaluating<Result>(with log: WriteLog, _ body: () -> Result) -> Result {
        let outer = pthread_getspecific(key)
        // The log outlives this call (its graph is evaluating); the slot is reset before return.
        pthread_setspecific(key, Unmanaged.passUnretained(log).toOpaque())
        defer { pthread_setspecific(key, outer) }
        return body()
    }
}
