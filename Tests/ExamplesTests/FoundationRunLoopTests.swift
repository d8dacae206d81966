import Foundation
import Testing

extension ProcessTests {
    /// A daemon runs Foundation's main run loop and drains the main queue: a view model's
    /// `Timer.scheduledTimer`, a `Timer` added to `RunLoop.main` and a notification observed on
    /// the main queue all arrive on the loop, on time, as they do under SwiftUI.
    @Suite struct FoundationRunLoopTests {
        @Test("timers and main queue notifications in a view model tick in a real daemon")
        func timersAndMainQueueNotificationsInAViewModelTickInARealDaemon() throws {
            let directory = try makeTemporaryDirectory()
            let fixture = try startDaemon("TimerModelFixture", runtimeDirectory: directory)
            defer {
                fixture.terminate()
                fixture.waitUntilExit()
            }
            let socket = directory + "/clockwork/TimerModelFixture.sock"
            func counts() throws -> [String: Int]? {
                let tree = try runToCompletion(builtProduct("clockwork"), ["tree", "--socket", socket])
                guard tree.status == 0 else { return nil }
                var found: [String: Int] = [:]
                for name in ["beats", "chimes", "beacons"] {
                    guard let range = tree.output.range(of: name + #" \d+"#, options: .regularExpression) else { return nil }
                    found[name] = Int(tree.output[range].dropFirst(name.count + 1))
                }
                return found
            }
            var first: [String: Int]?
            let deadline = Date().addingTimeInterval(10)
            while first == nil, Date() < deadline {
                first = try counts()
                if first == nil { Thread.sleep(forTimeInterval: 0.1) }
            }
            let start = try #require(first, "the daemon never answered")
            Thread.sleep(forTimeInterval: 2)
            let later = try #require(try counts())
            // Over about 2 s: some 20 beats (every 0.1 s), 10 chimes and 10 beacons (every
            // 0.2 s); generous bounds for a shared machine.
            let beats = later["beats", default: 0] - start["beats", default: 0]
            #expect(beats >= 10, "the scheduled timer fires again and again, not once")
            #expect(beats <= 40, "and not faster than it was asked to")
            let chimes = later["chimes", default: 0] - start["chimes", default: 0]
            #expect(chimes >= 5, "a timer added to RunLoop.main fires")
            #expect(chimes <= 20)
            let beacons = later["beacons", default: 0] - start["beacons", default: 0]
            #expect(beacons >= 5, "notifications from another thread arrive on the main queue")
        }
    }
}
