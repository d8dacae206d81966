/// Work scheduled on a loop's clock (``EventLoop/schedule(at:_:)``); cancel it to drop it.
/// Loop thread only.
public final class ScheduledWork {
    let deadline: MonotonicInstant
    fileprivate(set) var work: (() -> Void)?

    init(deadline: MonotonicInstant, work: @escaping () -> Void) {
        self.deadline = deadline
        self.work = work
    }

    /// Drops the work if it has not run yet. (The tick its deadline asked for may still
    /// run, with nothing of this work in it.)
    public func cancel() {
        work = nil
    }

    /// Whether it is still waiting to run.
    public var isPending: Bool { work != nil }
}

/// The loop's scheduled work, earliest first; work due at one instant in the order it was
/// scheduled (each goes in after the others due then).
struct ScheduledWorkQueue {
    private var pending: [ScheduledWork] = []

    mutating func add(at deadline: MonotonicInstant, _ work: @escaping () -> Void) -> ScheduledWork {
        let scheduled = ScheduledWork(deadline: deadline, work: work)
        let index = pending.firstIndex { $0.deadline > deadline } ?? pending.count
        pending.insert(scheduled, at: index)
        return scheduled
    }

    /// The earliest deadline of work not cancelled.
    mutating func nextDeadline() -> MonotonicInstant? {
        while let first = pending.first, !first.isPending { pending.removeFirst() }
        return pending.first?.deadline
    }

    /// Takes out the work due at `time`, in deadline order.
    mutating func takeDue(at time: MonotonicInstant) -> [ScheduledWork] {
        let count = pending.firstIndex { $0.deadline > time } ?? pending.count
        guard count > 0 else { return [] }
        let due = Array(pending[..<count])
        pending.removeFirst(count)
        return due
    }
}

extension EventLoop {
    /// Runs `work` on the loop thread in the first tick due at or after `deadline` on the
    /// loop's clock, in that tick's drain phase (work due at one instant runs in the order
    /// it was scheduled). Loop thread only.
    ///
    /// Work runs on the tick grid: a deadline between two grid points waits for the next
    /// one, and the loop does not wake in between. On a manual clock it runs when
    /// ``advance(by:)`` passes it, so code timed this way is deterministic in tests.
    @discardableResult
    public func schedule(at deadline: MonotonicInstant, _ work: @escaping () -> Void) -> ScheduledWork {
        preconditionInLoop()
        let scheduled = scheduledWork.add(at: deadline, work)
        requestTick(at: deadline)
        return scheduled
    }

    /// Runs `work` as ``schedule(at:_:)`` does, `delay` from now on the loop's clock.
    @discardableResult
    public func schedule(after delay: Duration, _ work: @escaping () -> Void) -> ScheduledWork {
        schedule(at: clock.now() + delay, work)
    }

    /// The loop clock's current time. Loop thread only.
    public var now: MonotonicInstant {
        preconditionInLoop()
        return clock.now()
    }

    /// Runs the scheduled work due at `time`; returns how much ran.
    func runScheduledWork(dueAt time: MonotonicInstant) -> Int {
        var ran = 0
        for scheduled in scheduledWork.takeDue(at: time) {
            guard let work = scheduled.work else { continue }
            scheduled.work = nil
            work()
            ran += 1
        }
        return ran
    }
}
