import CCairo
import Testing
@testable import ClockworkCore
@testable import ClockworkPixels

@MainActor
@Suite("Latin lines shaped as one item: the glyphs a Pango layout gives, for less")
struct ItemShapingTests {
    /// A panel's changing figures and labels, kerning pairs, Latin-1 letters and signs,
    /// digits alone, spaces at the ends.
    static let lines = [
        "32080 samples · live", "1023.7 hPa", "0.1 m³/s", "ALARM: temperature high", "AVATAR Type Wave",
        "Façade café ÿ ñ Ø æ", "12:45:07", "+3.5 % × 2 ÷ 4", "  padded  ", "Sensor panel · Line 1", "Ta Vo LT P.", "°C",
        "office flow", "AV 7.7 AT", "1,1 W.V",
    ]
    static let fonts: [Font] = [.body, .title, .caption, .body.bold(), .body.italic(), .system(size: 17, design: .monospaced),
                                .system(size: 22, design: .serif)]

    @Test("each line, in each font, shaped as one item equals Pango's layout of it: width, height, fonts and every glyph's place",
          arguments: [1.0, 1.5])
    func itemShapingEqualsLayout(scale: Double) throws {
        let lines = try ShapedLines(scale: scale)
        for font in Self.fonts {
            for text in Self.lines {
                let quick = try #require(lines.shapedAsItem(text, font: font), "\"\(text)\" in \(font) is shaped as one item")
                let laid = lines.laidOut(text, font: font)
                #expect(quick.width == laid.width && quick.height == laid.height, "\"\(text)\" in \(font): size")
                let quickRuns = quick.runs ?? [], laidRuns = laid.runs ?? []
                #expect(quickRuns.count == 1 && laidRuns.count == 1, "\"\(text)\" in \(font): one run")
                for (a, b) in zip(quickRuns, laidRuns) {
                    #expect(cairo_scaled_font_get_font_face(a.font) == cairo_scaled_font_get_font_face(b.font), "\"\(text)\" in \(font): font")
                    #expect(a.glyphs.map(\.index) == b.glyphs.map(\.index), "\"\(text)\" in \(font): glyphs")
                    #expect(a.glyphs.map(\.x) == b.glyphs.map(\.x) && a.glyphs.map(\.y) == b.glyphs.map(\.y), "\"\(text)\" in \(font): places")
                }
            }
        }
    }

    @Test("a line placed from kept glyphs (its pairs known) equals the line shaped whole, kerning pairs and ligatures included",
          arguments: [1.0, 1.5])
    func keptGlyphsEqualShaping(scale: Double) throws {
        for font in Self.fonts {
            let lines = try ShapedLines(scale: scale)
            // Every pair of every line learnt first, so each line below is placed where it can be.
            for text in Self.lines { _ = lines.shapedAsItem(text, font: font) }
            for text in Self.lines {
                let quick = try #require(lines.shapedAsItem(text, font: font))
                let laid = lines.laidOut(text, font: font)
                #expect(quick.width == laid.width, "\"\(text)\" in \(font): width")
                for (a, b) in zip(quick.runs ?? [], laid.runs ?? []) {
                    #expect(a.glyphs.map(\.index) == b.glyphs.map(\.index), "\"\(text)\" in \(font): glyphs")
                    #expect(a.glyphs.map(\.x) == b.glyphs.map(\.x) && a.glyphs.map(\.y) == b.glyphs.map(\.y), "\"\(text)\" in \(font): places")
                }
            }
        }
    }

    @Test("a panel's new figures, kerned or not, are placed from kept glyphs without shaping; a line with a ligature is shaped")
    func newFiguresAreNotShaped() throws {
        let lines = try ShapedLines(scale: 1)
        for value in 0..<100 { _ = lines.shapedAsItem("\(value * 37 % 1000).\(value % 10) hPa", font: .body) }
        let shaped = lines.linesShaped
        for value in 100..<160 { _ = lines.shapedAsItem("\(value * 37 % 1000).\(value % 10) hPa", font: .body) }
        #expect(lines.linesShaped == shaped, "\(lines.linesShaped - shaped) of 60 new figures were shaped")
        _ = lines.shapedAsItem("AVATAR Type", font: .body)
        #expect(lines.linesShaped == shaped, "kerning pairs are placed from their pairs")
        _ = lines.shapedAsItem("office", font: .body)
        #expect(lines.linesShaped == shaped + 1, "a line with a ligature is shaped")
    }

    @Test("text a layout must itemize or break (other scripts, controls, a soft hyphen, characters the font lacks) is left to Pango")
    func otherTextIsLaidOut() throws {
        let lines = try ShapedLines(scale: 1)
        for text in ["温度 21 °C", "Ελληνικά", "שלום", "tab\there", "two\nlines", "", "emoji 🙂", "→ arrow", "Latin and Ελ", "soft\u{AD}hyphen"] {
            #expect(lines.shapedAsItem(text, font: .body) == nil, "\"\(text)\" goes to a layout")
        }
    }
}
