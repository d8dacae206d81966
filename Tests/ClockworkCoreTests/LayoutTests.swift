import ClockworkTestSupport
import ClockworkDisplayListTarget
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore
@testable import ClockworkTerminal
@testable import PodcastPlayer

private struct Labels: View {
    var body: some View {
        VStack {
            Text("hello")
            Text("hi")
        }
    }
}

private struct Spaced: View {
    var body: some View {
        HStack {
            Text("a")
            Spacer()
            Text("b")
        }
    }
}

private struct Framed: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("x").padding(1).frame(width: 6, height: 5)
            Text("wide").frame(maxWidth: .infinity, alignment: .trailing)
            Text("off").offset(x: 2, y: 1)
        }
    }
}

private struct Panel: View {
    @State private var on = true

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.blue
            HStack(spacing: 2) {
                Toggle("Power", isOn: $on)
                Text("ok").background { Color.green }
            }
        }
    }
}

@Suite("Layout")
@MainActor
struct LayoutTests {
    private func layout<V: View>(_ view: V, in size: Size) throws -> String {
        let host = try TestHost(view)
        host.graph.layout(in: size)
        return host.graph.renderTreeDump(frames: true)
    }

    @Test("a VStack is as wide as its widest child and centered in the surface; children center in it")
    func vstack() throws {
        #expect(try layout(Labels(), in: Size(width: 20, height: 10)) == """
            VStack @(7,4 5x2)
              Text "hello" @(7,4 5x1)
              Text "hi" @(8,5 2x1)
            """)
    }

    @Test("a Spacer takes what an HStack's texts and spacing leave")
    func spacer() throws {
        #expect(try layout(Spaced(), in: Size(width: 10, height: 1)) == """
            HStack @(0,0 10x1)
              Text "a" @(0,0 1x1)
              Spacer @(2,0 6x0)
              Text "b" @(9,0 1x1)
            """)
    }

    @Test("padding insets, a fixed frame centers, a flexible frame takes the width and aligns, offset moves")
    func frames() throws {
        #expect(try layout(Framed(), in: Size(width: 12, height: 9)) == """
            VStack alignment=leading spacing=1 @(0,0 12x9)
              Text "x" frame=(width:6,height:5) padding=1 @(2,2 1x1)
              Text "wide" frame=(maxWidth:inf,alignment:trailing) @(8,6 4x1)
              Text "off" offset=(2,1) @(2,9 3x1)
            """)
    }

    @Test("a ZStack fills with its color; a toggle's label follows its switch; a background matches its content")
    func zstackToggleBackground() throws {
        #expect(try layout(Panel(), in: Size(width: 16, height: 3)) == """
            ZStack alignment=topLeading @(0,0 16x3)
              Color blue @(0,0 16x3)
              HStack spacing=2 @(0,0 13x1)
                Toggle isOn=true @(0,0 9x1)
                  Text "Power" @(4,0 5x1)
                Background @(11,0 2x1)
                  Text "ok" @(11,0 2x1)
                  Color green @(11,0 2x1)
            """)
    }
}

@Suite("Display list")
@MainActor
struct DisplayListTests {
    @Test("the documents' Podcaster draws its texts, symbol (in the tint, as a button's label) and switch (as glyphs) in frames, its background behind them")
    func podcasterDisplayList() throws {
        let host = try TestHost(Podcaster())
        host.graph.layout(in: Size(width: 20, height: 6))
        #expect(host.graph.displayList().textDump == """
            text (4,1 1x1) "●"
            text (5,1 2x1) "──" foreground=tertiary
            text (8,1 8x1) "Favorite"
            fill (4,2 12x3) red
            text (4,2 12x1) "Some Episode" foreground=secondary
            text (5,3 10x1) "Great Show"
            symbol (9,4 1x1) play.circle foreground=accentColor scale=1.5
            """)
    }

    @Test("mid-animation the list carries the presented scale and background")
    func presentedValues() throws {
        let host = try TestHost(Podcaster(), ticksPerSecond: 100)
        try host.tap(host.contains("play.circle") ? "play.circle" : "pause.circle")
        host.advance(by: .milliseconds(500))
        host.graph.layout(in: Size(width: 20, height: 6))
        let dump = host.graph.displayList().textDump
        #expect(dump.contains("symbol (9,4 1x1) pause.circle foreground=accentColor scale=1.25"), "a button's label is drawn in the tint")
        #expect(dump.contains("fill (4,2 12x3) rgba("))
    }

    @Test("the JSON form parses and carries kind, frame, text and paint")
    func json() throws {
        let host = try TestHost(Podcaster())
        host.graph.layout(in: Size(width: 20, height: 6))
        let data = Data(host.graph.displayList().json().utf8)
        let list = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(list["version"] as? Int == 5)
        let items = try #require(list["items"] as? [[String: Any]])
        #expect(items.count == 7, "the switch two glyph runs")
        let title = try #require(items.first { $0["text"] as? String == "Some Episode" })
        #expect(title["kind"] as? String == "text")
        #expect(title["foreground"] as? [String: String] == ["hierarchical": "secondary"])
        let frame = try #require(title["frame"] as? [String: Double])
        #expect(frame == ["x": 4, "y": 2, "width": 12, "height": 1])
        let symbol = try #require(items.first { $0["kind"] as? String == "symbol" })
        #expect(symbol["transform"] as? [Double] == [1.5, 0, 0, 1.5, -4.75, -2.25], "scaled 1.5 about the image's center")
    }

    @Test("the wire escapes quotes, backslashes and control characters, keeps other text as UTF-8, and writes numbers exactly")
    func wireEscapesAndNumbers() throws {
        let text = "say \"hi\" \\ tab\tbell\u{07} é 🙂"
        let item = DisplayItem(primitive: .text(text), frame: Rect(x: 1.5, y: -2, width: .infinity, height: 0.1),
                               foreground: .color(Color(red: 0.7250000000000001, green: .nan, blue: 1, opacity: 1)))
        let json = DisplayList(items: [item]).json()
        #expect(json == #"{"version":5,"items":[{"kind":"text","text":"say \"hi\" \\ tab\tbell\u0007 é 🙂","#
            + #""frame":{"x":1.5,"y":-2,"width":1.7976931348623157e+308,"height":0.1},"#
            + #""foreground":{"color":{"space":"sRGB","components":[0.7250000000000001,0,1,1]}},"opacity":1}]}"#)
        let decoded = try JSONDecoder().decode(DisplayList.self, from: Data(json.utf8))
        #expect(decoded.items.first?.primitive == .text(text))
    }

    @Test("a display-list target writes every frame as json() does, reusing what did not change")
    func targetFramesMatchTheList() throws {
        let host = try TestHost(Podcaster(), ticksPerSecond: 100)
        let size = Size(width: 20, height: 6)
        var written: [String] = []
        let target = DisplayListTarget(size: size) { written.append(String(decoding: $0, as: UTF8.self)) }
        for step in 0..<12 {
            if step % 3 == 0 { try host.tap(host.contains("play.circle") ? "play.circle" : "pause.circle") }
            host.advance(by: .milliseconds(70))
            host.graph.layout(in: size)
            let list = host.graph.displayList()
            target.present(list, damage: Damage(surface: size))
            #expect(written.last == list.json() + "\n", "frame \(step)")
        }
        #expect(Set(written).count > 3, "the frames differ: the animation moved")
    }
}

@Suite("Terminal cells")
@MainActor
struct TerminalCellTests {
    private func text(_ string: String, x: Double, y: Double) -> DisplayItem {
        DisplayItem(primitive: .text(string), frame: Rect(x: x, y: y, width: Double(string.count), height: 1))
    }

    @Test("one changed cell costs the same few bytes on a 200x60 screen as on a 20x6 one")
    func oneCellIsConstantBytes() {
        for (width, height) in [(20, 6), (200, 60)] {
            let before = CellGrid(drawing: [text("count 1", x: 2, y: 3)], width: width, height: height)
            let after = CellGrid(drawing: [text("count 2", x: 2, y: 3)], width: width, height: height)
            let bytes = after.encode(from: before, colors: .trueColor)
            #expect(bytes.count <= 32, "\(width)x\(height): \(bytes.count) bytes")
            #expect(String(decoding: bytes, as: UTF8.self).contains("\u{1B}[4;9H"), "moves to the changed cell only")
        }
    }

    @Test("the first frame draws everything; an unchanged frame writes nothing")
    func fullAndEmptyFrames() {
        let frame = CellGrid(drawing: [text("hello", x: 0, y: 0)], width: 10, height: 2)
        #expect(frame.encode(from: nil, colors: .palette256).count > 20)
        #expect(frame.encode(from: frame, colors: .palette256).isEmpty)
    }

    @Test("colors: 24-bit when the terminal says so, else xterm's 256; symbols map to glyphs")
    func colorsAndGlyphs() {
        var red = text("x", x: 0, y: 0)
        red.foreground = .color(.red)
        let frame = CellGrid(drawing: [red], width: 2, height: 1)
        #expect(String(decoding: frame.encode(from: nil, colors: .trueColor), as: UTF8.self).contains("38;2;255;59;48"))
        #expect(String(decoding: frame.encode(from: nil, colors: .palette256), as: UTF8.self).contains("38;5;"))
        #expect(TerminalColors.detect(environment: ["COLORTERM": "truecolor"]) == .trueColor)
        #expect(TerminalColors.detect(environment: [:]) == .palette256)
        #expect(symbolGlyph(for: "play.circle") == "▶")
        #expect(symbolGlyph(for: "pause.circle.fill") == "⏸")
        #expect(symbolGlyph(for: "no.such.symbol") == "□")
    }

    @Test("on a terminal a switch reads as a switch, a checkbox as a checkbox, and a plain field has no brackets")
    func controlGlyphs() throws {
        func look(_ view: some View) throws -> String {
            try TestHost(view, size: Size(width: 12, height: 1)).terminalLook(width: 12, height: 1).trimmingCharacters(in: .whitespaces)
        }
        #expect(try look(Toggle("Pump", isOn: .constant(true)).labelsHidden()) == "━━●")
        #expect(try look(Toggle("Pump", isOn: .constant(false)).labelsHidden()) == "●──")
        #expect(try look(Toggle("Pump", isOn: .constant(true)).toggleStyle(.checkbox).labelsHidden()) == "[✓]")
        #expect(try look(TextField("Name", text: .constant("ab")).textFieldStyle(.plain).fixedSize()) == "ab")
        #expect(try look(TextField("Name", text: .constant("ab")).fixedSize()) == "[ab]")
        #expect(try look(TextField("Name", text: .constant("")).fixedSize()) == "[Name]", "the placeholder while empty")
    }

    @Test("control characters in any text are drawn as visible stand-ins, never sent to the terminal")
    func controlCharactersAreShownNotInterpreted() {
        let hostile = "\u{1B}]0;PWNED\u{07}\u{9B}2J\r\n\u{7F}\u{1B}"
        let frame = CellGrid(drawing: [text(hostile, x: 0, y: 0),
                          text("[\u{1B}[2J]", x: 0, y: 1)],
                         width: 20, height: 2)
        let bytes = frame.encode(from: nil, colors: .trueColor)
        let output = String(decoding: bytes, as: UTF8.self)
        #expect(!output.contains("\u{1B}]"), "no OSC sequence")
        #expect(!bytes.contains(0x07) && !bytes.contains(0x0D) && !bytes.contains(0x0A) && !bytes.contains(0x7F), "no BEL, CR, LF or DEL")
        #expect(!output.unicodeScalars.contains("\u{9B}"), "no C1 CSI")
        #expect(!output.contains("\u{1B}[2J"), "no clear-screen from the field's text")
        #expect(output.contains("␛]0;PWNED␇�2J␊␡␛"))
        #expect(output.contains("[␛[2J]"))
        let escapes = bytes.indices.filter { bytes[$0] == 0x1B }
        #expect(escapes.allSatisfy { bytes[$0 + 1] == UInt8(ascii: "[") }, "every ESC left is one of the target's own CSI sequences")
    }

    @Test("items far off screen, endless or NaN-sized are clipped like any other, without a trap")
    func farItemsAreClipped() {
        var endless = DisplayItem(primitive: .fill(Color.red), frame: Rect(x: -1e300, y: -1e300, width: .infinity, height: .infinity))
        let far = text("far", x: 1e300, y: 9e18)
        let frame = CellGrid(drawing: [endless, far, text("ok", x: 0, y: 0)], width: 4, height: 2)
        #expect(frame.character(0, 0) == "o" && frame[3, 1].background != nil, "the fill covers the screen; the far text is nowhere")
        endless.frame = Rect(x: .nan, y: 0, width: .nan, height: 1)
        _ = CellGrid(drawing: [endless], width: 4, height: 1)
    }
}
