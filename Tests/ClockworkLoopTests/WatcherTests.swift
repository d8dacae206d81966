import ClockworkLoop
import Glibc
import XCTest

/// Watcher lifetimes. CI also runs these under TSan, where a use-after-free of a
/// watcher struct would be reported.
final class WatcherTests: XCTestCase {
    private func makePipe() -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        precondition(pipe(&fds) == 0)
        return (fds[0], fds[1])
    }

    func testAnIOWatcherFiresWhileItsDescriptorIsReadableAndNotAfterStop() throws {
        let loop = try makeManualLoop()
        let (readEnd, writeEnd) = makePipe()
        defer { close(readEnd); close(writeEnd) }
        var fired: [IOEvents] = []
        let watcher = IOWatcher(loop: loop, fd: readEnd, events: .read) { fired.append($0) }
        watcher.start()

        loop.runOnce()
        XCTAssertTrue(fired.isEmpty)
        _ = write(writeEnd, "x", 1)
        loop.runOnce()
        XCTAssertEqual(fired, [.read])

        watcher.stop()
        loop.runOnce()
        XCTAssertEqual(fired.count, 1)
        XCTAssertFalse(watcher.isActive)
    }

    func testReleasingAnActiveWatcherStopsItFirst() throws {
        let loop = try makeManualLoop()
        let (readEnd, writeEnd) = makePipe()
        defer { close(readEnd); close(writeEnd) }
        var fired = 0
        var watcher: IOWatcher? = IOWatcher(loop: loop, fd: readEnd, events: .read) { _ in fired += 1 }
        watcher?.start()
        _ = write(writeEnd, "x", 1)
        watcher = nil
        loop.runOnce()
        XCTAssertEqual(fired, 0)
    }

    func testAWatcherMayReleaseItselfFromItsOwnCallback() throws {
        let loop = try makeManualLoop()
        let (readEnd, writeEnd) = makePipe()
        defer { close(readEnd); close(writeEnd) }
        final class Holder { var watcher: IOWatcher? }
        let holder = Holder()
        var fired = 0
        holder.watcher = IOWatcher(loop: loop, fd: readEnd, events: .read) { _ in
            fired += 1
            holder.watcher = nil
        }
        holder.watcher?.start()
        _ = write(writeEnd, "x", 1)
        loop.runOnce()
        loop.runOnce()
        XCTAssertEqual(fired, 1)
        XCTAssertNil(holder.watcher)
    }

    func testStartStopReleaseCyclesLeaveNothingBehind() throws {
        let loop = try makeManualLoop()
        let (readEnd, writeEnd) = makePipe()
        defer { close(readEnd); close(writeEnd) }
        _ = write(writeEnd, "x", 1)
        var fired = 0
        for cycle in 0..<2_000 {
            let io = IOWatcher(loop: loop, fd: readEnd, events: .read) { _ in fired += 1 }
            let timer = TimerWatcher(loop: loop, delay: .zero) { fired += 1 }
            let hook = LoopHook(loop: loop, position: cycle.isMultiple(of: 2) ? .beforeBlocking : .afterWaking) {}
            let signal = SignalWatcher(loop: loop, signal: SIGUSR1) {}
            io.start(); timer.start(); hook.start(); signal.start()
            if cycle.isMultiple(of: 3) { loop.runOnce() }
            if cycle.isMultiple(of: 2) { io.stop(); timer.stop(); hook.stop(); signal.stop() }
        }
        loop.runOnce()
        XCTAssertGreaterThan(fired, 0)
    }

    func testATimerFiresOnceAndARepeatingTimerRepeats() throws {
        let loop = try makeManualLoop()
        var once = 0
        var repeating = 0
        let single = TimerWatcher(loop: loop, delay: .milliseconds(1)) { once += 1 }
        let periodic = TimerWatcher(loop: loop, delay: .milliseconds(1), interval: .milliseconds(1)) { repeating += 1 }
        single.start()
        periodic.start()
        while repeating < 3 { usleep(1_500); loop.runOnce() }
        XCTAssertEqual(once, 1)
        XCTAssertFalse(single.isActive)
        XCTAssertTrue(periodic.isActive)
    }

    func testAOneShotTimerRestartedAfterItFiredWaitsItsDelayAgain() throws {
        let loop = try makeManualLoop()
        var fired = 0
        let timer = TimerWatcher(loop: loop, delay: .milliseconds(200)) { fired += 1 }
        timer.start()
        while fired == 0 { usleep(5_000); loop.runOnce() }
        timer.start()
        usleep(5_000)
        loop.runOnce()
        loop.runOnce()
        XCTAssertEqual(fired, 1, "not again before its delay (libev keeps a spent one-shot timer due)")
        XCTAssertTrue(timer.isActive)
    }

    func testHooksRunAroundEachIteration() throws {
        let loop = try makeManualLoop()
        var order: [String] = []
        let before = LoopHook(loop: loop, position: .beforeBlocking) { order.append("before") }
        let after = LoopHook(loop: loop, position: .afterWaking) { order.append("after") }
        before.start()
        after.start()
        loop.runOnce()
        XCTAssertEqual(order, ["before", "after"])
    }

    func testASignalWatcherRunsItsHandlerOnTheLoop() throws {
        let loop = try makeManualLoop()
        var caught = 0
        let watcher = SignalWatcher(loop: loop, signal: SIGUSR2) { caught += 1 }
        watcher.start()
        kill(getpid(), SIGUSR2)
        loop.runOnce()
        XCTAssertEqual(caught, 1)
    }
}
