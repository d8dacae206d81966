import ClockworkTestSupport
import ClockworkDisplayListTarget
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore
@testable import ClockworkTerminal
@testable import GalleryKit
@testable import PodcastPlayer

private struct Dividers: View {
    var body: some View {
        VStack {
            Text("above")
            Divider()
            HStack {
                Text("left")
                Divider()
                Text("right")
            }
            .frame(height: 3)
        }
    }
}

private struct Spinner: View {
    var body: some View {
        VStack {
            ProgressView("Loading")
            ProgressView("Copying", value: 3, total: 4)
        }
    }
}

private struct Gauges: View {
    var body: some View {
        VStack(alignment: .leading) {
            Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") }
            Gauge(value: 0.5) { Text("Fuel") }.gaugeStyle(.accessoryCircularCapacity)
            Gauge(value: 0.25) { Text("Oil") }.gaugeStyle(.accessoryLinear)
        }
    }
}

private struct Buttons: View {
    var body: some View {
        VStack {
            Button("Delete", role: .destructive) {}
            Button("Save") {}.buttonStyle(.borderedProminent)
            Label("Gear", systemImage: "gear").labelStyle(.iconOnly)
            Label("Title only", systemImage: "gear").labelStyle(.titleOnly)
        }
    }
}

private struct Clock: View {
    let start: Date
    var body: some View {
        VStack {
            TimelineView(.periodic(from: start, by: 5)) { context in
                Text("\(Int(context.date.timeIntervalSince(start))) s")
            }
            Text(start, style: .timer)
        }
    }
}

private final class Taps: ObservableObject {
    @Published var count = 0
}

private struct Decorated: View {
    @ObservedObject var taps: Taps
    var body: some View {
        VStack {
            Text("tapped \(taps.count)").onTapGesture { taps.count += 1 }
            Text("boxed").padding(1).border(Color.red)
            Text("badge").overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 1, height: 1) }
            Text("colored").foregroundColor(.orange).cornerRadius(1).shadow(radius: 2).blur(radius: 1)
            Text("a long line that would wrap").fixedSize()
            Color.blue.aspectRatio(2, contentMode: .fit).frame(width: 10, height: 10)
        }
    }
}

@Suite("The view vocabulary: containers, indicators, dividers, labels, buttons")
@MainActor
struct ViewVocabularyTests {
    private func items(_ host: TestHost, in size: Size) -> [DisplayItem] {
        host.graph.layout(in: size)
        return host.graph.displayList().items
    }

    @Test("a divider is a horizontal line across a vertical stack and a vertical line down a horizontal one")
    func dividerFollowsItsStack() throws {
        let host = try TestHost(Dividers())
        let drawn = items(host, in: Size(width: 20, height: 6))
        #expect(drawn.texts(equalTo: String(repeating: "─", count: 20)).count == 1, "across the VStack's full width")
        let down = drawn.texts(equalTo: "│")
        #expect(down.count == 3, "down the HStack's height, a glyph a row")
        #expect(down.map(\.frame.minY) == [down[0].frame.minY, down[0].frame.minY + 1, down[0].frame.minY + 2])
    }

    @Test("an indeterminate progress view steps its spinner every 100 ms on the tick grid and the loop sleeps in between")
    func spinnerStepsOnTheGrid() throws {
        let host = try TestHost(Spinner())
        let size = Size(width: 20, height: 4)
        // The spinner's glyph: the step's, of ten braille glyphs in turn.
        let glyphs = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        func glyph() -> String? {
            items(host, in: size).lazy.compactMap(\.shownText).first { glyphs.contains($0) }
        }
        host.advance(by: .milliseconds(17))
        let lastTick = host.loop.recorder.latest?.number ?? -1
        host.advance(by: .milliseconds(1000))
        #expect(try #require(glyph()) == glyphs[Int(host.graph.now / 100_000_000) % 10], "the step of the latest tick's time")
        let ticks = host.loop.recorder.latest(200).filter { $0.number > lastTick }.count
        #expect(ticks >= 9 && ticks <= 11, "one tick per step, not 60 a second: \(ticks)")
        let bar = items(host, in: size).firstText(startingWith: "█")
        #expect(bar?.shownText == String(repeating: "█", count: 15), "three quarters of 20 cells filled")
        #expect(bar?.frame.size.width == 20, "a linear progress view is as wide as it is offered")
    }

