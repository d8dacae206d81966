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
        graph.textMeasure = CellTextMeasure()
        graph.layoutMetrics = .cells
        graph.layout(in: Size(width: Double(width), height: Double(height)))
        let grid = CellGrid(drawing: graph.displayList().items, width: width, height: height)
        let lines = (0..<height).map { y in
            String(String((0..<width).map { grid.character($0, y) }).reversed().drop { $0 == " " }.reversed())
        }
        return lines.reversed().drop { $0.isEmpty }.reversed().joined(separator: "\n")
    }
}

extension Array where Element == DisplayItem {
    /// The first text item whose text starts with `prefix`: in a terminal's look, a
    /// control's glyphs (`█` a bar's filled part, `━━` a switch that is on).
    package func firstText(startingWith prefix: String) -> DisplayItem? {
        first { if case .text(let text) = $0.primitive { text.hasPrefix(prefix) } else { false } }
    }

    /// The text items that are exactly `text`.
    package func texts(equalTo text: String) -> [DisplayItem] {
        filter { $0.primitive == .text(text) }
    }
}

extension DisplayItem {
    /// What a text item shows; `nil` for any other item.
    package var shownText: String? {
        if case .text(let text) = primitive { text } else { nil }
    }
}
