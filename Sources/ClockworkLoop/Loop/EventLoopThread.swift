import Dispatch

/// A thread of its own running one ``EventLoop``, for loops that should not take over
/// the caller's thread (tests, benchmarks, background services).
public final class EventLoopThread: Sendable {
    /// The loop the thread runs.
    public let loop: EventLoop
    private let thread: JoinableThread

    /// Starts a thread, creates a loop on it with `configuration`, runs `setup` on the
    /// loop thread (install the tick handler and watchers there), then runs the loop.
    /// Returns once `setup` has finished.
    public static func start(
        configuration: EventLoop.Configuration = .init(),
        setup: @escaping @Sendable (EventLoop) -> Void = { _ in }
    ) throws(EventLoopError) -> EventLoopThread {
        let started = StartBox(setup: setup, configuration: configuration)
        let thread = try JoinableThread { started.runLoop() }
        started.ready.wait()
        switch started.outcome! {
        case .success(let loop):
            return EventLoopThread(loop: loop, thread: thread)
        case .failure(let error):
            thread.join()
            throw error
        }
    }

    private init(loop: EventLoop, thread: JoinableThread) {
        self.loop = loop
        self.thread = thread
    }

    /// Waits until the loop has stopped and its thread has exited. Call once.
    public func join() {
        thread.join()
    }

    /// Stops the loop and waits for its thread to exit.
    public func stopAndJoin() {
        loop.stop()
        join()
    }
}

/// Hands the configuration to the new thread and the created loop (or error) back.
private final class StartBox: @unchecked Sendable {
    // @unchecked Sendable: `outcome` is written by the new thread before `ready.signal()`
    // and read by the starting thread only after `ready.wait()`, which orders the two.
    let setup: @Sendable (EventLoop) -> Void
    let configuration: EventLoop.Configuration
    let ready = DispatchSemaphore(value: 0)
    var outcome: Result<EventLoop, EventLoopError>?

    init(setup: @escaping @Sendable (EventLoop) -> Void, configuration: EventLoop.Configuration) {
        self.setup = setup
        self.configuration = configuration
    }

    func runLoop() {
        let loop: EventLoop
        do {
            loop = try EventLoop(configuration: configuration)
        } catch {
            outcome = .failure(error)
            ready.signal()
            return
        }
        setup(loop)
        outcome = .success(loop)
        ready.signal()
        do {
            try loop.run()
        } catch {
            preconditionFailure("a new loop could not run: \(error)")
        }
    }
}
