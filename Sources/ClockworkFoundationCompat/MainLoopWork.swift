import ClockworkLoop
import Foundation
import OpenCombine

/// What the main-queue schedulers (`DispatchQueue.main`, `RunLoop.main`) and
/// `Timer.publish(every:on: .main, in:)` run on: the main actor's loop
/// (``MainActorLoop``), its clock and its tick grid. Every function works from any thread
/// and returns `nil` (or `false`) when no such loop lives, so the caller falls back to the
/// real queue or run loop.
enum MainLoopWork {
    /// The loop clock's time, if a main-actor loop lives.
    static var now: MonotonicInstant? {
        MainActorLoop.loop?.configuration.clock.now()
    }

    /// Runs `action` on the loop thread soon.
    static func run(_ action: @escaping () -> Void) -> Bool {
        guard let loop = MainActorLoop.loop else { return false }
        let action = UncheckedAction(action)
        try? loop.execute { action.run() }
        return true
    }

    /// Runs `action` on the loop thread in the first tick at or after `instant`.
    static func schedule(at instant: MonotonicInstant, _ action: @escaping () -> Void) -> AnyCancellable? {
        guard let loop = MainActorLoop.loop else { return nil }
        let handle = ScheduledHandle()
        let action = UncheckedAction(action)
        try? loop.execute {
            handle.attach(loop.schedule(at: instant) { if !handle.isCancelled { action.run() } })
        }
        return AnyCancellable { handle.cancel(on: loop) }
    }

    /// Runs `action` on the loop thread at `start`, then every `interval` after it (on the
    /// tick grid), until cancelled.
    static func repeating(from start: MonotonicInstant, every interval: Duration, _ action: @escaping () -> Void) -> AnyCancellable? {
        guard let loop = MainActorLoop.loop else { return nil }
        let handle = ScheduledHandle()
        let repetition = Repetition(loop: loop, handle: handle, action: UncheckedAction(action), step: max(interval, .nanoseconds(1)))
        try? loop.execute { repetition.arm(at: start) }
        return AnyCancellable { handle.cancel(on: loop) }
    }

    /// The wall-clock date a loop-clock instant stands for (a fixed offset measured once,
    /// so dates move exactly as the loop's clock does, a manual one included).
    static func date(at instant: MonotonicInstant) -> Date {
        Date(timeIntervalSince1970: wallOffset + Double(instant.nanoseconds) / 1e9)
    }

    /// The loop-clock instant a date stands for (see ``date(at:)``).
    static func instant(at date: Date) -> MonotonicInstant {
        MonotonicInstant(nanoseconds: Int64(((date.timeIntervalSince1970 - wallOffset) * 1e9).rounded()))
    }

    private static let wallOffset = Date().timeIntervalSince1970 - Double(MonotonicInstant.now().nanoseconds) / 1e9
}

/// A repeating firing: each schedules the next from its own deadline, so the period does
/// not drift with the tick grid.
private final class Repetition: @unchecked Sendable {
    // @unchecked Sendable: `arm` runs only on the loop's thread (from `execute` and from
    // the loop's scheduled work); the rest is immutable.
    let loop: EventLoop
    let handle: ScheduledHandle
    let action: UncheckedAction
    let step: Duration

    init(loop: EventLoop, handle: ScheduledHandle, action: UncheckedAction, step: Duration) {
        self.loop = loop
        self.handle = handle
        self.action = action
        self.step = step
    }

    func arm(at deadline: MonotonicInstant) {
        handle.attach(loop.schedule(at: deadline) { [self] in
            guard !handle.isCancelled else { return }
            action.run()
            arm(at: deadline + step)
        })
    }
}

/// Scheduled work that may be cancelled from any thread.
private final class ScheduledHandle: @unchecked Sendable {
    // @unchecked Sendable: `cancelled` and `work` are read and written holding `lock`.
    private let lock = NSLock()
    private var cancelled = false
    private var work: ScheduledWork?

    var isCancelled: Bool { lock.withLock { cancelled } }

    func attach(_ work: ScheduledWork) {
        lock.withLock { self.work = work }
    }

    /// Stops later firings at once; the loop drops the pending one on its thread.
    func cancel(on loop: EventLoop) {
        let work = lock.withLock { () -> ScheduledWork? in
            cancelled = true
            return self.work
        }
        guard let work else { return }
        let pending = UncheckedWork(work)
        try? loop.execute { pending.work.cancel() }
    }
}

/// Scheduled work carried back to its loop's thread to be cancelled there.
private struct UncheckedWork: @unchecked Sendable {
    // @unchecked Sendable: only dereferenced on the loop thread (inside `execute`).
    let work: ScheduledWork
    init(_ work: ScheduledWork) { self.work = work }
}
