import CDispatchRunLoop
import CLibev
import CLinux
import Glibc
import Synchronization

/// A single-threaded libev run loop with a fixed-rate, idle-aware tick.
///
/// One loop belongs to one thread: the thread that created it. Everything a loop
/// runs (watcher callbacks, ticks, posted and executed work, stop hooks) runs on that
/// thread, one thing at a time, so state confined to it needs no locks.
///
/// From any thread you may:
/// - ``post(_:)`` work into the next tick, or ``execute(_:)`` it as soon as possible;
/// - ``Mailbox/enqueue(_:)`` into a ``Mailbox`` made on the loop;
/// - ``stop()`` the loop.
///
/// Everything else is for the loop thread (checked with a precondition).
///
/// ## Ticks
/// Tick *k* is due at `origin + k · period` on `CLOCK_MONOTONIC` (``TickGrid``). When a
/// tick is requested (``requestTick()``, a mailbox receiving work) the loop arms a
/// kernel timer for the next grid point; the tick handler runs there with the grid
/// time as its `now`; if it asks for no further tick the timer is disarmed, so an
/// idle loop has no wake-ups at all. A loop that runs late does not replay missed
/// ticks: it runs the latest due one and counts the ones it passed over.
///
/// ## Stopping
/// ``stop()`` (or SIGINT/SIGTERM after ``stopOnTerminationSignals()``) lets the
/// current callback finish, closes every mailbox, runs one final tick that applies
/// everything accepted before the close, runs the stop hooks (last added first)
/// and returns from ``run()``. A stopped loop stays stopped.
public final class EventLoop: @unchecked Sendable {
    // @unchecked Sendable: the only members used off the loop thread are `stopRequested`
    // (atomic), `controlSender` (ev_async_send is thread-safe), the two mailboxes
    // (themselves Sendable) and immutable lets; every other member is touched only on
    // `thread`, which the loop-thread APIs check with a precondition.

    /// How a loop ticks and what it integrates with.
    public struct Configuration: Sendable {
        /// Ticks per second, 1 to 2,000.
        public var ticksPerSecond: Int
        /// The clock ticks are scheduled on.
        public var clock: LoopClock
        /// How many of the latest tick records to keep: 88 bytes each, resident once the
        /// ring has filled. The default, 1,024, is 17 s at 60 Hz, for readers that fold the
        /// records every few seconds (the metrics exporter); the summary counts every tick.
        public var recordCapacity: Int
        /// Run the main dispatch queue's work (and with it `@MainActor` code) on this
        /// loop between callbacks. Only for a loop created on the process's main thread.
        public var drainsMainQueue: Bool
        /// Set the loop thread's timer slack to 1 ns, so the kernel does not delay its
        /// wake-ups by the default 50 µs to batch them with others.
        public var usesPreciseTimerSlack: Bool
        /// Wake this long before each grid point and spin on the clock until it arrives.
        ///
        /// The kernel wakes a sleeping thread some tens of microseconds after its timer
        /// expires, with a tail that no sleeping mechanism avoids. A margin hides that
        /// latency behind a short busy-wait: ticks start within about a microsecond of
        /// their grid point as long as the wake-up is less than `wakeMargin` late, at the
        /// cost of spinning roughly `wakeMargin` minus the typical wake-up latency per
        /// tick (measured in docs/BENCHMARKS.md: 50 µs costs about 1.8 % of a core at
        /// 1 kHz and takes p99 lateness from about 74 µs to about 16 µs). An idle loop
        /// never spins. Zero turns spinning off.
        public var wakeMargin: Duration
        /// Which thread the loop belongs to.
        public var ownership: Ownership

        /// A configuration for `ticksPerSecond` ticks per second on `clock`.
        public init(
            ticksPerSecond: Int = 60,
            clock: LoopClock = .monotonic,
            recordCapacity: Int = 1_024,
            drainsMainQueue: Bool = false,
            usesPreciseTimerSlack: Bool = true,
            wakeMargin: Duration = .microseconds(50),
            ownership: Ownership = .creatingThread
        ) {
            self.ticksPerSecond = ticksPerSecond
            self.clock = clock
            self.recordCapacity = recordCapacity
            self.drainsMainQueue = drainsMainQueue
            self.usesPreciseTimerSlack = usesPreciseTimerSlack
            self.wakeMargin = wakeMargin
            self.ownership = ownership
        }
    }

