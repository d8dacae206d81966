@_spi(Machinery) import ClockworkCore
import Foundation

/// A type that provides a sequence of dates for use as a schedule: the dates a
/// `TimelineView` updates at.
public protocol TimelineSchedule {
    /// The sequence of dates the schedule provides.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Sendable, Hashable {
    /// Updates as the schedule says.
    case normal
    /// Updates less often, to save power.
    case lowFrequency
}

/// A schedule for updating a timeline view at regular intervals.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    /// Creates a periodic update schedule from `startDate` every `interval` seconds.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }

    /// The dates of the schedule, from the last one at or before `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicEntries {
        guard interval > 0, interval.isFinite else { return PeriodicEntries(first: start, interval: 0) }
        let steps = max((startDate.timeIntervalSince(start) / interval).rounded(.down), 0)
        return PeriodicEntries(first: start.addingTimeInterval(steps * interval), interval: interval)
    }

    /// A periodic schedule's dates: endless, or one date for an interval that is not positive.
    public struct PeriodicEntries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval

        init(first: Date, interval: TimeInterval) {
            upcoming = first
            self.interval = interval
        }

        public mutating func next() -> Date? {
            defer { upcoming = interval > 0 ? upcoming?.addingTimeInterval(interval) : nil }
            return upcoming
        }
    }
}

/// A schedule for updating a timeline view at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates a per-minute update schedule.
    public init() {}

    /// The start of the minute `startDate` falls in, and every minute after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.PeriodicEntries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.PeriodicEntries(first: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided
/// interval: every tick, by default.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// Creates a schedule that updates at most every `minimumInterval` seconds (every
    /// tick when `nil`), or not at all while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.PeriodicEntries {
        guard !paused else { return PeriodicTimelineSchedule.PeriodicEntries(first: startDate, interval: 0) }
        return PeriodicTimelineSchedule.PeriodicEntries(first: startDate, interval: minimumInterval ?? Self.everyTick)
    }

    /// An interval shorter than any tick: the next date is always the next tick.
    static let everyTick = 1e-6
}

/// A schedule for updating a timeline view at explicit points in time.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates

    /// Creates a schedule composed of an explicit sequence of dates.
    public init(_ dates: Dates) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule for updating a timeline view every tick.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A pausable schedule updating at most every `minimumInterval` seconds.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
