import ClockworkTesting
@testable import ClockworkCore
@testable import ClockworkTerminal

extension CellGrid {
    /// A `width` by `height` grid with `items` drawn into it, back to front.
    package init(drawing items: [DisplayItem], width: Int, height: Int) {
        self.init(width: width, height: height)
        draw(DisplayList(items: items))
    }
}

extension TestHost {
    /// The screen as the terminal target draws it, `width` by `height` cells: a line per
    /// row, without trailing spaces or trailing empty lines.
    package func terminalLook(width: Int, height: Int) -> String {
        graph.layout(in: Size(width: Double(width), height: Double(height)))
        let grid = CellGrid(drawing: graph.displayList().items, width: width, height: height)
        let lines = (0..<height).map { y in
            String(String((0..<width).map { grid.character($0, y) }).reversed().drop { $0 == " " }.reversed())
        }
        return lines.reversed().drop { $0.isEmpty }.reversed().joined(separator: "\n")
    }
}
