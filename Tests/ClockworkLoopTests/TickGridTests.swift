import ClockworkLoop
import XCTest

final class TickGridTests: XCTestCase {
    func testGridPointsAreOriginPlusWholePeriods() {
        let grid = TickGrid(hertz: 60, origin: MonotonicInstant(nanoseconds: 1_000))
        XCTAssertEqual(grid.periodNanoseconds, 16_666_666)
        XCTAssertEqual(grid.time(of: 0).nanoseconds, 1_000)
        XCTAssertEqual(grid.time(of: 3).nanoseconds, 1_000 + 3 * 16_666_666)
    }

    func testIndexAtOrBeforeAndAfterRoundTowardTheRightGridPoint() {
        let grid = TickGrid(hertz: 100, origin: MonotonicInstant(nanoseconds: 0))
        let onPoint = MonotonicInstant(nanoseconds: 30_000_000)
        let between = MonotonicInstant(nanoseconds: 35_000_000)
        XCTAssertEqual(grid.index(atOrBefore: onPoint), 3)
        XCTAssertEqual(grid.index(atOrAfter: onPoint), 3)
        XCTAssertEqual(grid.index(atOrBefore: between), 3)
        XCTAssertEqual(grid.index(atOrAfter: between), 4)
        XCTAssertEqual(grid.index(atOrBefore: MonotonicInstant(nanoseconds: -1)), -1)
        XCTAssertEqual(grid.index(atOrAfter: MonotonicInstant(nanoseconds: -1)), 0)
    }

    func testAWakeUpInsideTheNextSlotsEarlyWindowIsForThatSlotNotThePreviousOne() {
        let grid = TickGrid(hertz: 1_000, origin: MonotonicInstant(nanoseconds: 0))
        let margin = Duration.microseconds(50)
        XCTAssertEqual(grid.slot(wokenAt: .init(nanoseconds: 2_960_000), margin: margin), 3, "40 µs before point 3")
        XCTAssertEqual(grid.slot(wokenAt: .init(nanoseconds: 3_010_000), margin: margin), 3, "10 µs after point 3")
        XCTAssertEqual(grid.slot(wokenAt: .init(nanoseconds: 2_900_000), margin: margin), 2, "before point 3's window")
        XCTAssertEqual(grid.slot(wokenAt: .init(nanoseconds: 2_960_000), margin: .zero), 2, "no margin: the point due")
    }

    func testSupportedRatesSpanOneToTwoThousandHertz() {
        XCTAssertEqual(TickGrid(hertz: 1, origin: .init(nanoseconds: 0)).period, .seconds(1))
        XCTAssertEqual(TickGrid(hertz: 2_000, origin: .init(nanoseconds: 0)).period, .microseconds(500))
    }
}
