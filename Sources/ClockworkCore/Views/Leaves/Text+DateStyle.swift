import Foundation

extension Text {
    /// A predefined style used to display a date.
    public struct DateStyle: Equatable, Sendable {
        enum Kind: Equatable {
            case time, date, relative, offset, timer
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
        public static let timer = DateStyle(kind: .timer)

        /// Whether the text changes as time passes.
        var isLive: Bool { kind == .relative || kind == .offset || kind == .timer }

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
                let total = Int(abs(date.timeIntervalSince(now)).rounded(.down))
                let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
                let paddedSeconds = seconds < 10 ? "0\(seconds)" : "\(seconds)"
                if hours > 0 { return "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(paddedSeconds)" }
                return "\(minutes):\(paddedSeconds)"
            }
        }

        /// A length of time in its two largest units: `2 hours, 23 minutes`, `5 seconds`.
        private static func duration(_ seconds: TimeInterval) -> String {
            Duration.seconds(Int64(seconds.rounded(.down)))
                .formatted(.units(allowed: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2))
        }
    }

    /// Creates a text view that displays a date in a style: the time or the date fixed, or,
    /// relative to now (`.relative`, `.offset`, `.timer`), updated every second on the tick
    /// grid (the loop sleeps in between).
    public init(_ date: Date, style: DateStyle) {
        if style.isLive {
            self.init(runs: [TextRun(content: "", liveDate: LiveDate(date: date, style: style))])
        } else {
            self.init(verbatim: style.format(date, now: date))
        }
    }
}
