import ClockworkLoop
import Testing

extension LoopTests {
    @Suite struct TickGridTests {
        @Test("grid points are origin plus whole periods")
        func gridPointsAreOriginPlusWholePeriods() {
            let grid = TickGrid(hertz: 60, origin: MonotonicInstant(nanoseconds: 1_000))
            #expect(grid.periodNanoseconds == 16_666_666)
            #expect(grid.time(of: 0).nanoseconds == 1_000)
            #expect(grid.time(of: 3).nanoseconds == 1_000 + 3 * 16_666_666)
        }

        @Test("index at or before and after round toward the right grid point")
        func indexAtOrBeforeAndAfterRoundTowardTheRightGridPoint() {
            let grid = TickGrid(hertz: 100, origin: MonotonicInstant(nanoseconds: 0))
            let onPoint = MonotonicInstant(nanoseconds: 30_000_000)
            let between = MonotonicInstant(nanoseconds: 35_000_000)
            #expect(grid.index(atOrBefore: onPoint) == 3)
            #expect(grid.index(atOrAfter: onPoint) == 3)
            #expect(grid.index(atOrBefore: between) == 3)
            #expect(grid.index(atOrAfter: between) == 4)
            #expect(grid.index(atOrBefore: MonotonicInstant(nanoseconds: -1)) == -1)
            #expect(grid.index(atOrAfter: MonotonicInstant(nanoseconds: -1)) == 0)
        }

        @Test("a wake-up inside the next slot's early window is for that slot, not the previous one")
        func aWakeUpInsideTheNextSlotsEarlyWindowIsForThatSlotNotThePreviousOne() {
            let grid = TickGrid(hertz: 1_000, origin: MonotonicInstant(nanoseconds: 0))
            let margin = Duration.microseconds(50)
            #expect(grid.slot(wokenAt: .init(nanoseconds: 2_960_000), margin: margin) == 3, "40 µs before point 3")
            #expect(grid.slot(wokenAt: .init(nanoseconds: 3_010_000), margin: margin) == 3, "10 µs after point 3")
            #expect(grid.slot(wokenAt: .init(nanoseconds: 2_900_000), margin: margin) == 2, "before point 3's window")
            #expect(grid.slot(wokenAt: .init(nanoseconds: 2_960_000), margin: .zero) == 2, "no margin: the point due")
        }

        @Test("supported rates span one to two thousand hertz")
        func supportedRatesSpanOneToTwoThousandHertz() {
            #expect(TickGrid(hertz: 1, origin: .init(nanoseconds: 0)).period == .seconds(1))
            #expect(TickGrid(hertz: 2_000, origin: .init(nanoseconds: 0)).period == .microseconds(500))
        }
    }
}
