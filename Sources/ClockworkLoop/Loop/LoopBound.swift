/// A value that belongs to one loop's thread, in a wrapper that may travel between threads
/// (into a `@Sendable` closure, a task, a `Sendable` type): it can be read or changed only
/// on that thread, and anywhere else the access stops the process. The confinement a
/// comment beside `@unchecked Sendable` would claim, checked; after SwiftNIO's
/// `NIOLoopBound`.
///
/// Cost: one thread check (`pthread_equal`, a few nanoseconds) per access.
public struct LoopBound<Value>: @unchecked Sendable {
    // @unchecked Sendable: `storage` is reached only through `value`, which checks that the
    // caller is on `loop`'s thread, the one thread that ever touches it.
    private let loop: EventLoop
    private var storage: Value

    /// Wraps `value`, which belongs to `loop`'s thread; call on that thread.
    public init(_ value: Value, loop: EventLoop) {
        loop.preconditionInLoop()
        self.loop = loop
        storage = value
    }

    /// The value; on the loop's thread only.
    public var value: Value {
        get {
            loop.preconditionInLoop()
            return storage
        }
        _modify {
            loop.preconditionInLoop()
            yield &storage
        }
    }
}
