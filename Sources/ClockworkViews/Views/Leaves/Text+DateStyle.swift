@_spi(Machinery) import ClockworkCore
import Foundation

extension Text {
    /// A predefined style used to display a date.
    public struct DateStyle: Equatable, Sendable {
        enum Kind: Equatable {
            case time, date, relative, offset, timer
            /// A timer held within an interval (`Text(timerInterval:)`).
            case interval(TimerInterval)
        }

        let kind: Kind

        /// The time component of the date: `11:23 PM`.
        public static let time = DateStyle(kind: .time)
        /// The date component of the date: `June 3, 2019`.
        public static let date = DateStyle(kind: .date)
        /// The date as time relative to now, kept current: `2 hours, 23 minutes`.
        public static let relative = DateStyle(kind: .relative)
        /// The date as an offset from now, kept current: `+2 hours`.
        public static let offset = DateStyle(kind: .offset)
        /// The date as a timer counting from or to now, kept current: `2:32`, `1:02:05`.
        /// It counts down to a date to come (the seconds left, so it reads `0:00` at the
        /// date) and up from a date gone by.
        public static let timer = DateStyle(kind: .timer)

        /// Whether the text changes as time passes.
        var isLive: Bool { kind != .time && kind != .date }

        /// `date` as this style shows it at `now`.
        func format(_ date: Date, now: Date) -> String {
            switch kind {
            case .time: return date.formatted(date: .omitted, time: .shortened)
            case .date: return date.formatted(date: .long, time: .omitted)
            case .relative: return Self.duration(abs(date.timeIntervalSince(now)))
            case .offset:
                let seconds = date.timeIntervalSince(now)
                return (seconds < 0 ? "-" : "+") + Self.duration(abs(seconds))
            case .timer:
                let seconds = date.timeIntervalSince(now)
                return Self.clock(seconds > 0 ? seconds.rounded(.up) : (-seconds).rounded(.down), showsHours: true)
            case .interval(let timer):
                return Self.clock(timer.seconds(at: now), showsHours: timer.showsHours)
            }
        }

        /// The first date after `now` at which what this style shows of `date` changes;
        /// `nil` when it never will (a fixed date, a timer stopped at its end or pause).
        func nextChange(of date: Date, after now: Date) -> Date? {
            switch kind {
            case .time, .date: return nil
            case .relative, .offset, .timer: return Self.nextWholeSecond(from: date, after: now)
            case .interval(let timer): return timer.nextChange(after: now)
            }
        }

        /// The first date after `now` a whole number of seconds from `anchor`.
        static func nextWholeSecond(from anchor: Date, after now: Date) -> Date {
            let intoSecond = now.timeIntervalSince(anchor).truncatingRemainder(dividingBy: 1)
            let untilNext = intoSecond >= 0 ? 1 - intoSecond : -intoSecond
            return now.addingTimeInterval(untilNext == 0 ? 1 : untilNext)
        }

        /// Whole seconds as a timer shows them: `2:05`, `1:02:05`, or `62:05` without hours.
        private static func clock(_ seconds: Double, showsHours: Bool) -> String {
            let total = Int(max(seconds, 0))
            let (hours, minutes, secondsPart) = showsHours ? (total / 3600, total / 60 % 60, total % 60) : (0, total / 60, total % 60)
            let paddedSeconds = secondsPart < 10 ? "0\(secondsPart)" : "\(secondsPart)"
            if hours > 0 { return "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(paddedSeconds)" }
            return "\(minutes):\(paddedSeconds)"
        }

        /// A length of time in its two largest units: `2 hours, 23 minutes`, `5 seconds`.
        private static func duration(_ seconds: TimeInterval) -> String {
            Duration.seconds(Int64(seconds.rounded(.down)))
                .formatted(.units(allowed: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2))
        }
    }

    /// A timer that runs within an interval and stops at its end (or at a pause).
    struct TimerInterval: Equatable, Sendable {
        let interval: ClosedRange<Date>
        let pauseTime: Date?
        let countsDown: Bool
        let showsHours: Bool

        /// When the timer stops: the interval's end, or the pause before it.
        var end: Date { min(interval.upperBound, pauseTime ?? interval.upperBound) }

        /// The seconds shown at `now`: those left, rounded up (a countdown reads `0:00` at
        /// its end), or those passed, rounded down.
        func seconds(at now: Date) -> Double {
            let stopped = min(max(now, interval.lowerBound), end)
            return countsDown
                ? interval.upperBound.timeIntervalSince(stopped).rounded(.up)
                : stopped.timeIntervalSince(interval.lowerBound).rounded(.down)
        }

        /// The next date after `now` at which the timer shows another value, or `nil` once
        /// it has stopped.
        func nextChange(after now: Date) -> Date? {
            guard now < end else { return nil }
            guard now >= interval.lowerBound else { return interval.lowerBound }
            let next = DateStyle.nextWholeSecond(from: countsDown ? interval.upperBound : interval.lowerBound, after: now)
            return min(next, end)
        }
    }

    /// Creates a text view that displays a date in a style: the time or the date fixed, or,
    /// relative to now (`.relative`, `.offset`, `.timer`), updated every second on the tick
    /// grid (the loop sleeps in between).
    public nonisolated init(_ date: Date, style: DateStyle) {
        if style.isLive {
            self.init(runs: [TextRun(content: "", liveDate: LiveDate(date: date, style: style))])
        } else {
            self.init(verbatim: style.format(date, now: date))
        }
    }

    /// Creates a text view that shows a timer counting within `timerInterval`: down from
    /// its length to `0:00` (`countsDown`) or up from `0:00`, stopping at the interval's
    /// end or at `pauseTime`. With `showsHours` false, an hour and more shows as minutes
    /// (`61:00`). Kept current on the tick grid; the loop sleeps once it stops.
    public nonisolated init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let timer = TimerInterval(interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
        self.init(timerInterval.lowerBound, style: DateStyle(kind: .interval(timer)))
    }
}
