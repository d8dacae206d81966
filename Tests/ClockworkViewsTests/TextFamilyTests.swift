import ClockworkTestSupport
import Clockwork
import ClockworkPixels
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkTerminal

// Text as apps style it: families, lines under and through, case, line spacing and limits,
// shrinking to fit, vertical text fields, attributed strings and type sizes — written from
// Apple's pages for each.

@Suite("Text, styled and laid out")
@MainActor
struct TextFamilyTests {
    private func items(_ view: some View, in size: Size = Size(width: 30, height: 8)) throws -> [DisplayItem] {
        let host = try TestHost(view)
        host.graph.layout(in: size)
        return host.graph.displayList().items
    }

    private func texts(_ items: [DisplayItem]) -> [DisplayItem] {
        items.filter { if case .text = $0.primitive { true } else { false } }
    }

    @Test("fontDesign and monospaced set the family, on a text and on the views around it")
    func families() throws {
        let drawn = try items(VStack {
            Text("code").monospaced()
            Text("serif").fontDesign(.serif)
            Text("inherited")
        }.fontDesign(.rounded))
        #expect(drawn.map { $0.font?.design } == [.monospaced, .serif, .rounded])
        #expect(try items(Text("body").font(.title).monospaced()).first?.font?.design == .monospaced)
        #expect(try items(Text("plain").monospaced(false)).first?.font == nil)
    }

    @Test("underline and strikethrough go with the font, to the terminal as SGR 4 and 9, and through the wire")
    func decorations() throws {
        let host = try TestHost(HStack {
            Text("due").underline()
            Text("done").strikethrough(true, color: .red)
            Text("both").underline().strikethrough()
        })
        host.graph.layout(in: Size(width: 20, height: 1))
        let drawn = host.graph.displayList().items
        #expect(drawn.map { $0.font?.isUnderlined } == [true, false, true])
        #expect(drawn.map { $0.font?.isStruckThrough } == [false, true, true])
        #expect(drawn[0].description.contains("underline"))
        let decoded = try JSONDecoder().decode(DisplayList.self, from: Data(host.graph.displayList().json().utf8))
        #expect(decoded.items == drawn)
        let grid = CellGrid(drawing: drawn, width: 20, height: 1)
        let x = Int(drawn[0].frame.minX)
        #expect(grid[x, 0].underline && !grid[x, 0].strikethrough)
        let text = String(decoding: grid.encode(from: nil, colors: .trueColor), as: UTF8.self)
        #expect(text.contains(";4m") || text.contains(";4;"), "an underline SGR: \(text.debugDescription)")
        #expect(text.contains(";9m") || text.contains(";9;"), "a strikethrough SGR")
        let viewLevel = try items(Text("all").underline(), in: Size(width: 5, height: 1))
        #expect(viewLevel.first?.font?.isUnderlined == true)
        let modifier = try items(VStack { Text("a"); Text("b") }.underline(), in: Size(width: 5, height: 2))
        #expect(modifier.allSatisfy { $0.font?.isUnderlined == true })
    }

    @Test("an underline is drawn in pixels under the text, in its color")
    func underlineInPixels() throws {
        let host = try TestHost(Text("Underlined").font(.title).underline().foregroundStyle(.orange).padding(8))
        let target = try PixelTarget(width: 300, height: 80, units: .points(scale: 1))
        host.present(on: target)
        let item = try #require(host.graph.displayList().items.first)
        let row = Int(item.frame.minY + item.frame.size.height * 0.88)
        let orange = (Int(item.frame.minX) + 2..<Int(item.frame.maxX) - 2).filter { x in
            matches(target.canvas.color(x: x, y: row), .orange, tolerance: 40)
        }
        #expect(orange.count > Int(item.frame.size.width) - 8, "a line the text's width: \(orange.count) of \(item.frame.size.width)")
    }

    @Test("textCase shows text in upper or lower case by the locale's rules")
    func textCase() throws {
        let drawn = try items(VStack {
            Text("Pump ready").textCase(.uppercase)
            Text("LOUD").textCase(.lowercase)
            Text("istanbul").textCase(.uppercase).environment(\.locale, Locale(identifier: "tr_TR"))
            Text("As Written")
        })
        #expect(drawn.map(\.primitive) == [.text("PUMP READY"), .text("loud"), .text("İSTANBUL"), .text("As Written")])
    }

    @Test("lineSpacing puts space between wrapped lines; lineLimit ranges and reservesSpace keep a height")
    func linesAndLimits() throws {
        let spaced = try items(Text("one two three four").lineSpacing(1).frame(width: 10), in: Size(width: 10, height: 8))
        #expect(spaced.count == 2)
        #expect(spaced[1].frame.minY - spaced[0].frame.minY == 2, "a line and its spacing below")
        let host = try TestHost(VStack(spacing: 0) {
            Text("short").lineLimit(3, reservesSpace: true)
            Text("end")
        })
        host.graph.layout(in: Size(width: 20, height: 8))
        let ends = host.graph.displayList().items.map(\.frame.minY)
        #expect(ends[1] - ends[0] == 3, "three lines are kept for the short text")
        let ranged = try TestHost(VStack(spacing: 0) {
            Text("a b c d e f g h").lineLimit(2...3).frame(width: 3)
            Text("end")
        })
        ranged.graph.layout(in: Size(width: 20, height: 8))
        let lines = ranged.graph.displayList().items
        #expect(lines.filter { $0.primitive != .text("end") }.count == 3, "wrapped to the range's most lines")
    }

