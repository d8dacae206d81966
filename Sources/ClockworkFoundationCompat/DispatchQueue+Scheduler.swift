import ClockworkLoop
import Dispatch
import OpenCombine

/// `DispatchQueue` as a Combine scheduler, as SwiftUI code uses it:
/// `.receive(on: DispatchQueue.main)`, `.debounce(for: .milliseconds(300), scheduler:
/// DispatchQueue.main)`. The main queue runs on the main actor's loop — its clock and tick
/// grid — so a manual clock makes timed operators deterministic in tests; other queues
/// run work as `async`, `asyncAfter` and dispatch timers do.
extension DispatchQueue: @retroactive Scheduler {
    /// A point in dispatch time.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The dispatch time.
        public var dispatchTime: DispatchTime

        /// The scheduler time at `time`.
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        /// The span from this time to `other`.
        public func distance(to other: SchedulerTimeType) -> SchedulerTimeStride {
            SchedulerTimeStride(nanoseconds: Int64(bitPattern: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds))
        }

        /// This time moved by `n`.
        public func advanced(by n: SchedulerTimeStride) -> SchedulerTimeType {
            SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(Int64(clamping: dispatchTime.uptimeNanoseconds) + n.magnitude, 1))))
        }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }
    }

    /// How work is submitted to a queue.
    public struct SchedulerOptions {
        /// The quality of service of the work.
        public var qos: DispatchQoS
        /// The work item's flags.
        public var flags: DispatchWorkItemFlags
        /// A group the work joins.
        public var group: DispatchGroup?

        /// Options for work submitted with `qos`, `flags`, in `group`.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// Whether this is the main queue. (Dispatch on Linux hands out a new `DispatchQueue`
    /// object for `.main` each time, so identity cannot tell; the label can.)
    private var isMain: Bool { label == Self.mainLabel }

    private static let mainLabel = DispatchQueue.main.label

    /// The scheduler's time: the main actor loop's clock for the main queue.
    public var now: SchedulerTimeType {
        if isMain, let now = MainLoopWork.now { return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(now.nanoseconds, 1)))) }
        return SchedulerTimeType(.now())
    }

    /// The smallest tolerance the scheduler honours: none.
    public var minimumTolerance: SchedulerTimeStride { .nanoseconds(0) }

    /// Runs `action` soon: on the main actor's loop for the main queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if isMain, MainLoopWork.run(action) { return }
        let work = UncheckedAction(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    /// Runs `action` at `date`: in the first tick at or after it for the main queue.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeStride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        if isMain, MainLoopWork.schedule(at: Self.instant(date), action) != nil { return }
        let work = UncheckedAction(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    /// Runs `action` at `date` and every `interval` after, until cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeStride, tolerance: SchedulerTimeStride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        if isMain, let repeating = MainLoopWork.repeating(from: Self.instant(date), every: interval.duration, action) {
            return repeating
        }
        let timer = DispatchSource.makeTimerSource(queue: self)
        let work = UncheckedAction(action)
        timer.setEventHandler { work.run() }
        timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(Int(max(interval.magnitude, 1))),
                       leeway: .nanoseconds(Int(max(tolerance.magnitude, 0))))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }

    private static func instant(_ time: SchedulerTimeType) -> MonotonicInstant {
        MonotonicInstant(nanoseconds: Int64(clamping: time.dispatchTime.uptimeNanoseconds))
    }
}

/// A Combine scheduler's action, handed to the queue or loop that runs it.
struct UncheckedAction: @unchecked Sendable {
    // @unchecked Sendable: a scheduler's contract is to run the action on its own context,
    // once per firing; nothing else touches it.
    private let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    func run() { action() }
}
