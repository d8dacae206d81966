import ClockworkTestSupport
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore
@testable import ClockworkInputSocket

@MainActor
private final class Alarms: ObservableObject {
    @Published var active = ["low pressure", "high temperature", "door open"]
    @Published var acknowledged: [String] = []
    @Published var pinned: [String] = []
}

private struct AlarmList: View {
    @ObservedObject var alarms: Alarms

    var body: some View {
        List(alarms.active, id: \.self) { alarm in
            Text(alarm)
                .swipeActions {
                    Button("Acknowledge") { alarms.acknowledged.append(alarm) }.tint(.green)
                    Button("Clear", role: .destructive) { alarms.active.removeAll { $0 == alarm } }
                }
                .swipeActions(edge: .leading, allowsFullSwipe: false) {
                    Button("Pin") { alarms.pinned.append(alarm) }
                }
        }
    }
}

@Suite("Swipe actions on list rows")
@MainActor
struct SwipeActionsTests {
    private func frame(_ text: String, _ host: TestHost) -> Rect? {
        host.graph.displayList().items.first { $0.primitive == .text(text) }?.frame
    }

    @Test("a swipe reveals a row's actions at its trailing edge, the first at the edge as in SwiftUI; tapping one runs it and hides them")
    func reveal() throws {
        let alarms = Alarms()
        let host = try TestHost(AlarmList(alarms: alarms), size: Size(width: 40, height: 8))
        host.pump()
        #expect(frame("Acknowledge", host) == nil)
        try host.swipe("door open")
        let row = try #require(frame("door open", host)), acknowledge = try #require(frame("Acknowledge", host))
        let clear = try #require(frame("Clear", host))
        #expect(acknowledge.minY == row.minY && acknowledge.maxX >= 39 && clear.maxX <= acknowledge.minX, "the first at the row's trailing edge")
        try host.tap("Acknowledge")
        #expect(alarms.acknowledged == ["door open"] && frame("Acknowledge", host) == nil)
        try host.swipe("low pressure", edge: .leading)
        try host.tap("Pin")
        #expect(alarms.pinned == ["low pressure"])
    }

    @Test("a drag across more than half a row runs its first action; a short one only reveals")
    func dragging() throws {
        let alarms = Alarms()
        let host = try TestHost(AlarmList(alarms: alarms), size: Size(width: 40, height: 8))
        host.pump()
        let row = try #require(frame("high temperature", host))
        _ = try host.deliver(.drag(from: Point(x: 30, y: row.minY), by: Point(x: -5, y: 0)))
        host.pump()
        #expect(frame("Acknowledge", host) != nil && alarms.acknowledged.isEmpty)
        _ = try host.deliver(.drag(from: Point(x: 35, y: row.minY), by: Point(x: -30, y: 0)))
        host.pump()
        #expect(alarms.acknowledged == ["high temperature"])
    }

    @Test("the input socket's swipe reveals the actions; a bad edge gets a clear error")
    func socket() throws {
        let alarms = Alarms()
        let daemon = try SocketDaemon(root: AlarmList(alarms: alarms), size: Size(width: 40, height: 8))
        let client = try daemon.connect()
        #expect(try client.send(#"{"id":1,"cmd":"swipe","target":"door open"}"#)["ok"] as? Bool == true)
        #expect(try client.send(#"{"id":2,"cmd":"tap","target":"Clear"}"#)["ok"] as? Bool == true)
        daemon.turn()
        #expect(alarms.active == ["low pressure", "high temperature"])
        let bad = try client.send(#"{"id":3,"cmd":"swipe","target":"low pressure","edge":"up"}"#)
        #expect(bad["error"] as? String == "out_of_range" && (bad["message"] as? String)?.contains("leading") == true)
        #expect(try client.send(#"{"id":4,"cmd":"swipe","target":"nothing"}"#)["error"] as? String == "not_found")
    }
}
