import ClockworkDisplayListTarget
import ClockworkTesting
import Testing
@testable import ClockworkCore
@testable import ClockworkTerminal

private struct Label: View {
    let text: String
    var body: some View { Text(text) }
}

/// Text measured as the target will draw it: terminal cells, East Asian wide characters
/// and emoji taking two.
@Suite("Measured text")
@MainActor
struct TextMeasureTests {
    @Test("cells per text: ASCII one each, East Asian wide and fullwidth and emoji two, combining marks none", arguments: [
        ("abc", 3.0), ("温度", 4), ("한국어", 6), ("Ｆｕｌｌ", 8), ("ｱｲ", 2), ("🔥", 2), ("e\u{301}", 1), ("é", 1),
        ("Sensor panel · 温度计", 21), ("", 0), ("\r\n", 1), ("⚠️", 2),
    ])
    func cells(text: String, cells: Double) {
        #expect(CellTextMeasure().width(of: text) == cells, "\(text)")
    }

    @Test("gauge glyphs, units and punctuation are a scalar a cell; a combining mark still joins its base")
    func simpleScalarsAreOneCellEach() {
        let gauge = "temp ███·· 21.5 °C m³/s → ±"
        #expect(CellTextMeasure().width(of: gauge) == Double(gauge.unicodeScalars.count))
        #expect(CellTextMeasure().width(of: "·e\u{301}") == 2, "the combining acute makes é one cell")
        var grid = CellGrid(width: 8, height: 1)
        grid.draw(DisplayList(items: [text("██·°C³", x: 0)]))
        #expect((0..<6).map { grid.character($0, 0) } == ["█", "█", "·", "°", "C", "³"])
        #expect(grid.character(6, 0) == " ")
    }

    @Test("layout sizes a text by the graph's measure, and a new measure lays it out again")
    func layoutUsesTheMeasure() throws {
        let host = try TestHost(Label(text: "温度 25°C"))
        host.graph.layout(in: Size(width: 40, height: 3))
        #expect(host.graph.displayList().items.first?.frame.size.width == 9)
        host.graph.textMeasure = HalfMeasure()
        host.graph.layout(in: Size(width: 40, height: 3))
        #expect(host.graph.displayList().items.first?.frame.size.width == 3.5, "measured anew at the same size")
    }

    @Test("a terminal grid draws a wide character in two cells and writes it once")
    func terminalDrawsWideCharactersInTwoCells() {
        var grid = CellGrid(width: 10, height: 1)
        grid.draw(DisplayList(items: [text("温度ok", x: 1)]))
        #expect(grid.character(1, 0) == "温" && grid[2, 0].isWideTail && grid.character(3, 0) == "度" && grid[4, 0].isWideTail)
        #expect(grid.character(5, 0) == "o" && grid.character(6, 0) == "k")
        let output = String(decoding: grid.encode(from: nil, colors: .trueColor), as: UTF8.self)
        #expect(output.contains("温度ok"), "each wide character once, then the cursor is past both its cells")
    }

    @Test("writing over half of a wide character leaves the other half a space, as a terminal does")
    func halfOverwrittenWideCharacterBecomesSpace() {
        var grid = CellGrid(width: 6, height: 1)
        grid.draw(DisplayList(items: [text("温度", x: 0), text("x", x: 1)]))
        #expect(grid.character(0, 0) == " " && !grid[1, 0].isWideTail && grid.character(1, 0) == "x")
        #expect(grid.character(2, 0) == "度" && grid[3, 0].isWideTail)
        var changed = CellGrid(width: 6, height: 1)
        changed.draw(DisplayList(items: [text("温度", x: 0)]))
        let bytes = String(decoding: grid.encode(from: changed, colors: .trueColor), as: UTF8.self)
        #expect(!bytes.contains("度"), "the untouched wide character is not written again")
    }

    @Test("a text cut to its frame never splits a wide character")
    func cutTextKeepsWideCharactersWhole() {
        var grid = CellGrid(width: 10, height: 1)
        var item = text("温度计", x: 0)
        item.frame.size.width = 5
        grid.draw(DisplayList(items: [item]))
        #expect(grid[3, 0].isWideTail && grid.character(4, 0) == " " && !grid[4, 0].isWideTail)
    }

    @Test("graphemes of several scalars are drawn and written whole, and stay right as thousands come and go")
    func graphemesOfSeveralScalarsSurviveTheTableLimit() {
        var grid = CellGrid(width: 4, height: 1)
        grid.draw(DisplayList(items: [text("e\u{301}", x: 0)]))
        #expect(grid.character(0, 0) == "e\u{301}")
        var written = ""
        // 2,000 distinct graphemes, a letter and a combining mark, one after another in cell 2.
        let graphemes = (0..<2_000).map { index in
            String(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(index % 26)))) + String(Character(Unicode.Scalar(0x300 + UInt32(index / 26))!))
        }
        for grapheme in graphemes {
            let bytes = grid.redraw(DisplayList(items: [text("e\u{301}", x: 0), text(grapheme, x: 2)]),
                                    in: [Rect(x: 2, y: 0, width: 1, height: 1)], colors: .trueColor)
            written = String(decoding: bytes, as: UTF8.self)
            #expect(written.contains(grapheme) && grid.character(2, 0) == Character(grapheme))
        }
        #expect(grid.character(0, 0) == "e\u{301}", "the first grapheme, drawn before the table was rebuilt, still shows")
        var fresh = CellGrid(width: 4, height: 1)
        fresh.draw(DisplayList(items: [text("e\u{301}", x: 0), text(graphemes.last!, x: 2)]))
        #expect(fresh.encode(from: grid, colors: .trueColor).isEmpty, "grids with different tables compare by what they show")
    }

    private func text(_ string: String, x: Double) -> DisplayItem {
        DisplayItem(primitive: .text(string), frame: Rect(x: x, y: 0, width: CellTextMeasure().width(of: string), height: 1))
    }
}

/// A measure of half a unit per character, standing in for a target with its own units.
private struct HalfMeasure: TextMeasure {
    func width(of text: String) -> Double { Double(text.count) / 2 }
}