    @Test("gauges: linear with its labels around the bar, circular as a ring before its labels, accessory linear as a marker")
    func gaugeLayouts() throws {
        let host = try TestHost(Gauges())
        let drawn = items(host, in: Size(width: 30, height: 6))
        let bar = try #require(drawn.firstText(startingWith: "█"))
        #expect(bar.shownText == String(repeating: "█", count: 6), "a quarter of the bar's 24 cells filled")
        let ring = try #require(drawn.texts(equalTo: "◑").first, "a ring half full")
        let marker = try #require(drawn.texts(equalTo: "●").first, "the accessory gauge's marker")
        let before = try #require(drawn.first { $0.shownText?.hasPrefix("─") == true && $0.frame.minY == marker.frame.minY })
        #expect(before.frame.maxX == marker.frame.minX, "the marker a quarter of the way along its track")
        let speed = try #require(drawn.first { $0.primitive == .text("Speed") })
        let current = try #require(drawn.first { $0.primitive == .text("30") })
        #expect(speed.frame.minX == 0 && current.frame.maxX == 30, "label leading, current value trailing on the first line")
        #expect(bar.frame == Rect(x: 2, y: 1, width: 24, height: 1), "the bar between 0 and 120")
        let fuel = try #require(drawn.first { $0.primitive == .text("Fuel") })
        #expect(ring.frame.size == Size(width: 1, height: 1) && fuel.frame.minX == ring.frame.minX + 2)
    }

