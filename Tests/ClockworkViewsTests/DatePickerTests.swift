import Clockwork
import ClockworkTesting
import Foundation
import Testing
@_spi(Machinery) @testable import ClockworkCore

/// Noon on 2 December 2026, UTC.
private let noon = Date(timeIntervalSince1970: 1_796_212_800)

/// A calendar in UTC, the zone the panels below show their dates in.
private var utc: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}

/// An alarm model a daemon keeps, and a settings panel bound to it: a date picker with a
/// range, one of the day alone, one of the time alone, and the chosen dates as text.
@Observable
private final class Alarm {
    var start = noon
    var day = noon
    var ring = noon
}

private struct AlarmSettings: View {
    let alarm: Alarm
    var range = noon.addingTimeInterval(-2 * 86_400) ... noon.addingTimeInterval(2 * 86_400)

    var body: some View {
        @Bindable var alarm = alarm
        VStack(alignment: .leading) {
            DatePicker("Start", selection: $alarm.start, in: range)
            DatePicker("Day", selection: $alarm.day, displayedComponents: .date)
            DatePicker(selection: $alarm.ring, displayedComponents: [.hourAndMinute]) { Text("Ring") }
            Text("chosen \(stamp(alarm.start)) \(stamp(alarm.day)) \(stamp(alarm.ring))")
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.locale, Locale(identifier: "en_US"))
    }

    private func stamp(_ date: Date) -> String {
        let parts = utc.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return "\(parts.year!)-\(parts.month!)-\(parts.day!)T\(parts.hour!):\(parts.minute!)"
    }
}

@Suite("Date pickers: a date bound to a model, shown as iOS's compact picker shows it, set over the input")
@MainActor
struct DatePickerTests {
    private func texts(_ host: TestHost) -> [String] {
        host.graph.displayList().items.compactMap { if case .text(let text) = $0.primitive { text } else { nil } }
    }

    @Test("each picker shows its label, then its date and time in the environment's locale and zone; a day alone shows no time")
    func showsTheDate() throws {
        let host = try TestHost(AlarmSettings(alarm: Alarm()), size: Size(width: 80, height: 8))
        let shown = texts(host)
        #expect(shown.starts(with: ["Start", "Dec 2, 2026", "12:00\u{202F}PM", "Day", "Dec 2, 2026", "Ring", "12:00\u{202F}PM"]), "\(shown)")
        #expect(host.renderTree.contains("DatePicker selection=2026-12-02T12:00"), "\(host.renderTree)")
    }

    @Test("a date typed into a picker sets the model: a date and a time, a day alone keeping the time, a time alone keeping the day, a moment with its zone")
    func typedDatesSetTheModel() throws {
        let alarm = Alarm()
        let host = try TestHost(AlarmSettings(alarm: alarm), size: Size(width: 80, height: 8))
        try host.type("2026-12-03T07:30", into: "Start")
        #expect(texts(host).contains("chosen 2026-12-3T7:30 2026-12-2T12:0 2026-12-2T12:0"), "\(texts(host))")
        try host.type("2026-12-25", into: "Day")
        #expect(alarm.day == utc.date(from: DateComponents(year: 2026, month: 12, day: 25, hour: 12)), "the time of day kept")
        try host.type("06:45", into: "Ring")
        #expect(alarm.ring == utc.date(from: DateComponents(year: 2026, month: 12, day: 2, hour: 6, minute: 45)), "the day kept")
        try host.type("2026-12-02T08:41:00+01:00", into: "Day")
        #expect(alarm.day == utc.date(from: DateComponents(year: 2026, month: 12, day: 2, hour: 7, minute: 41)), "a zone of its own")
        #expect(texts(host).contains("Dec 2, 2026") && texts(host).contains("6:45\u{202F}AM"), "\(texts(host).map(\.unicodeScalars))")
    }

    @Test("text that is no date is refused, saying what a picker reads, and the date is kept", arguments: [
        "tomorrow", "2026-13-01", "2026-02-30", "25:00", "2026-12-02T09", "", "１２:００",
    ])
    func badTextIsRefused(text: String) throws {
        let alarm = Alarm()
        let host = try TestHost(AlarmSettings(alarm: alarm), size: Size(width: 80, height: 8))
        #expect {
            try host.type(text, into: "Start")
        } throws: { error in
            guard case .invalidValue(text, "DatePicker", let expected) = error as? ControlInputError else { return false }
            return expected.contains("ISO 8601") && "\(error)".contains("cannot read")
        }
        #expect(alarm.start == noon)
    }

    @Test("the arrows step a day, or a minute for a time alone, and a picker's date stays in its range")
    func stepsStayInRange() throws {
        let alarm = Alarm()
        let host = try TestHost(AlarmSettings(alarm: alarm), size: Size(width: 80, height: 8))
        try host.increment("Day")
        #expect(alarm.day == noon.addingTimeInterval(86_400))
        try host.decrement("Ring")
        #expect(alarm.ring == noon.addingTimeInterval(-60))
        for _ in 0..<4 { try host.increment("Start") }
        #expect(alarm.start == noon.addingTimeInterval(2 * 86_400), "held at the range's end")
        try host.type("2020-01-01", into: "Start")
        #expect(alarm.start == noon.addingTimeInterval(-2 * 86_400), "and at its start")
        #expect(throws: ControlInputError.unsupported(.activate, control: "DatePicker")) { try host.tap("Start") }

        // Two inputs before the next update: the second steps from what the first set.
        try host.graph.perform(.setText("2026-12-01T12:00"), on: "Day")
        try host.graph.perform(.increment, on: "Day")
        host.pump()
        #expect(alarm.day == noon, "a day after the date just typed, not after the one last drawn")
    }
}
