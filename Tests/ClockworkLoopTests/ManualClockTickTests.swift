import ClockworkLoop
import XCTest

/// The tick scheduler, driven deterministically on a manual clock.
final class ManualClockTickTests: XCTestCase {
    /// A loop whose handler asks for the next tick every time and logs what it ran.
    private func continuouslyTickingLoop(hertz: Int = 100) throws -> (EventLoop, ManualClock, TickLog) {
        let clock = ManualClock()
        let loop = try makeManualLoop(hertz: hertz, clock: clock)
        let log = TickLog()
        loop.setTickHandler { tick in
            log.ticks.append((tick.number, tick.time, tick.skippedTicks))
            tick.requestNextTick()
        }
        loop.requestTick()
        return (loop, clock, log)
    }

    func testAdvancingOneSecondAtOneHundredHertzRunsExactlyOneHundredTicks() throws {
        let (loop, _, log) = try continuouslyTickingLoop()
        loop.advance(by: .zero)
        XCTAssertEqual(log.ticks.count, 1, "the tick requested at the grid point runs at once")
        log.ticks.removeAll()

        loop.advance(by: .seconds(1))

        XCTAssertEqual(log.ticks.count, 100)
        XCTAssertEqual(log.ticks.map(\.number), Array(1...100))
        for entry in log.ticks {
            XCTAssertEqual(entry.time, loop.grid.time(of: entry.number), "each tick runs at its own grid time")
            XCTAssertEqual(entry.skipped, 0)
        }
    }

    func testAStallOf350MillisecondsAtOneHundredHertzRunsOneLateTickAndCounts34Skipped() throws {
        let (loop, _, log) = try continuouslyTickingLoop()
        loop.advance(by: .zero)
        log.ticks.removeAll()

        loop.stall(for: .milliseconds(350))

        XCTAssertEqual(log.ticks.count, 1, "no burst: one tick after the stall")
        XCTAssertEqual(log.ticks.first?.number, 35)
        XCTAssertEqual(log.ticks.first?.skipped, 34)
        XCTAssertEqual(loop.recorder.latest?.skippedTicks, 34)
        XCTAssertEqual(loop.recorder.summary.skippedTicks, 34)

        loop.advance(by: .milliseconds(10))
        XCTAssertEqual(log.ticks.map(\.number), [35, 36], "ticking resumes on the grid")
    }

    func testATickRunsLateWithItsGridTimeAsNow() throws {
        let (loop, clock, log) = try continuouslyTickingLoop()
        loop.advance(by: .zero)
        log.ticks.removeAll()

        loop.stall(for: .milliseconds(14))

        XCTAssertEqual(log.ticks.first?.number, 1)
        XCTAssertEqual(log.ticks.first?.time, loop.grid.time(of: 1))
        XCTAssertEqual(loop.recorder.latest?.lateness, .milliseconds(4))
        XCTAssertEqual(clock.now, loop.grid.time(of: 1) + .milliseconds(4))
    }

    func testAnIdleLoopRunsNoTicksUntilWorkArrivesThenTicksOnTheNextGridPoint() throws {
        let clock = ManualClock()
        let loop = try makeManualLoop(hertz: 100, clock: clock)
        let log = TickLog()
        loop.setTickHandler { tick in log.ticks.append((tick.number, tick.time, tick.skippedTicks)) }

        loop.advance(by: .seconds(1))
        XCTAssertTrue(log.ticks.isEmpty, "nothing asked for a tick")
        XCTAssertFalse(loop.isTickScheduled)

        clock.spend(.milliseconds(3))
        loop.requestTick()
        XCTAssertTrue(loop.isTickScheduled)
        loop.advance(by: .milliseconds(6))
        XCTAssertTrue(log.ticks.isEmpty, "the next grid point is 7 ms away")
        loop.advance(by: .milliseconds(1))
        XCTAssertEqual(log.ticks.map(\.number), [101])
        XCTAssertFalse(loop.isTickScheduled, "the handler asked for nothing more: the loop is idle again")

        loop.advance(by: .seconds(1))
        XCTAssertEqual(log.ticks.count, 1)
    }

    func testWorkScheduledForTheGridPointAfterAScheduledTickKeepsThatTickAsked() throws {
        let clock = ManualClock()
        let loop = try makeManualLoop(hertz: 100, clock: clock)
        let log = TickLog()
        var ran = false
        loop.setTickHandler { tick in log.ticks.append((tick.number, tick.time, tick.skippedTicks)) }
        loop.requestTick()
        loop.schedule(at: loop.grid.time(of: 1)) { ran = true }
        loop.advance(by: .zero)
        XCTAssertEqual(log.ticks.map(\.number), [0])
        XCTAssertTrue(loop.isTickScheduled, "the next grid point's tick is asked for, not a linger")
        loop.advance(by: .milliseconds(10))
        XCTAssertEqual(log.ticks.map(\.number), [0, 1])
        XCTAssertTrue(ran)
    }

