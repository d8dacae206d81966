import ClockworkLoop
import Testing

extension LoopTests {
    /// Work scheduled on the loop's clock, driven on a manual clock.
    @Suite struct ScheduledWorkTests {
        @Test("scheduled work runs in the first tick at its deadline in order and the loop sleeps until then")
        func scheduledWorkRunsInTheFirstTickAtItsDeadlineInOrderAndTheLoopSleepsUntilThen() throws {
            let clock = ManualClock()
            let loop = try makeManualLoop(hertz: 100, clock: clock)
            let log = TickLog()
            loop.setTickHandler { tick in log.ticks.append((tick.number, tick.time, tick.skippedTicks)) }
            var ran: [String] = []
            let start = clock.now
            loop.schedule(at: start + .milliseconds(105)) { ran.append("a") }
            loop.schedule(at: start + .milliseconds(101)) { ran.append("b") }
            loop.schedule(at: start + .milliseconds(105)) { ran.append("c") }
            let dropped = loop.schedule(after: .milliseconds(300)) { ran.append("dropped") }
            loop.schedule(after: .milliseconds(400)) { ran.append("late") }

            loop.advance(by: .milliseconds(100))
            #expect(ran == [])
            #expect(log.ticks.count == 0, "no tick before the first deadline")

            loop.advance(by: .milliseconds(10))
            #expect(ran == ["b", "a", "c"], "by deadline, then in the order scheduled")
            #expect(log.ticks.map(\.number) == [11], "one tick, on the grid point at or after 105 ms")

            dropped.cancel()
            #expect(!dropped.isPending)
            loop.advance(by: .milliseconds(390))
            #expect(ran == ["b", "a", "c", "late"])
            #expect(log.ticks.map(\.number) == [11, 30, 40], "cancelled work runs nothing (its grid point may still tick, once)")
        }

        @Test("work scheduled from a tick or sooner requests keep the earliest tick")
        func workScheduledFromATickOrSoonerRequestsKeepTheEarliestTick() throws {
            let clock = ManualClock()
            let loop = try makeManualLoop(hertz: 100, clock: clock)
            let log = TickLog()
            var ran: [Int64] = []
            loop.setTickHandler { tick in log.ticks.append((tick.number, tick.time, tick.skippedTicks)) }
            loop.schedule(after: .milliseconds(500)) { ran.append(50) }
            loop.requestTick()
            loop.advance(by: .milliseconds(5))
            #expect(log.ticks.map(\.number) == [0], "a sooner request runs first")
            loop.schedule(after: .milliseconds(100)) { ran.append(11) }
            loop.advance(by: .seconds(1))
            #expect(ran == [11, 50])
            #expect(log.ticks.map(\.number) == [0, 11, 50], "each deadline wakes the loop once, and nothing else does")
        }
    }
}
