import ClockworkLoop
import Dispatch
import XCTest

// XCTest, not Swift Testing, for one reason: XCTest runs a test method on the process's
// main thread, and a loop that drains the main queue must be made there. Swift Testing on
// Linux runs every test, `@MainActor` ones included, on other threads.

/// What only the main thread can do.
final class MainThreadTests: XCTestCase {
    func testMainQueueWorkRunsOnALoopThatDrainsTheMainQueue() throws {
        let loop = try EventLoop(configuration: .init(clock: .manual(ManualClock()), drainsMainQueue: true))
        let ran = Shared(false)
        DispatchQueue.main.async { ran.update { $0 = true } }
        loop.runOnce()
        XCTAssertTrue(ran.value)
    }
}
