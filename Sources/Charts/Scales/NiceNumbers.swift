import Foundation

/// Round numbers for a number axis: steps of 1, 2, 2.5 or 5 times a power of ten, and a
/// domain widened to them.
enum NiceNumbers {
    /// A round step that gives about `count` steps over `span`.
    static func step(for span: Double, count: Int) -> Double {
        guard span > 0, span.isFinite, count > 0 else { return 1 }
        let raw = span / Double(count)
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let fraction = raw / magnitude
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10
        return nice * magnitude
    }

    /// `lower...upper` widened to multiples of `step`.
    static func widened(_ lower: Double, _ upper: Double, step: Double) -> (Double, Double) {
        guard step > 0 else { return (lower, upper) }
        let low = (lower / step).rounded(.down) * step
        let high = (upper / step).rounded(.up) * step
        return (low, high)
    }

    /// The multiples of `step` from `lower` to `upper` (both inclusive, within a hair).
    static func multiples(of step: Double, from lower: Double, to upper: Double, limit: Int = 200) -> [Double] {
        guard step > 0, lower.isFinite, upper.isFinite, upper >= lower else { return [] }
        let first = (lower / step - 1e-9).rounded(.up)
        var values: [Double] = []
        var index = first
        while values.count < limit {
            let value = index * step
            guard value <= upper + step * 1e-9 else { break }
            // Clean away binary noise (0.30000000000000004 → 0.3).
            values.append((value / step).rounded() * step)
            index += 1
        }
        return values
    }
}

/// Calendar steps for a date axis, from a second to years, and the dates on them.
enum DateStrides {
    /// The steps an automatic date axis chooses among, shortest first.
    static let steps: [(Calendar.Component, Int, seconds: Double)] = [
        (.second, 1, 1), (.second, 2, 2), (.second, 5, 5), (.second, 10, 10), (.second, 15, 15), (.second, 30, 30),
        (.minute, 1, 60), (.minute, 2, 120), (.minute, 5, 300), (.minute, 10, 600), (.minute, 15, 900), (.minute, 30, 1800),
        (.hour, 1, 3600), (.hour, 2, 7200), (.hour, 3, 10_800), (.hour, 6, 21_600), (.hour, 12, 43_200),
        (.day, 1, 86_400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800), (.month, 1, 2_629_746), (.month, 3, 7_889_238),
        (.month, 6, 15_778_476), (.year, 1, 31_556_952), (.year, 2, 63_113_904), (.year, 5, 157_784_760), (.year, 10, 315_569_520),
    ]

    /// The shortest step that gives at most `count` steps over `span` seconds.
    static func step(for span: Double, count: Int) -> (Calendar.Component, Int) {
        let wanted = span / Double(max(count, 1))
        let chosen = steps.first { $0.seconds >= wanted } ?? steps[steps.count - 1]
        return (chosen.0, chosen.1)
    }

    /// The dates from `lower` to `upper` (seconds since the reference date) at the start
    /// of every `count`th `component`, counted from the start of the larger unit.
    static func dates(from lower: Double, to upper: Double, every component: Calendar.Component, count: Int,
                      calendar: Calendar, limit: Int = 200) -> [Double] {
        guard lower.isFinite, upper.isFinite, upper >= lower else { return [] }
        let start = Date(timeIntervalSinceReferenceDate: lower)
        guard var date = calendar.dateInterval(of: component, for: start)?.start else { return [] }
        // Align to multiples of `count` within the enclosing unit (10:20, 10:30, not 10:23).
        let value = calendar.component(component, from: date)
        let base = component == .day || component == .month || component == .weekOfYear ? 1 : 0
        let misalignment = ((value - base) % count + count) % count
        if misalignment > 0, let aligned = calendar.date(byAdding: component, value: -misalignment, to: date) { date = aligned }
        var dates: [Double] = []
        while dates.count < limit {
            let seconds = date.timeIntervalSinceReferenceDate
            if seconds > upper + 1e-6 { break }
            if seconds >= lower - 1e-6 { dates.append(seconds) }
            guard let next = calendar.date(byAdding: component, value: count, to: date), next > date else { break }
            date = next
        }
        return dates
    }

    /// The format a label of a date on a `component` step shows: seconds for steps under
    /// a minute, hours and minutes under a day, the day under a month, the month, the year.
    static func format(for component: Calendar.Component) -> Date.FormatStyle {
        switch component {
        case .second, .nanosecond: .dateTime.hour().minute().second()
        case .minute, .hour: .dateTime.hour().minute()
        case .day, .weekday, .weekOfYear, .weekOfMonth: .dateTime.month(.abbreviated).day()
        case .month, .quarter: .dateTime.month(.abbreviated)
        default: .dateTime.year()
        }
    }
}
