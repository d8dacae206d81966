import Foundation
import XCTest

/// A daemon runs Foundation's main run loop: a view model's `Timer.scheduledTimer` fires
/// on the loop, on time, as it does under SwiftUI.
final class FoundationRunLoopTests: XCTestCase {
    func testAScheduledTimerInAViewModelTicksInARealDaemon() throws {
        let directory = try makeTemporaryDirectory()
        let fixture = try startDaemon("TimerModelFixture", runtimeDirectory: directory)
        defer {
            fixture.terminate()
            fixture.waitUntilExit()
        }
        let socket = directory + "/clockwork/TimerModelFixture.sock"
        func beats() throws -> Int? {
            let tree = try runToCompletion(builtProduct("clockwork"), ["tree", "--socket", socket])
            guard tree.status == 0, let range = tree.output.range(of: #"beats \d+"#, options: .regularExpression) else { return nil }
            return Int(tree.output[range].dropFirst("beats ".count))
        }
        var first: Int?
        let deadline = Date().addingTimeInterval(10)
        while first == nil, Date() < deadline {
            first = try beats()
            if first == nil { Thread.sleep(forTimeInterval: 0.1) }
        }
        let start = try XCTUnwrap(first, "the daemon never answered")
        Thread.sleep(forTimeInterval: 2)
        let later = try XCTUnwrap(try beats())
        // A timer every 0.1 s for about 2 s: some 20 beats; generous bounds for a shared machine.
        XCTAssertGreaterThanOrEqual(later - start, 10, "the timer fires again and again, not once")
        XCTAssertLessThanOrEqual(later - start, 40, "and not faster than it was asked to")
    }
}