    @Test("minimumScaleFactor shrinks a line too long for its width instead of wrapping, on a target of fonts")
    func shrinksToFit() throws {
        let host = try TestHost(Text("Reactor temperature nominal").font(.title).minimumScaleFactor(0.3).frame(width: 200))
        let target = try PixelTarget(width: 300, height: 100, units: .points(scale: 1))
        host.present(on: target)
        let drawn = host.graph.displayList().items
        #expect(drawn.count == 1, "one line")
        let size = try #require(drawn.first?.font?.size)
        #expect(size < Font.title.size && size >= Font.title.size * 0.3)
        #expect((drawn.first?.frame.size.width ?? 999) <= 200.5)
        let floor = try TestHost(Text("Reactor temperature nominal, all pumps running").font(.title).minimumScaleFactor(0.9).frame(width: 200))
        floor.present(on: try PixelTarget(width: 300, height: 200, units: .points(scale: 1)))
        #expect(floor.graph.displayList().items.count > 1, "past the factor, the text wraps")
        let cells = try items(Text("too long for it").minimumScaleFactor(0.5).frame(width: 8), in: Size(width: 8, height: 4))
        #expect(cells.count == 2, "in cells, text wraps as before")
    }

    @Test("a vertical text field grows with its text within its line limits, and takes typing")
    func verticalTextField() throws {
        struct Notes: View {
            @State private var notes = ""
            var body: some View {
                // The body does not read the notes: the field alone follows its binding.
                VStack(spacing: 0) {
                    TextField("Notes", text: $notes, prompt: Text("Write here"), axis: .vertical)
                        .lineLimit(2...4)
                        .frame(width: 12)
                }
            }
        }
        let host = try TestHost(Notes())
        // Each line of the field as a terminal draws it: between brackets, the text after the opening one.
        func lines() -> [String] {
            host.graph.layout(in: Size(width: 20, height: 10))
            let items = host.graph.displayList().items
            return items.indices.filter { items[$0].primitive == .text("[") }.compactMap { items[$0 + 1].shownText }
        }
        #expect(lines() == ["Write here", ""], "empty, it keeps the range's two lines, the prompt on the first")
        try host.type("pump three needs a new seal before friday", into: "Notes")
        let grown = lines()
        #expect(grown.count == 4, "wrapped, up to four lines: \(grown)")
        #expect(grown.first == "pump three")
    }

    @Test("an attributed string's runs keep their fonts, colors and lines; a link shows as one")
    func attributedStrings() throws {
        var message = AttributedString("Alarm: ")
        message.font = .headline
        var detail = AttributedString("valve 3")
        detail.foregroundColor = .red
        detail.underlineStyle = .single
        var link = AttributedString(" manual")
        link.link = URL(string: "https://example.com/manual")
        let drawn = try items(Text(message + detail + link), in: Size(width: 30, height: 1))
        #expect(texts(drawn).map(\.primitive) == [.text("Alarm: "), .text("valve 3"), .text(" manual")])
        #expect(drawn[0].font?.textStyle == .headline)
        #expect(drawn[1].foreground == Color.red.paintStyle && drawn[1].font?.isUnderlined == true)
        #expect(drawn[2].foreground == Color.accentColor.paintStyle && drawn[2].font?.isUnderlined == true)
    }

    @Test("the type size is large unless set, and a range bounds it")
    func dynamicTypeSize() throws {
        struct Reader: View {
            @Environment(\.dynamicTypeSize) private var size
            var body: some View { Text(size.isAccessibilitySize ? "accessible \(size.rawValue)" : "size \(size.rawValue)") }
        }
        #expect(try TestHost(Reader()).contains("size 3"))
        #expect(try TestHost(Reader().dynamicTypeSize(.accessibility2)).contains("accessible 8"))
        #expect(try TestHost(Reader().dynamicTypeSize(.xSmall...DynamicTypeSize.large).dynamicTypeSize(.xxxLarge)).contains("size 3"))
        #expect(try TestHost(Reader().dynamicTypeSize(...DynamicTypeSize.xxLarge)).contains("size 3"))
    }

    @Test("text selection and tightening draw the text as it is")
    func selectionAndTightening() throws {
        #expect(try items(Text("copy me").textSelection(.enabled).allowsTightening(true))
                == items(Text("copy me")))
        #expect(try items(Text("no").textSelection(.disabled)) == items(Text("no")))
    }
}