    /// Which thread a loop belongs to: the one thread that may use its loop-thread API.
    public enum Ownership: Sendable, Equatable {
        /// The thread that created the loop, for life (a daemon's loop, a loop thread).
        case creatingThread
        /// Whichever thread runs the main actor when the loop is used: for a loop driven
        /// from `@MainActor` code that awaits (async tests), which Swift may resume on a
        /// thread other than the one it started on. Create it on the main actor.
        case mainActor
    }

    /// Where a loop is in its life.
    public enum State: Sendable, Equatable {
        /// Created, not yet running (a manual-clock loop stays here while tests drive it).
        case ready
        /// Inside ``run()``.
        case running
        /// Running its final tick and stop hooks.
        case stopping
        /// Done; it accepts no more work.
        case stopped
    }

    /// The configuration the loop was created with.
    public let configuration: Configuration
    /// The grid the loop's ticks fall on. Its period never changes; its phase moves only
    /// when a display paces the ticks (``EventLoop/alignTicks(to:tolerance:)``), on the loop thread.
    /// Read and moved on the loop thread only, never under an open `inout` access: no
    /// runtime exclusivity check.
    @exclusivity(unchecked) public internal(set) var grid: TickGrid
    /// The clock ticks run on.
    public let clock: LoopClock
    /// The records of the latest ticks and the running summary. Loop thread only
    /// (checked): other threads ask through ``execute(_:)``.
    public var recorder: TickRecorder {
        preconditionInLoop()
        return tickRecorder
    }
    /// The recorder, for the loop's own tick code (which runs on the loop thread).
    let tickRecorder: TickRecorder

    let libev: LibevLoop
    let thread: LoopThreadIdentity
    private let control: AsyncWatcher
    private let controlSender: AsyncSender
    private let stopRequested = Atomic<Bool>(false)
    private var executeMailbox: Mailbox<@Sendable () -> Void>!
    /// Set once while the loop is made, then only read: no runtime exclusivity check.
    @exclusivity(unchecked) private var postMailbox: Mailbox<@Sendable () -> Void>!
    private var mailboxes: [AnyMailbox] = []
    private var signalWatchers: [SignalWatcher] = []
    private var mainQueueWatcher: IOWatcher?
    private var stopHooks: [() -> Void] = []
    /// Loop thread only (see ``onTickRecorded(_:)``), never under an open `inout`
    /// access: no runtime exclusivity check.
    @exclusivity(unchecked) var tickObservers: [(TickRecord) -> Void] = []

    /// Loop-thread state of the tick scheduler. This and `tickHandler` are touched only
    /// on the loop thread, never under an open `inout` access: no runtime exclusivity check.
    @exclusivity(unchecked) var ticking = TickingState()
    /// Work scheduled on the loop's clock (see ``schedule(at:_:)``). Loop thread only.
    @exclusivity(unchecked) var scheduledWork = ScheduledWorkQueue()
    let tickTimer: TickTimer?
    private var tickTimerWatcher: IOWatcher?
    @exclusivity(unchecked) var tickHandler: ((inout Tick) -> Void)?

    /// Where the loop is in its life. Loop thread only.
    public private(set) var state: State = .ready

