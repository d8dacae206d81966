import ClockworkTestSupport
import ClockworkLoop
import Foundation
import Testing
@testable import ClockworkCore

/// A device's input as a test double: a reader thread hands events over through a mailbox
/// (which asks the loop for a tick), and the tick's input phase delivers them, as a
/// touchscreen or a remote viewer would. What delivery reached and refused is kept for the
/// test to read.
@MainActor
private final class ScriptedDevice: InputSource {
    private let arrived: Mailbox<InputEvent>
    private(set) var reached: [String] = []
    private(set) var refused: [ControlInputError] = []

    init(loop: EventLoop) {
        arrived = Mailbox(loop: loop)
    }

    /// Called on the device's own thread.
    nonisolated func report(_ event: InputEvent) {
        try? arrived.enqueue(event)
    }

    func deliverEvents(to host: GraphHost) -> Int {
        arrived.drain { event in
            do throws(ControlInputError) {
                if let node = try host.deliver(event) { reached.append(node.typeName) }
            } catch {
                refused.append(error)
            }
        }
    }
}

@Suite("Input sources beside the socket")
@MainActor
struct InputSourceTests {
    @Test("a device source and the socket drive the same controls, the device's events applied in the tick that delivers them")
    func deviceBesideSocket() throws {
        let daemon = try SocketDaemon()
        let device = ScriptedDevice(loop: daemon.loop)
        daemon.host.addInputSource(device)
        let client = try daemon.connect()
        let reader = Thread {
            device.report(.control(.activate, target: "add"))
            device.report(.control(.activate, target: "Add"))
        }
        reader.start()
        while !reader.isFinished { usleep(100) }
        #expect(try client.send(#"{"cmd":"tap","target":"add"}"#)["ok"] as? Bool == true)
        daemon.turn()
        #expect(daemon.shows.contains("count 3"))
        let record = try #require(daemon.loop.recorder.records(since: 0).last { $0[.eventsHandled] >= 2 })
        #expect(record[.bodiesEvaluated] > 0, "the writes applied in the tick that delivered them")
    }

    @Test("a pointer press is hit-tested as the socket's is; a press on nothing is refused, naming the point")
    func pointer() throws {
        let daemon = try SocketDaemon()
        let device = ScriptedDevice(loop: daemon.loop)
        daemon.host.addInputSource(device)
        let button = try #require(daemon.host.graph.allNodes().first { $0.typeName == "Button" })
        let frame = button.frame
        device.report(.pointer(Point(x: frame.minX + 1, y: frame.minY)))
        device.report(.pointer(Point(x: 39, y: 9)))
        daemon.turn()
        #expect(device.reached == ["Button"])
        #expect(device.refused == [.nothingAt(Point(x: 39, y: 9))])
        #expect(daemon.shows.contains("count 1"))
    }

    @Test("keys move the one focus all sources share: Tab from the device, Enter from the socket")
    func sharedFocus() throws {
        let daemon = try SocketDaemon()
        let device = ScriptedDevice(loop: daemon.loop)
        daemon.host.addInputSource(device)
        device.report(.key(.tab))
        daemon.turn()
        #expect(device.reached == ["Button"])
        let client = try daemon.connect()
        #expect(try client.send(#"{"cmd":"key","key":"Enter"}"#)["ok"] as? Bool == true)
        daemon.turn()
        #expect(daemon.shows.contains("count 1"))
    }

    @Test("a source that goes away is dropped by the host, which keeps ticking")
    func sourceGoesAway() throws {
        let daemon = try SocketDaemon()
        var device: ScriptedDevice? = ScriptedDevice(loop: daemon.loop)
        daemon.host.addInputSource(device!)
        device?.report(.control(.activate, target: "add"))
        daemon.turn()
        device = nil
        let client = try daemon.connect()
        #expect(try client.send(#"{"cmd":"tap","target":"add"}"#)["ok"] as? Bool == true)
        daemon.turn()
        #expect(daemon.shows.contains("count 2"))
    }
}
