import ClockworkLoop
import Foundation
import OpenCombine

/// `RunLoop` as a Combine scheduler, as SwiftUI code uses it: `.receive(on: RunLoop.main)`,
/// `.throttle(for: 1, scheduler: RunLoop.main, latest: true)`. The main run loop runs on the
/// main actor's loop — its clock (as dates) and tick grid — since a Clockwork daemon's main
/// thread runs libev, not a `RunLoop`; other run loops run work as their timers do.
extension RunLoop: @retroactive Scheduler {
    /// A point in time, as a date.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The date.
        public var date: Date

        /// The scheduler time at `date`.
        public init(_ date: Date) {
            self.date = date
        }

        /// The span from this time to `other`.
        public func distance(to other: SchedulerTimeType) -> SchedulerTimeStride {
            SchedulerTimeStride(other.date.timeIntervalSince(date))
        }

        /// This time moved by `n`.
        public func advanced(by n: SchedulerTimeStride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
        }
    }

    /// Options for run-loop scheduling (none).
    public struct SchedulerOptions: Sendable {}

    private var isMain: Bool { self === RunLoop.main }

    /// The scheduler's time: the main actor loop's clock, as a date, for the main run loop.
    public var now: SchedulerTimeType {
        if isMain, let now = MainLoopWork.now { return SchedulerTimeType(MainLoopWork.date(at: now)) }
        return SchedulerTimeType(Date())
    }

    /// The smallest tolerance the scheduler honours: none.
    public var minimumTolerance: SchedulerTimeStride { .nanoseconds(0) }

    /// Runs `action` soon: on the main actor's loop for the main run loop.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if isMain, MainLoopWork.run(action) { return }
        let work = UncheckedAction(action)
        perform { work.run() }
    }

    /// Runs `action` at `date`: in the first tick at or after it for the main run loop.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeStride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        if isMain, MainLoopWork.schedule(at: MainLoopWork.instant(at: date.date), action) != nil { return }
        let work = UncheckedAction(action)
        add(Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }, forMode: .default)
    }

    /// Runs `action` at `date` and every `interval` after, until cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeStride, tolerance: SchedulerTimeStride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        if isMain, let repeating = MainLoopWork.repeating(from: MainLoopWork.instant(at: date.date), every: interval.duration, action) {
            return repeating
        }
        let work = UncheckedAction(action)
        let timer = Timer(fire: date.date, interval: max(interval.timeInterval, 1e-9), repeats: true) { _ in work.run() }
        add(timer, forMode: .default)
        let cancel = UncheckedTimer(timer)
        return AnyCancellable { [self] in perform { cancel.timer.invalidate() } }
    }
}

/// A run loop's timer, carried to its run loop to be invalidated there.
private struct UncheckedTimer: @unchecked Sendable {
    // @unchecked Sendable: the timer is only touched on its run loop's thread (the cancel
    // sends `invalidate()` there with `perform`).
    let timer: Timer
    init(_ timer: Timer) { self.timer = timer }
}
