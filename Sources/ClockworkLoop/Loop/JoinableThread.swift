import Glibc

/// A thread of its own running one closure, that can be waited for.
///
/// Foundation's `Thread` cannot be joined on Linux; producers in tests, benchmarks and
/// example daemons need to know when their thread has finished.
public final class JoinableThread: @unchecked Sendable {
    // @unchecked Sendable: `handle` is written once in init, before the object is shared,
    // and pthread_join is documented as callable from any thread (once).
    private var handle = pthread_t()

    /// Starts a thread running `body`.
    public init(_ body: @escaping @Sendable () -> Void) throws(EventLoopError) {
        final class Body {
            let run: @Sendable () -> Void
            init(_ run: @escaping @Sendable () -> Void) { self.run = run }
        }
        // Retained here, released by the thread once it has taken the closure.
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        let result = pthread_create(&handle, nil, { raw in
            Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, context)
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            throw .systemCall(name: "pthread_create", errno: result)
        }
    }

    /// Waits until the closure has returned. Call once.
    public func join() {
        pthread_join(handle, nil)
    }
}
