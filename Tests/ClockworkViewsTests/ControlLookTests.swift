import Clockwork
import ClockworkTestSupport
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore
@testable import ClockworkTerminal

/// A tank's level, set from outside as a reading would be.
@Observable
private final class Tank {
    var level = 0.5
}

private struct TankPanel: View {
    let tank: Tank

    var body: some View {
        VStack(alignment: .leading) {
            Gauge(value: tank.level) { Text("Level") }
            Toggle("Pump", isOn: .constant(true))
        }
    }
}

/// Remembers the damage of each frame presented to it.
@MainActor
private final class DamageRecorder: RenderTarget {
    let size = Size(width: 40, height: 10)
    private(set) var damages: [Damage] = []

    func present(_ list: DisplayList, damage: Damage) { damages.append(damage) }
    func close() {}
}

/// A pixel target's metrics, laid out in cells of 10 × 20 pixels (a terminal's layout drawn
/// on a screen).
private func pixelMetrics() -> LayoutMetrics {
    LayoutMetrics.cells.drawn(in: .pixels(Size(width: 1.0 / 10, height: 1.0 / 20)))
}

@MainActor
@Suite("Controls' looks: made of text and shapes by the view, for the medium the target draws in")
struct ControlLookTests {
    @Test("on a terminal a gauge's bar is its filled glyphs in the tint over the whole bar, so a gradient runs along it, then the rest dimmed")
    func barGlyphsOnATerminal() throws {
        let gradient = Gradient(colors: [.green, .red])
        let host = try TestHost(Gauge(value: 0.25) { Text("Load") }.tint(gradient).frame(width: 20), size: Size(width: 20, height: 3))
        let items = host.graph.displayList().items
        let filled = try #require(items.firstText(startingWith: "█"))
        let rest = try #require(items.firstText(startingWith: "░"))
        #expect(filled.shownText == "█████" && rest.shownText == String(repeating: "░", count: 15))
        #expect(filled.frame.size.width == 20, "the filled part carries the whole bar's frame: \(filled.frame)")
        #expect(filled.foreground?.isGradient == true)
        #expect(rest.frame.minX == filled.frame.minX + 5 && rest.foreground == .hierarchical(.tertiary))
    }

