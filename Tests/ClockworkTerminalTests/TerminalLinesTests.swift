import ClockworkTesting
import Testing
@testable import ClockworkCore
@testable import ClockworkTerminal

/// A picture printed where the cursor stands, as `clockwork preview` prints one.
@MainActor
@Suite("A frame printed as lines")
struct TerminalLinesTests {
    @Test("plain lines are the cells' characters, a row a line, and colored ones style a run once and reset at each line's end")
    func linesAreTheCellsRowByRow() throws {
        let host = try TestHost(VStack(alignment: .leading) {
            Text("Tank")
            Text("Pump").foregroundStyle(.red)
        })
        host.graph.layout(in: Size(width: 6, height: 2))
        let list = host.graph.displayList()
        let plain = String(decoding: TerminalTarget.lines(of: list, columns: 6, rows: 2, colors: nil), as: UTF8.self)
        #expect(plain == " Tank \n Pump \n")
        let colored = String(decoding: TerminalTarget.lines(of: list, columns: 6, rows: 2, colors: .trueColor), as: UTF8.self)
        let rows = colored.split(separator: "\n")
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.hasSuffix("\u{1B}[0m") }, "each line ends in a reset: \(rows)")
        #expect(rows[1].components(separatedBy: ";38;2;255;").count == 2,
                "the red run is styled once, not a cell at a time: \(rows[1].debugDescription)")
        #expect(!colored.contains("H"), "no cursor moves: the lines print where the cursor stands")
    }
}
