import ClockworkLoop
import Testing

extension LoopTests {
    /// The tick scheduler, driven deterministically on a manual clock.
    @Suite struct ManualClockTickTests {
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

        @Test("advancing one second at one hundred hertz runs exactly one hundred ticks")
        func advancingOneSecondAtOneHundredHertzRunsExactlyOneHundredTicks() throws {
            let (loop, _, log) = try continuouslyTickingLoop()
            loop.advance(by: .zero)
            #expect(log.ticks.count == 1, "the tick requested at the grid point runs at once")
            log.ticks.removeAll()

            loop.advance(by: .seconds(1))

            #expect(log.ticks.count == 100)
            #expect(log.ticks.map(\.number) == Array(1...100))
            for entry in log.ticks {
                #expect(entry.time == loop.grid.time(of: entry.number), "each tick runs at its own grid time")
                #expect(entry.skipped == 0)
            }
        }

        @Test("a stall of 350 milliseconds at one hundred hertz runs one late tick and counts 34 skipped")
        func aStallOf350MillisecondsAtOneHundredHertzRunsOneLateTickAndCounts34Skipped() throws {
            let (loop, _, log) = try continuouslyTickingLoop()
            loop.advance(by: .zero)
            log.ticks.removeAll()

            loop.stall(for: .milliseconds(350))

            #expect(log.ticks.count == 1, "no burst: one tick after the stall")
            #expect(log.ticks.first?.number == 35)
            #expect(log.ticks.first?.skipped == 34)
            #expect(loop.recorder.latest?.skippedTicks == 34)
            #expect(loop.recorder.summary.skippedTicks == 34)

            loop.advance(by: .milliseconds(10))
            #expect(log.ticks.map(\.number) == [35, 36], "ticking resumes on the grid")
        }

        @Test("a tick runs late with its grid time as now")
        func aTickRunsLateWithItsGridTimeAsNow() throws {
            let (loop, clock, log) = try continuouslyTickingLoop()
            loop.advance(by: .zero)
            log.ticks.removeAll()

            loop.stall(for: .milliseconds(14))

            #expect(log.ticks.first?.number == 1)
            #expect(log.ticks.first?.time == loop.grid.time(of: 1))
            #expect(loop.recorder.latest?.lateness == .milliseconds(4))
            #expect(clock.now == loop.grid.time(of: 1) + .milliseconds(4))
        }

        @Test("an idle loop runs no ticks until work arrives then ticks on the next grid point")
        func anIdleLoopRunsNoTicksUntilWorkArrivesThenTicksOnTheNextGridPoint() throws {
            let clock = ManualClock()
            let loop = try makeManualLoop(hertz: 100, clock: clock)
            let log = TickLog()
            loop.setTickHandler { tick in log.ticks.append((tick.number, tick.time, tick.skippedTicks)) }

            loop.advance(by: .seconds(1))
            #expect(log.ticks.isEmpty, "nothing asked for a tick")
            #expect(!loop.isTickScheduled)

            clock.spend(.milliseconds(3))
            loop.requestTick()
            #expect(loop.isTickScheduled)
            loop.advance(by: .milliseconds(6))
            #expect(log.ticks.isEmpty, "the next grid point is 7 ms away")
            loop.advance(by: .milliseconds(1))
            #expect(log.ticks.map(\.number) == [101])
            #expect(!loop.isTickScheduled, "the handler asked for nothing more: the loop is idle again")

            loop.advance(by: .seconds(1))
            #expect(log.ticks.count == 1)
        }

        @Test("work scheduled for the grid point after a scheduled tick keeps that tick asked")
        func workScheduledForTheGridPointAfterAScheduledTickKeepsThatTickAsked() throws {
            let clock = ManualClock()
            let loop = try makeManualLoop(hertz: 100, clock: clock)
            let log = TickLog()
            var ran = false
            loop.setTickHandler { tick in log.ticks.append((tick.number, tick.time, tick.skippedTicks)) }
            loop.requestTick()
            loop.schedule(at: loop.grid.time(of: 1)) { ran = true }
            loop.advance(by: .zero)
            #expect(log.ticks.map(\.number) == [0])
            #expect(loop.isTickScheduled, "the next grid point's tick is asked for, not a linger")
            loop.advance(by: .milliseconds(10))
            #expect(log.ticks.map(\.number) == [0, 1])
            #expect(ran)
        }