    @Test("in pixels a switch is a capsule track and a knob round in pixels, though a layout unit is a tall cell")
    func switchShapesInPixels() throws {
        let host = try TestHost(Toggle("Pump", isOn: .constant(true)).labelsHidden(), size: Size(width: 10, height: 1))
        host.graph.layoutMetrics = pixelMetrics()
        host.graph.layout(in: Size(width: 10, height: 1))
        let items = host.graph.displayList().items
        #expect(items.map(\.primitive.kind) == ["capsule", "circle"])
        let track = items[0], knob = items[1]
        #expect(track.foreground == nil && track.primitive == .shape(.capsule, .fill(.color(.green), eoFill: false)))
        #expect(knob.frame.size.width * 10 == knob.frame.size.height * 20, "as many pixels wide as high: \(knob.frame)")
        #expect(knob.frame.maxX <= track.frame.maxX && knob.frame.minX > track.frame.minX + track.frame.size.width / 2,
                "on, the knob at the track's end")
    }

    @Test("in pixels a checkbox is a filled square and a check, or an outline filled even-odd when off")
    func checkboxShapesInPixels() throws {
        let on = try TestHost(Toggle("A", isOn: .constant(true)).toggleStyle(.checkbox).labelsHidden())
        on.graph.layoutMetrics = pixelMetrics()
        on.graph.layout(in: Size(width: 10, height: 1))
        #expect(on.graph.displayList().items.map(\.primitive.kind) == ["roundedRectangle", "path"])
        let off = try TestHost(Toggle("A", isOn: .constant(false)).toggleStyle(.checkbox).labelsHidden())
        off.graph.layoutMetrics = pixelMetrics()
        off.graph.layout(in: Size(width: 10, height: 1))
        let outline = try #require(off.graph.displayList().items.first)
        guard case .shape(.path(let path), .fill(_, eoFill: true)) = outline.primitive else {
            Issue.record("an outline is a path filled even-odd: \(outline)")
            return
        }
        let centre = CGPoint(x: outline.frame.size.width / 2, y: outline.frame.size.height / 2)
        #expect(!path.contains(centre, eoFill: true), "the outline is hollow")
    }

    @Test("a gauge whose value moves within a cell draws nothing again; a move of a whole cell damages its bar")
    func barRedrawsOnlyWhenItsCellsChange() throws {
        let tank = Tank()
        let host = try TestHost(TankPanel(tank: tank), size: Size(width: 40, height: 10))
        let recorder = DamageRecorder()
        host.present(on: recorder)
        let presented = recorder.damages.count
        tank.level = 0.505
        host.pump()
        #expect(recorder.damages.count == presented, "the same glyphs: no frame")
        tank.level = 0.75
        host.pump()
        #expect(recorder.damages.count == presented + 1)
    }

    @Test("the text a look draws with is kept: a bar drawn again at the same length is the same string, not a new one")
    func glyphRunsAreKept() {
        let runs = GlyphRuns()
        let first = runs.string(repeating: "█", count: 12)
        #expect(first == String(repeating: "█", count: 12))
        #expect(runs.string(repeating: "━", count: 3, then: "●") == "━━━●")
        #expect(runs.string(repeating: "█", count: 0) == "" && runs.string(repeating: "─", count: -2) == "")
        // 36 bytes: stored out of line, so the same string is the same storage. The addresses
        // are only compared, never read through, and both strings are alive while they are.
        func storage(_ string: String) -> UnsafeRawPointer? {
            string.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
        }
        #expect(storage(runs.string(repeating: "█", count: 12)) == storage(first), "kept, not made again")
    }

    @Test("a terminal writes runs of one glyph, mixed glyphs and text beyond them a character a cell, clipped to the item's width")
    func terminalWritesGlyphRuns() {
        func row(_ text: String, width: Double = 8) -> String {
            let grid = CellGrid(drawing: [DisplayItem(primitive: .text(text), frame: Rect(x: 1, y: 0, width: width, height: 1))],
                                width: 10, height: 1)
            return String((0..<10).map { grid.character($0, 0) })
        }
        #expect(row("████") == " ████     ")
        #expect(row("████████████") == " ████████ ", "no further than its frame")
        #expect(row("━━━●──") == " ━━━●──   ")
        #expect(row("20 °C ⠹") == " 20 °C ⠹  ")
        #expect(row("e\u{301}█") == " é█       ", "a combining mark stays on its letter")
        #expect(row("") == "          ")
    }

    @Test("a shape's path in a target's device units keeps a circle round where a layout unit is a tall cell")
    func outlinePathInDeviceUnits() {
        let circle = ShapeOutline.circle.path(in: Size(width: 1, height: 1), scale: Size(width: 8, height: 16))
        #expect(circle.boundingRect == CGRect(x: 0, y: 4, width: 8, height: 8))
        let line = ShapeOutline.path(Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 1, y: 1)) })
        #expect(line.path(in: Size(width: 1, height: 1), scale: Size(width: 8, height: 16)).currentPoint == CGPoint(x: 8, y: 16))
    }

    @Test("a control's pixel shapes survive the wire and draw the same list back")
    func pixelLooksRoundTrip() throws {
        let host = try TestHost(VStack {
            Toggle("A", isOn: .constant(false)).toggleStyle(.checkbox)
            Gauge(value: 0.3) { Text("Ring") }.gaugeStyle(.accessoryCircularCapacity)
            TextField("Name", text: .constant("pump"))
            ProgressView()
        })
        host.graph.layoutMetrics = pixelMetrics()
        host.graph.layout(in: Size(width: 30, height: 8))
        let list = host.graph.displayList()
        #expect(try JSONDecoder().decode(DisplayList.self, from: Data(list.json().utf8)) == list)
    }
}

extension DisplayItem.Primitive {
    /// The primitive's kind, and a shape's outline: what a test reads a look by.
    fileprivate var kind: String {
        switch self {
        case .text: "text"
        case .symbol: "symbol"
        case .image: "image"
        case .shape(.rectangle, _): "rectangle"
        case .shape(.roundedRectangle, _): "roundedRectangle"
        case .shape(.capsule, _): "capsule"
        case .shape(.circle, _): "circle"
        case .shape(.ellipse, _): "ellipse"
        case .shape(.path, _): "path"
        }
    }
}