    /// Creates a loop owned by the calling thread.
    ///
    /// Also makes SIGPIPE harmless for the whole process: a write to a vanished peer
    /// then fails with `EPIPE` instead of killing the daemon.
    public init(configuration: Configuration = Configuration()) throws(EventLoopError) {
        guard (TickGrid.minimumHertz...TickGrid.maximumHertz).contains(configuration.ticksPerSecond) else {
            throw .invalidConfiguration(
                "tick rate \(configuration.ticksPerSecond) Hz is outside \(TickGrid.minimumHertz)–\(TickGrid.maximumHertz) Hz")
        }
        guard configuration.recordCapacity > 0 else { throw .invalidConfiguration("recordCapacity must be at least 1") }
        self.configuration = configuration
        clock = configuration.clock
        grid = TickGrid(hertz: configuration.ticksPerSecond, origin: configuration.clock.now())
        guard configuration.wakeMargin >= .zero && configuration.wakeMargin < grid.period / 2 else {
            throw .invalidConfiguration("wakeMargin must be at least zero and less than half a tick period")
        }
        tickRecorder = TickRecorder(capacity: configuration.recordCapacity, period: grid.period)
        thread = LoopThreadIdentity(followsMainActor: configuration.ownership == .mainActor)
        signal(SIGPIPE, SIG_IGN)
        if configuration.usesPreciseTimerSlack {
            _ = clinux_set_timer_slack(1)
        }
        libev = try LibevLoop(flags: CLIBEV_FLAG_AUTO | CLIBEV_FLAG_NOSIGMASK)
        control = AsyncWatcher(loop: libev)
        controlSender = control.sender
        tickTimer = configuration.clock.isManual ? nil : try TickTimer()

        control.onSend = { [unowned self] in
            if stopRequested.load(ordering: .acquiring) { beginStopping() }
        }
        control.start()
        executeMailbox = Mailbox(loop: self) { [unowned self] in
            executeMailbox.drain { $0() }
        }
        postMailbox = Mailbox(loop: self)
        if let tickTimer {
            // The highest priority: a tick that falls due runs before the reads and accepts
            // that became ready with it.
            let watcher = IOWatcher(loop: self, fd: tickTimer.fd, events: .read, priority: 2) { [unowned self] _ in
                tickTimerFired()
            }
            watcher.start()
            tickTimerWatcher = watcher
        }
        if configuration.drainsMainQueue {
            try integrateMainQueue()
        }
        if configuration.drainsMainQueue || configuration.ownership == .mainActor { MainActorLoop.register(self) }
    }

    // MARK: Running

    /// Runs the loop on the calling (owning) thread until it stops.
    ///
    /// - Throws: ``EventLoopError/invalidState(_:)`` if the loop already ran, or ticks
    ///   on a manual clock (drive those with ``advance(by:)``).
    public func run() throws(EventLoopError) {
        preconditionInLoop()
        guard state == .ready else { throw .invalidState("run() on a loop that is \(state)") }
        guard !clock.isManual else { throw .invalidState("a manual-clock loop is driven by advance(by:), not run()") }
        state = .running
        if stopRequested.load(ordering: .acquiring) { beginStopping() }
        while state == .running {
            ev_run(libev.raw, CLIBEV_RUN_DEFAULT)
        }
    }

    /// Asks the loop to stop. Safe from any thread, any number of times.
    ///
    /// The loop stops after the callback it is running: see the type's documentation.
    public func stop() {
        stopRequested.store(true, ordering: .releasing)
        controlSender.send()
    }

    /// Whether the calling thread is the loop's thread.
    public var inLoop: Bool { thread.isCurrent }

    /// Stops the process unless called on the loop's thread.
    public func preconditionInLoop(file: StaticString = #fileID, line: UInt = #line) {
        thread.precondition("an EventLoop's loop-thread API", file: file, line: line)
    }

    /// How many times the loop has iterated (woken and dispatched events). Loop thread only.
    ///
    /// An idle loop does not iterate: this count staying put is how tests show that
    /// nothing wakes it.
    public var iterations: Int {
        preconditionInLoop()
        return Int(ev_iteration(libev.raw))
    }

    /// Processes whatever events are ready without blocking, then returns. Loop thread only.
    public func runOnce() {
        preconditionInLoop()
        ev_run(libev.raw, CLIBEV_RUN_NOWAIT)
        if stopRequested.load(ordering: .acquiring), state == .ready || state == .running { beginStopping() }
    }

    // MARK: Work from any thread

    /// Runs `work` on the loop thread as soon as possible, without waiting for a tick.
    ///
    /// - Throws: ``EventLoopError/closed`` once the loop is stopping.
    public func execute(_ work: @escaping @Sendable () -> Void) throws(EventLoopError) {
        try executeMailbox.enqueue(work)
    }