    @Test("a destructive button is drawn red, a prominent one on the tint; label styles show one part")
    func buttonsAndLabels() throws {
        let host = try TestHost(Buttons())
        let drawn = items(host, in: Size(width: 20, height: 6))
        #expect(drawn.first { $0.primitive == .text("Delete") }?.foreground == Color.red.paintStyle)
        let save = try #require(drawn.first { $0.primitive == .text("Save") })
        let backdrop = try #require(drawn.first {
            if case .shape(.roundedRectangle, .fill(Color.accentColor.paintStyle, _)) = $0.primitive { true } else { false }
        })
        #expect(backdrop.frame == Rect(x: save.frame.minX - 1, y: save.frame.minY, width: save.frame.size.width + 2, height: 1),
                "a cell of margin either side of the label")
        #expect(save.foreground == Color.white.paintStyle)
        #expect(drawn.contains { $0.primitive == .symbol("gear") } && !drawn.contains { $0.primitive == .text("Gear") })
        #expect(drawn.contains { $0.primitive == .text("Title only") } && drawn.filter { $0.primitive == .symbol("gear") }.count == 1)
        #expect(host.renderTree.contains("Button role=destructive"))
    }

    @Test("an image-only button is tapped by its symbol's name, from TestHost and the socket")
    func symbolsLabelTheirButtons() throws {
        let host = try TestHost(Podcaster())
        try host.tap("play.circle")
        #expect(host.renderTree.contains(#"Image "pause.circle""#))
        let daemon = try SocketDaemon(root: Podcaster())
        let client = try daemon.connect()
        #expect(try client.send(#"{"cmd":"tap","target":"play.circle"}"#)["ok"] as? Bool == true)
        daemon.turn()
        #expect(daemon.shows.contains("symbol (") && daemon.shows.contains("pause.circle"))
    }

    @Test("every symbol the terminal knows is drawn one cell wide, as symbols are laid out")
    func symbolGlyphsAreOneCell() {
        for (name, glyph) in symbolGlyphs {
            #expect(CellTextMeasure.cells(of: glyph) == 1, "\(name) → \(glyph)")
        }
        #expect(symbolGlyph(for: "bolt.circle.fill") == "ϟ")
        #expect(symbolGlyph(for: "no.such.symbol") == "□")
    }

    @Test("a periodic timeline view updates at its dates only, and a timer text every second, on the tick grid")
    func timelinesFollowTheirSchedule() throws {
        let host = try TestHost(Clock(start: Date()))
        #expect(host.contains("0 s") && host.contains("0:00"))
        host.advance(by: .milliseconds(4_990))
        #expect(host.contains("0 s") && host.contains("0:04"))
        let lastTick = host.loop.recorder.latest?.number ?? -1
        host.advance(by: .milliseconds(5_020))
        #expect(host.contains("10 s") && host.contains("0:10"))
        let ticks = host.loop.recorder.latest(600).filter { $0.number > lastTick }.count
        #expect(ticks >= 5 && ticks <= 7, "a tick a second for the timer, not 60: \(ticks)")
    }

    @Test("tap gestures, borders, overlays, foreground colors, fixed sizes and aspect ratios")
    func decorations() throws {
        let taps = Taps()
        let host = try TestHost(Decorated(taps: taps))
        try host.tap("tapped 0")
        #expect(host.contains("tapped 1"))
        let drawn = items(host, in: Size(width: 20, height: 30))
        let boxed = try #require(drawn.first { $0.primitive == .text("boxed") })
        let border = try #require(drawn.first { if case .shape(.rectangle, .stroke) = $0.primitive { true } else { false } })
        #expect(border.frame == Rect(x: boxed.frame.minX - 1, y: boxed.frame.minY - 1, width: 7, height: 3), "around the padded text")
        let badge = try #require(drawn.first { $0.primitive == .text("badge") })
        let dot = try #require(drawn.first { if case .shape(.circle, _) = $0.primitive { true } else { false } })
        #expect(dot.frame == Rect(x: badge.frame.maxX - 1, y: badge.frame.minY, width: 1, height: 1), "at the top trailing corner, in front")
        #expect(drawn.firstIndex { $0.primitive == .text("badge") }! < drawn.firstIndex { $0.frame == dot.frame }!)
        let colored = try #require(drawn.first { $0.primitive == .text("colored") && !$0.isShadow })
        #expect(colored.foreground == Color.orange.paintStyle && colored.clips.count == 1)
        #expect(host.renderTree.contains("shadow=(") && host.renderTree.contains("blur=1"))
        #expect(drawn.contains { $0.primitive == .text("a long line that would wrap") }, "its ideal width, not wrapped")
        let blue = try #require(drawn.first { $0.primitive == .fill(Color.blue) })
        #expect(blue.frame.size == Size(width: 10, height: 5), "2:1 inside 10x10")
    }

    @Test("the gallery: after each of 200 random edits and inputs, tabs, pushes, presentations and styled controls included, incremental layout and display list equal a fresh host's")
    func galleryIncrementalEqualsFresh() throws {
        let station = Station()
        let size = Size(width: 82, height: 16)
        let host = try TestHost(GalleryView().environmentObject(station))
        host.graph.layout(in: size)
        _ = host.graph.refreshDisplayList(on: size, full: false)
        var random = SplitMix(seed: 0x5EED_0F_6A11)
        for step in 0..<200 {
            // An input whose target is on another tab or under a presentation is refused.
            switch random.next(17) {
            case 0: try? host.set(Double(random.next(21)) / 20, on: "Flow")
            case 1: try? host.increment("Running \(station.pumpsRunning)")
            case 2: try? host.decrement("Running \(station.pumpsRunning)")
            case 3: try? host.select(["Eco", "Normal", "Boost"][random.next(3)], in: "Mode")
            case 4: try? host.select(["m³/h", "l/s"][random.next(2)], in: "Units")
            case 5: try? host.toggle(["Alarms", "Alarms during service"][random.next(2)])
            case 6: try? host.type(String(repeating: "a", count: random.next(9)), into: "Operator")
            case 7: try? host.type(String(repeating: "1", count: random.next(6)), into: "PIN")
            case 8: try? host.tap(["North intake", "South intake", "Reserve"][random.next(3)])
            case 9: try? host.tap(["Panel", "Pumps", "Styles"][random.next(3)])
            case 10: try? host.goBack()
            case 11, 14: try? host.tap(["Service", "Stop", "Close"][random.next(3)])
            case 12: station.path = (0..<random.next(3)).map { _ in random.next(3) + 1 }
            case 13: try? host.tap(["Box", "Word", "Button", "Bordered", "Prominent"][random.next(5)])
            case 15: station.showsService.toggle()
            case 16: station.confirmsStop.toggle()
            default: station.flow = Double(random.next(100)) / 100
            }
            // A lazy stack builds the rows its layout shows at the next tick: both settle.
            host.pump()
            host.graph.layout(in: size)
            host.pump()
            host.graph.layout(in: size)
            let (list, _) = host.graph.refreshDisplayList(on: size, full: false)
            let fresh = try TestHost(GalleryView().environmentObject(station))
            fresh.graph.layout(in: size)
            fresh.pump()
            fresh.graph.layout(in: size)
            #expect(host.graph.renderTreeDump(frames: true) == fresh.graph.renderTreeDump(frames: true), "step \(step)")
            #expect(list == fresh.graph.displayList(), "step \(step)")
            if list != fresh.graph.displayList() { return }
        }
    }
}

/// A small deterministic generator for randomized edits.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
