import ClockworkTestSupport
import ClockworkViews
import Foundation
import Testing
@testable import ClockworkCore

/// A maintenance panel of a daemon: the next service date, picked in UTC, and the date it
/// holds as text.
private struct ServicePanel: View {
    @State private var next = Date(timeIntervalSince1970: 1_796_212_800)

    var body: some View {
        VStack {
            DatePicker("Next service", selection: $next, in: Date(timeIntervalSince1970: 1_796_212_800)...)
            Text("service \(Int(next.timeIntervalSince1970))")
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
    }
}

@Suite("A date picker over the input socket")
@MainActor
struct DatePickerSocketTests {
    @Test("`text` gives a date picker an ISO 8601 date; one before its range is held at its start; text that is no date is out_of_range and harms nothing")
    func setsDatesOverTheSocket() throws {
        let daemon = try SocketDaemon(root: ServicePanel(), size: Size(width: 60, height: 6))
        let client = try daemon.connect()
        #expect(try client.send(#"{"id":1,"cmd":"text","target":"Next service","text":"2026-12-24T08:00"}"#)["ok"] as? Bool == true)
        #expect(daemon.shows.contains(#""service 1798099200""#), "\(daemon.shows)")
        _ = try client.send(#"{"id":2,"cmd":"increment","target":"Next service"}"#)
        #expect(daemon.shows.contains(#""service 1798185600""#), "a day on")
        _ = try client.send(#"{"id":3,"cmd":"text","target":"Next service","text":"2026-01-01"}"#)
        #expect(daemon.shows.contains(#""service 1796212800""#), "held at the range's start: \(daemon.shows)")

        let before = daemon.shows
        let reply = try client.send(#"{"id":4,"cmd":"text","target":"Next service","text":"next tuesday"}"#)
        #expect(reply["error"] as? String == "out_of_range", "\(reply)")
        #expect((reply["message"] as? String)?.contains("cannot read \"next tuesday\"; it reads an ISO 8601 date") == true, "\(reply)")
        #expect(daemon.shows == before)
        #expect(try client.send(#"{"id":5,"cmd":"ping"}"#)["pong"] as? Bool == true, "the connection still works")
    }
}