        @Test("a request during a tick schedules the following tick")
        func aRequestDuringATickSchedulesTheFollowingTick() throws {
            let loop = try makeManualLoop()
            var runs = 0
            loop.setTickHandler { _ in
                runs += 1
                if runs == 1 { loop.requestTick() }
            }
            loop.requestTick()
            loop.advance(by: .milliseconds(50))
            #expect(runs == 2)
        }

        @Test("posted work runs in the next tick's drain phase, in order")
        func postedWorkRunsInTheNextTicksDrainPhaseInOrder() throws {
            let loop = try makeManualLoop()
            let seen = Shared<[Int]>([])
            var drainedInTick: [Int64] = []
            loop.setTickHandler { tick in drainedInTick.append(tick.record[.itemsDrained]) }

            onThreads(1) { _ in
                for value in 0..<10 { try! loop.post { seen.update { $0.append(value) } } }
            }
            #expect(seen.value == [], "posted work waits for a tick")

            loop.advance(by: .milliseconds(10))

            #expect(seen.value == Array(0..<10))
            #expect(drainedInTick == [10])
        }

        @Test("executed work runs without waiting for a tick")
        func executedWorkRunsWithoutWaitingForATick() throws {
            let loop = try makeManualLoop()
            let ran = Shared(false)
            var ticks = 0
            loop.setTickHandler { _ in ticks += 1 }
            onThreads(1) { _ in try! loop.execute { ran.update { $0 = true } } }

            loop.runOnce()

            #expect(ran.value)
            #expect(ticks == 0)
        }

        @Test("phase durations and counters land in the tick record")
        func phaseDurationsAndCountersLandInTheTickRecord() throws {
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

            let record = try #require(loop.recorder.latest)
            #expect(record.duration(of: .update) == .microseconds(350), "a phase measured twice in a row adds up")
            #expect(record.duration(of: .render) == .microseconds(120))
            #expect(record.duration(of: .animate) == .zero)
            #expect(record[.bodiesEvaluated] == 7)
            #expect(record.duration == .microseconds(470))
            #expect(record.lateness == .zero)
        }

        @Test("the record ring keeps the latest records and the summary counts all")
        func theRecordRingKeepsTheLatestRecordsAndTheSummaryCountsAll() throws {
            let clock = ManualClock()
            let loop = try EventLoop(configuration: .init(ticksPerSecond: 100, clock: .manual(clock), recordCapacity: 8))
            loop.setTickHandler { $0.requestNextTick() }
            loop.requestTick()
            loop.advance(by: .milliseconds(190))

            #expect(loop.recorder.count == 20)
            #expect(loop.recorder.latest?.number == 19)
            #expect(loop.recorder.latest(3).map(\.number) == [17, 18, 19])
            #expect(loop.recorder.latest(100).map(\.number) == Array(12...19), "the ring holds its capacity")
            #expect(loop.recorder.records(since: 15).map(\.number) == [15, 16, 17, 18, 19])
            #expect(loop.recorder.records(since: 2).first?.number == 12, "overwritten records are left out")
            #expect(loop.recorder.summary.ticks == 20)
            #expect(loop.recorder.summary.missedFraction == 0)
        }

        @Test("the summary counts ticks more than half a period late as missed")
        func theSummaryCountsTicksMoreThanHalfAPeriodLateAsMissed() throws {
            let (loop, _, _) = try continuouslyTickingLoop()
            loop.advance(by: .milliseconds(30))
            loop.stall(for: .milliseconds(16))
            let summary = loop.recorder.summary
            #expect(summary.ticks == 5)
            #expect(summary.lateTicks == 1, "tick 4 started 6 ms late, more than half of 10 ms")
            #expect(summary.skippedTicks == 0)
            #expect(abs(summary.missedFraction - 1.0 / 5.0) <= 1e-12)
            #expect(abs(Double(summary.lateness(atPercentile: 100).nanoseconds) - 6e6) <= 6e6 * 1e-2, "the summary keeps two significant digits")
        }
    }
}

/// What a test's tick handler saw.
final class TickLog {
    var ticks: [(number: Int64, time: MonotonicInstant, skipped: Int64)] = []
}