    func testARequestDuringATickSchedulesTheFollowingTick() throws {
        let loop = try makeManualLoop()
        var runs = 0
        loop.setTickHandler { _ in
            runs += 1
            if runs == 1 { loop.requestTick() }
        }
        loop.requestTick()
        loop.advance(by: .milliseconds(50))
        XCTAssertEqual(runs, 2)
    }

    func testPostedWorkRunsInTheNextTicksDrainPhaseInOrder() throws {
        let loop = try makeManualLoop()
        let seen = Shared<[Int]>([])
        var drainedInTick: [Int64] = []
        loop.setTickHandler { tick in drainedInTick.append(tick.record[.itemsDrained]) }

        onThreads(1) { _ in
            for value in 0..<10 { try! loop.post { seen.update { $0.append(value) } } }
        }
        XCTAssertEqual(seen.value, [], "posted work waits for a tick")

        loop.advance(by: .milliseconds(10))

        XCTAssertEqual(seen.value, Array(0..<10))
        XCTAssertEqual(drainedInTick, [10])
    }

    func testExecutedWorkRunsWithoutWaitingForATick() throws {
        let loop = try makeManualLoop()
        let ran = Shared(false)
        var ticks = 0
        loop.setTickHandler { _ in ticks += 1 }
        onThreads(1) { _ in try! loop.execute { ran.update { $0 = true } } }

        loop.runOnce()

        XCTAssertTrue(ran.value)
        XCTAssertEqual(ticks, 0)
    }

    func testPhaseDurationsAndCountersLandInTheTickRecord() throws {
        let clock = ManualClock()
        let loop = try makeManualLoop(clock: clock)
        loop.setTickHandler { tick in
            tick.measure(.update) { clock.spend(.microseconds(300)) }
            tick.measure(.update) { clock.spend(.microseconds(50)) }
            tick.measure(.render) { clock.spend(.microseconds(120)) }
            tick.count(7, as: .bodiesEvaluated)
        }
        loop.requestTick()
        loop.advance(by: .zero)

        let record = try XCTUnwrap(loop.recorder.latest)
        XCTAssertEqual(record.duration(of: .update), .microseconds(350), "a phase measured twice in a row adds up")
        XCTAssertEqual(record.duration(of: .render), .microseconds(120))
        XCTAssertEqual(record.duration(of: .animate), .zero)
        XCTAssertEqual(record[.bodiesEvaluated], 7)
        XCTAssertEqual(record.duration, .microseconds(470))
        XCTAssertEqual(record.lateness, .zero)
    }

    func testTheRecordRingKeepsTheLatestRecordsAndTheSummaryCountsAll() throws {
        let clock = ManualClock()
        let loop = try EventLoop(configuration: .init(ticksPerSecond: 100, clock: .manual(clock), recordCapacity: 8))
        loop.setTickHandler { $0.requestNextTick() }
        loop.requestTick()
        loop.advance(by: .milliseconds(190))

        XCTAssertEqual(loop.recorder.count, 20)
        XCTAssertEqual(loop.recorder.latest?.number, 19)
        XCTAssertEqual(loop.recorder.latest(3).map(\.number), [17, 18, 19])
        XCTAssertEqual(loop.recorder.latest(100).map(\.number), Array(12...19), "the ring holds its capacity")
        XCTAssertEqual(loop.recorder.records(since: 15).map(\.number), [15, 16, 17, 18, 19])
        XCTAssertEqual(loop.recorder.records(since: 2).first?.number, 12, "overwritten records are left out")
        XCTAssertEqual(loop.recorder.summary.ticks, 20)
        XCTAssertEqual(loop.recorder.summary.missedFraction, 0)
    }

    func testTheSummaryCountsTicksMoreThanHalfAPeriodLateAsMissed() throws {
        let (loop, _, _) = try continuouslyTickingLoop()
        loop.advance(by: .milliseconds(30))
        loop.stall(for: .milliseconds(16))
        let summary = loop.recorder.summary
        XCTAssertEqual(summary.ticks, 5)
        XCTAssertEqual(summary.lateTicks, 1, "tick 4 started 6 ms late, more than half of 10 ms")
        XCTAssertEqual(summary.skippedTicks, 0)
        XCTAssertEqual(summary.missedFraction, 1.0 / 5.0, accuracy: 1e-12)
        XCTAssertEqual(
            Double(summary.lateness(atPercentile: 100).nanoseconds), 6e6, accuracy: 6e6 * 1e-3,
            "HdrHistogram keeps three significant digits")
    }
}

/// What a test's tick handler saw.
final class TickLog {
    var ticks: [(number: Int64, time: MonotonicInstant, skipped: Int64)] = []
}
