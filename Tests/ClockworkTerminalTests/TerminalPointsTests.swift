import ClockworkTestSupport
import ClockworkLoop
import ClockworkTesting
import Glibc
import Testing
@testable import ClockworkCore
@testable import ClockworkTerminal

/// A screen as phone code writes it: lengths and fonts in points.
private struct PhoneCard: View {
    var body: some View {
        VStack(spacing: 20) {
            Text("Weather").font(.system(size: 34, weight: .bold))
            HStack {
                Circle().fill(.orange).frame(width: 60, height: 60)
                Text("Sunny, 24°")
            }
            Text("Updated now").padding(20)
        }
        .frame(width: 300)
        .padding(20)
    }
}

@Suite("Points on a terminal")
@MainActor
struct TerminalPointsTests {
    /// `view` hosted on an 80 × 24 terminal (writing to a pipe nobody reads) laid out in
    /// `units`, and the rows of characters it shows.
    private func shown(_ view: some View, units: TerminalUnits) throws -> (host: TestHost, rows: [String]) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        let host = try TestHost(view)
        let terminal = TerminalTarget(fileDescriptor: ends[1], colors: .trueColor, size: Size(width: 80, height: 24),
                                      units: units, loop: host.loop)
        host.present(on: terminal)
        let cell = units.cell
        let grid = CellGrid(drawing: host.graph.displayList().items.map { $0.inCells(of: cell) }, width: 80, height: 24)
        let rows = (0..<24).map { y in String((0..<80).map { grid.character($0, y) }) }
        return (host, rows)
    }

    @Test("code written in points shows whole and in proportion on a terminal laid out in points")
    func phoneCodeFitsInPoints() throws {
        let (host, rows) = try shown(PhoneCard(), units: .standardPoints)
        let surface = Rect(x: 0, y: 0, width: 640, height: 384)
        for item in host.graph.displayList().items {
            let bounds = item.bounds
            #expect(bounds.minX >= surface.minX && bounds.minY >= surface.minY && bounds.maxX <= surface.maxX && bounds.maxY <= surface.maxY,
                    "\(item) lies on the 640 × 384-point screen")
        }
        let screen = rows.joined(separator: "\n")
        for text in ["Weather", "Sunny, 24°", "Updated now"] { #expect(screen.contains(text), "\(text) is shown:\n\(screen)") }
        let card = try #require(host.graph.displayList().items.first { $0.primitive == .text("Weather") })
        #expect(card.frame.size.height == 16, "a line of text is a row, whatever its font")
        let circle = try #require(host.graph.displayList().items.first { if case .shape(.circle, _) = $0.primitive { true } else { false } })
        #expect(circle.inCells(of: Size(width: 8, height: 16)).frame.size == Size(width: 7.5, height: 3.75),
                "a 60-point circle covers 7.5 columns and 3.75 rows")
    }

    @Test("the same code laid out in cells runs off an 80 × 24 terminal; panels written in cells keep their cells")
    func cellsStayCells() throws {
        let (_, rows) = try shown(PhoneCard(), units: .cells)
        #expect(!rows.joined().contains("Weather"), "300 columns and paddings of 20 rows do not fit")
        let (_, panel) = try shown(VStack { Text("Boiler"); Text("42 °C") }.padding(1), units: .cells)
        #expect(panel[11].contains("Boiler") && panel[12].contains("42 °C"))
    }

    @Test("CLOCKWORK_TERMINAL_UNITS names the units: points, points with a cell, anything else cells")
    func unitsFromEnvironment() {
        #expect(TerminalUnits.from(environment: [:]) == .cells)
        #expect(TerminalUnits.from(environment: ["CLOCKWORK_TERMINAL_UNITS": "points"]) == .standardPoints)
        #expect(TerminalUnits.from(environment: ["CLOCKWORK_TERMINAL_UNITS": "points:10x20"]) == .points(cell: Size(width: 10, height: 20)))
        #expect(TerminalUnits.from(environment: ["CLOCKWORK_TERMINAL_UNITS": "points:0x20"]) == .standardPoints)
        #expect(TerminalUnits.from(environment: ["CLOCKWORK_TERMINAL_UNITS": "cells"]) == .cells)
    }
}