    /// Runs `work` on the loop thread in the drain phase of the next tick, after all
    /// work posted before it, and asks for that tick.
    ///
    /// - Throws: ``EventLoopError/closed`` once the loop is stopping.
    public func post(_ work: @escaping @Sendable () -> Void) throws(EventLoopError) {
        try postMailbox.enqueue(work)
    }

    // MARK: Lifecycle hooks

    /// Adds a hook to run on the loop thread while the loop stops, after its final tick.
    /// Hooks run last added first.
    public func onStop(_ hook: @escaping () -> Void) {
        preconditionInLoop()
        stopHooks.append(hook)
    }

    /// Adds an observer that gets every tick's finished record, on the loop thread, right
    /// after it is written (how the tick stream reaches subscribers). Keep it short: it
    /// runs inside the tick, after its record phase.
    public func onTickRecorded(_ observer: @escaping (TickRecord) -> Void) {
        preconditionInLoop()
        tickObservers.append(observer)
    }

    /// Makes SIGINT and SIGTERM stop the loop gracefully instead of killing the process.
    public func stopOnTerminationSignals() {
        preconditionInLoop()
        for signal in [SIGINT, SIGTERM] {
            let watcher = SignalWatcher(loop: self, signal: signal) { [unowned self] in stop() }
            watcher.start()
            signalWatchers.append(watcher)
        }
    }

    // MARK: Internals shared with the tick scheduler and mailboxes

    /// Keeps `mailbox` alive as long as the loop and closes it when the loop stops.
    func adopt<Element>(_ mailbox: Mailbox<Element>, isDrainedByTicks: Bool) {
        mailboxes.append(AnyMailbox(mailbox, isDrainedByTicks: isDrainedByTicks))
    }

    /// Tells the mailboxes every tick drains whether a tick is scheduled; returns whether
    /// any holds items (the loop must not go idle then).
    func noteTickScheduled(_ scheduled: Bool) -> Bool {
        var waiting = false
        for mailbox in mailboxes {
            if let note = mailbox.noteTickScheduled, note(scheduled) { waiting = true }
        }
        return waiting
    }

    var postedWork: Mailbox<@Sendable () -> Void> { postMailbox }

    private func integrateMainQueue() throws(EventLoopError) {
        guard getpid() == thread.tid else {
            throw .invalidState("drainsMainQueue needs a loop created on the main thread")
        }
        let fd = cdispatch_main_queue_fd()
        let watcher = IOWatcher(loop: self, fd: fd, events: .read) { _ in
            var signalled: UInt64 = 0
            _ = read(fd, &signalled, MemoryLayout<UInt64>.size)
            cdispatch_main_queue_drain()
        }
        watcher.start()
        mainQueueWatcher = watcher
    }

    private func beginStopping() {
        guard state == .ready || state == .running else { return }
        state = .stopping
        for mailbox in mailboxes { mailbox.close() }
        executeMailbox.drain { $0() }
        runFinalTick()
        for mailbox in mailboxes { mailbox.seal() }
        executeMailbox.drain { $0() }
        for hook in stopHooks.reversed() { hook() }
        stopHooks.removeAll()
        for watcher in signalWatchers { watcher.stop() }
        state = .stopped
        ev_break(libev.raw, CLIBEV_BREAK_ALL)
    }
}

/// A mailbox of any element type, as the loop holds it to close it.
private struct AnyMailbox {
    let close: () -> Void
    let seal: () -> Void
    /// For a mailbox every tick drains: ``Mailbox/noteTickScheduled(_:)``.
    let noteTickScheduled: ((Bool) -> Bool)?
    let owner: AnyObject

    init<Element>(_ mailbox: Mailbox<Element>, isDrainedByTicks: Bool) {
        owner = mailbox
        close = { [unowned mailbox] in mailbox.close() }
        seal = { [unowned mailbox] in mailbox.seal() }
        noteTickScheduled = isDrainedByTicks ? { [unowned mailbox] in mailbox.noteTickScheduled($0) } : nil
    }
}
