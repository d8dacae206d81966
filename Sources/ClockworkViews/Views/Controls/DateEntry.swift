import Foundation

/// How a ``DatePicker`` shows its date and reads one typed over the input socket.
enum DateEntry {
    /// The date's parts as the compact picker shows them: `Dec 2, 2026` and `9:41 AM` in
    /// `locale` and `calendar` (its time zone); an empty string for a part not shown.
    static func shown(_ date: Date, components: DatePickerComponents, locale: Locale, calendar: Calendar) -> (date: String, time: String) {
        var day = Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, calendar: calendar)
        day.timeZone = calendar.timeZone
        var time = Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, calendar: calendar)
        time.timeZone = calendar.timeZone
        return (components.contains(.date) ? date.formatted(day) : "", components.contains(.hourAndMinute) ? date.formatted(time) : "")
    }

    /// The date in ISO 8601 in `calendar`'s time zone, to the minute: `2026-12-02T09:41`.
    static func iso(_ date: Date, calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):\(two(parts.minute))"
    }

    /// The date `text` names, in `calendar`'s time zone unless it names its own: a date and
    /// a time (`2026-12-02T09:41`, seconds optional, a space for the `T`), a date alone
    /// (the time of day kept from `current`), a time alone (the day kept), or a moment
    /// with its zone (`2026-12-02T08:41:00Z`, `…+01:00`). `nil` for anything else, or a
    /// day or hour that does not exist.
    static func parse(_ text: String, keeping current: Date, calendar: Calendar) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let zoned = ISO8601DateFormatter().date(from: trimmed) { return zoned }
        let halves = trimmed.split(whereSeparator: { $0 == "T" || $0 == " " }).map(String.init)
        var wanted = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: current)
        switch halves.count {
        case 1 where halves[0].contains("-"):
            guard let day = numbers(halves[0], separator: "-", count: 3) else { return nil }
            (wanted.year, wanted.month, wanted.day) = (day[0], day[1], day[2])
        case 1:
            guard let time = numbers(halves[0], separator: ":", count: 2...3) else { return nil }
            (wanted.hour, wanted.minute, wanted.second) = (time[0], time[1], time.count > 2 ? time[2] : 0)
        case 2:
            guard let day = numbers(halves[0], separator: "-", count: 3),
                  let time = numbers(halves[1], separator: ":", count: 2...3) else { return nil }
            (wanted.year, wanted.month, wanted.day) = (day[0], day[1], day[2])
            (wanted.hour, wanted.minute, wanted.second) = (time[0], time[1], time.count > 2 ? time[2] : 0)
        default: return nil
        }
        guard let month = wanted.month, (1...12).contains(month), let hour = wanted.hour, (0...23).contains(hour),
              let minute = wanted.minute, (0...59).contains(minute), let second = wanted.second, (0...59).contains(second),
              let date = calendar.date(from: wanted),
              calendar.dateComponents([.day], from: date).day == wanted.day else { return nil }
        return date
    }

    /// The whole numbers `text` holds between `separator`s, when there are `count` of them.
    private static func numbers(_ text: String, separator: Character, count: Int) -> [Int]? {
        numbers(text, separator: separator, count: count...count)
    }

    private static func numbers(_ text: String, separator: Character, count: ClosedRange<Int>) -> [Int]? {
        let fields = text.split(separator: separator, omittingEmptySubsequences: false)
        guard count.contains(fields.count) else { return nil }
        let values = fields.compactMap { $0.allSatisfy(\.isASCII) ? Int($0) : nil }
        return values.count == fields.count ? values : nil
    }
}
