import ClockworkLoop
import Dispatch
import Foundation
import Glibc
import XCTest

final class LifecycleTests: XCTestCase {
    func testAConfigurationTheLoopCannotRunIsAnErrorNotATrap() {
        for hertz in [0, -5, 2_001, Int.max] {
            XCTAssertThrowsError(try EventLoop(configuration: .init(ticksPerSecond: hertz))) { error in
                XCTAssertEqual(error as? EventLoopError, .invalidConfiguration("tick rate \(hertz) Hz is outside 1–2000 Hz"))
            }
        }
        var margin = EventLoop.Configuration(ticksPerSecond: 1_000)
        margin.wakeMargin = .milliseconds(600)
        XCTAssertThrowsError(try EventLoop(configuration: margin))
        XCTAssertThrowsError(try EventLoop(configuration: .init(recordCapacity: 0)))
    }

    func testSIGTERMRunsTheFinalTickAndStopHooksThenRunReturns() throws {
        let events = Shared<[String]>([])
        let thread = try EventLoopThread.start { loop in
            loop.stopOnTerminationSignals()
            loop.setTickHandler { tick in
                if tick.isFinal { events.update { $0.append("final tick") } }
            }
            loop.onStop { events.update { $0.append("first hook") } }
            loop.onStop { events.update { $0.append("second hook") } }
        }
        kill(getpid(), SIGTERM)
        thread.join()
        XCTAssertEqual(events.value, ["final tick", "second hook", "first hook"])
    }

    func testSIGINTStopsTheLoopToo() throws {
        let stopped = Shared(false)
        let thread = try EventLoopThread.start { loop in
            loop.stopOnTerminationSignals()
            loop.onStop { stopped.update { $0 = true } }
        }
        kill(getpid(), SIGINT)
        thread.join()
        XCTAssertTrue(stopped.value)
    }

    func testStopFromAnotherThreadAppliesWorkPostedBeforeIt() throws {
        let applied = Shared(0)
        let thread = try EventLoopThread.start(configuration: .init(ticksPerSecond: 1)) { loop in
            loop.setTickHandler { _ in }
        }
        for _ in 0..<100 { try thread.loop.post { applied.update { $0 += 1 } } }
        thread.stopAndJoin()
        XCTAssertEqual(applied.value, 100, "at 1 Hz the posts were still queued: the final tick applied them")
    }

    func testStopOnAManualLoopTakesEffectOnTheNextAdvance() throws {
        let loop = try makeManualLoop()
        var hooks = 0
        loop.onStop { hooks += 1 }
        loop.stop()
        XCTAssertEqual(loop.state, .ready)
        loop.advance(by: .milliseconds(10))
        XCTAssertEqual(loop.state, .stopped)
        XCTAssertEqual(hooks, 1)
        loop.stop()
        loop.runOnce()
        XCTAssertEqual(hooks, 1, "stopping twice runs the hooks once")
    }

    func testDuringTheFinalTickOnlyTheLoopThreadMayStillEnqueueAndTheTickAppliesIt() throws {
        let loop = try makeManualLoop()
        let mailbox = Mailbox<Int>(loop: loop)
        var applied: [Int] = []
        let offThreadRefused = Shared(false)
        loop.setTickHandler { tick in
            guard tick.isFinal else { return }
            // An input event dispatched in the final tick writes from the loop thread.
            try? mailbox.enqueue(1)
            let other = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                do { try mailbox.enqueue(2) } catch { offThreadRefused.update { $0 = true } }
                other.signal()
            }
            waitOrFail(other, "the other thread's enqueue")
            mailbox.drain { applied.append($0) }
        }
        loop.stop()
        loop.advance(by: .milliseconds(10))
        XCTAssertEqual(applied, [1])
        XCTAssertTrue(offThreadRefused.value, "other threads are refused once stopping begins")
        XCTAssertThrowsError(try mailbox.enqueue(3), "after the final tick even the loop thread is refused")
    }

    func testRunIsRefusedOnAManualLoopAndOnAStoppedLoop() throws {
        let manual = try makeManualLoop()
        XCTAssertThrowsError(try manual.run())

        let real = try EventLoop(configuration: .init(ticksPerSecond: 10))
        real.stop()
        try real.run()
        XCTAssertEqual(real.state, .stopped)
        XCTAssertThrowsError(try real.run()) { error in
            guard case .invalidState = error as? EventLoopError else { return XCTFail("\(error)") }
        }
    }

    func testSIGPIPEDoesNotKillTheProcess() throws {
        _ = try makeManualLoop()
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds), 0)
        close(fds[1])
        let byte: UInt8 = 1
        let written = withUnsafePointer(to: byte) { write(fds[0], $0, 1) }
        let failure = errno
        close(fds[0])
        XCTAssertEqual(written, -1)
        XCTAssertEqual(failure, EPIPE)
    }

    func testMainQueueWorkRunsOnALoopThatDrainsTheMainQueue() throws {
        let loop = try EventLoop(configuration: .init(clock: .manual(ManualClock()), drainsMainQueue: true))
        let ran = Shared(false)
        DispatchQueue.main.async { ran.update { $0 = true } }
        loop.runOnce()
        XCTAssertTrue(ran.value)
    }

    func testMainQueueIntegrationIsRefusedOffTheMainThread() throws {
        let refused = Shared<EventLoopError?>(nil)
        onThreads(1) { _ in
            do throws(EventLoopError) {
                _ = try EventLoop(configuration: .init(clock: .manual(ManualClock()), drainsMainQueue: true))
            } catch {
                refused.update { $0 = error }
            }
        }
        guard case .invalidState = refused.value else { return XCTFail("expected invalidState, got \(String(describing: refused.value))") }
    }
}

final class LoopBoundTests: XCTestCase {
    /// A counter object that is not Sendable: only its loop's thread may touch it.
    private final class Counter {
        var count = 0
    }

    func testALoopBoundValueCrossesThreadsAndIsReadAndChangedOnItsLoop() throws {
        let bound = Shared<LoopBound<Counter>?>(nil)
        let thread = try EventLoopThread.start { loop in
            bound.update { $0 = LoopBound(Counter(), loop: loop) }
        }
        defer {
            thread.loop.stop()
            thread.join()
        }
        let counted = DispatchSemaphore(value: 0)
        let seen = Shared(0)
        // The wrapper travels through @Sendable closures from this thread to the loop's.
        let wrapper = try XCTUnwrap(bound.value)
        for _ in 0..<3 {
            try thread.loop.execute {
                let local = wrapper
                local.value.count += 1
                seen.update { $0 = local.value.count }
                counted.signal()
            }
            waitOrFail(counted, "the loop's increment")
        }
        XCTAssertEqual(seen.value, 3, "one object, changed on its loop each time")
        XCTAssertFalse(thread.loop.inLoop, "this thread is not the loop's: reading `wrapper.value` here would stop the process")
    }
}
