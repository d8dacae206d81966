import ClockworkTestSupport
import ClockworkDisplayListTarget
import ClockworkPixels
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore
@testable import ClockworkInputSocket

private final class Style: ObservableObject {
    @Published var isLarge = false
}

private struct Heading: View {
    @ObservedObject var style: Style
    var body: some View {
        VStack {
            Text("Pressure")
        }
        .font(style.isLarge ? .largeTitle : .body)
    }
}

private final class Taps: ObservableObject {
    @Published var count = 0
}

private struct TapPanel: View {
    @ObservedObject var taps: Taps
    var body: some View {
        VStack(alignment: .leading) {
            Text("Pumps").font(.title)
            Button("Start") { taps.count += 1 }
        }
    }
}

@Suite("The pixel target in points: SwiftUI's units, text in its fonts' sizes measured by Pango")
@MainActor
struct PointLayoutTests {
    /// The items that draw `text`, in drawing order.
    private func items(showing text: String, in host: TestHost) -> [DisplayItem] {
        host.graph.displayList().items.filter { $0.primitive == .text(text) }
    }

    @Test("a title is laid out taller and wider than the same words in the body font, a body line about 20 points")
    func fontsSizeText() throws {
        let host = try TestHost(VStack(alignment: .leading, spacing: 0) {
            Text("Reactor").font(.title)
            Text("Reactor")
        })
        host.present(on: try PixelTarget(width: 800, height: 480))
        let shown = items(showing: "Reactor", in: host)
        try #require(shown.count == 2)
        let (title, body) = (shown[0].frame.size, shown[1].frame.size)
        #expect((17...24).contains(body.height), "a 17-point body line: \(body)")
        #expect(title.height >= body.height * 1.5 && title.width >= body.width * 1.5, "28 points against 17: \(title) and \(body)")
    }

    @Test("text is proportional: eight i's are narrower than eight W's, and CJK takes about a point size a character")
    func textIsProportional() throws {
        let host = try TestHost(VStack {
            Text("iiiiiiii")
            Text("WWWWWWWW")
            Text("温度")
        })
        host.present(on: try PixelTarget(width: 800, height: 480))
        let narrow = try #require(items(showing: "iiiiiiii", in: host).first).frame.size.width
        let wide = try #require(items(showing: "WWWWWWWW", in: host).first).frame.size.width
        let cjk = try #require(items(showing: "温度", in: host).first).frame.size.width
        #expect(narrow * 2.5 < wide, "i's \(narrow) points, W's \(wide)")
        #expect((30...40).contains(cjk), "two CJK characters at 17 points: \(cjk)")
    }

    @Test("SwiftUI's defaults: padding() adds 16 points a side and an HStack spaces its items 8 points apart")
    func swiftUIDefaults() throws {
        let host = try TestHost(HStack {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }
        .padding()
        .background(Color.gray))
        host.present(on: try PixelTarget(width: 800, height: 480))
        let list = host.graph.displayList().items
        let red = try #require(list.first { $0.primitive == .fill(Color.red) }).frame
        let blue = try #require(list.first { $0.primitive == .fill(Color.blue) }).frame
        let gray = try #require(list.first { $0.primitive == .fill(Color.gray) }).frame
        #expect(blue.minX - red.maxX == 8)
        #expect(gray.size == Size(width: 10 + 8 + 10 + 32, height: 10 + 32))
    }

    @Test("a font set above a text lays the text out again when it changes")
    func fontChangeAboveRelaysOut() throws {
        let style = Style()
        let host = try TestHost(Heading(style: style))
        host.present(on: try PixelTarget(width: 800, height: 480))
        let small = try #require(items(showing: "Pressure", in: host).first).frame.size
        style.isLarge = true
        host.pump()
        let large = try #require(items(showing: "Pressure", in: host).first).frame.size
        #expect(large.height >= small.height * 1.8 && large.width >= small.width * 1.8, "34 points against 17: \(large) and \(small)")
        style.isLarge = false
        host.pump()
        #expect(try #require(items(showing: "Pressure", in: host).first).frame.size == small)
    }

    @Test("text laid out in points reads back under tesseract, a title and a body line")
    func pointTextIsLegible() throws {
        let host = try TestHost(VStack(alignment: .leading, spacing: 8) {
            Text("Pump pressure 4.2 bar").font(.title2)
            Text("Valve OPEN").bold()
        })
        let read = try ocr(host.snapshotPNG(width: 400, height: 200, units: .points(scale: 1)))
        #expect(read.contains("Pump pressure 4.2 bar"), "tesseract read: \(read)")
        #expect(read.contains("Valve OPEN"), "tesseract read: \(read)")
    }

    @Test("a monospaced line, drawn from cached glyphs at the font's pitch, reads back and keeps its ink in its frame")
    func monospacedLinesAreLegible() throws {
        let mono = Font.system(.body, design: .monospaced)
        let host = try TestHost(VStack(alignment: .leading, spacing: 8) {
            Text("press 1018.3 hPa").font(mono)
            Text("flow     0.2 m/s").font(mono)
        })
        let target = try PixelTarget(width: 400, height: 120)
        host.present(on: target)
        let line = try #require(items(showing: "press 1018.3 hPa", in: host).first).frame
        let digit = host.graph.textMeasure.measure(for: mono).width(of: "0")
        #expect(line.size.width == (16 * digit).rounded(.up) || abs(line.size.width - 16 * digit) <= 1, "16 characters at one pitch")
        var inkRight = 0
        for x in 0..<400 {
            for y in Int(line.minY)..<Int(line.maxY) where target.canvas.color(x: x, y: y).red > 128 { inkRight = max(inkRight, x) }
        }
        #expect(inkRight > Int(line.maxX) - Int(digit) && inkRight < Int(line.maxX), "the last glyph ends inside the frame: \(inkRight), \(line)")
        let read = try ocr(target.png())
        #expect(read.contains("press 1018.3 hPa"), "tesseract read: \(read)")
        #expect(read.contains("0.2 m/s"), "tesseract read: \(read)")
    }

    @Test("at scale 2 the layout is the same points on twice the pixels")
    func scaleKeepsTheLayout() throws {
        let view = VStack(alignment: .leading) {
            Text("Pumps").font(.title)
            Text("Flow 0.3 m³/s")
        }
        let host1 = try TestHost(view), host2 = try TestHost(view)
        let single = try PixelTarget(width: 800, height: 480)
        let double = try PixelTarget(width: 1600, height: 960, units: .points(scale: 2))
        host1.present(on: single)
        host2.present(on: double)
        #expect(double.size == single.size)
        for text in ["Pumps", "Flow 0.3 m³/s"] {
            let one = try #require(items(showing: text, in: host1).first).frame
            let two = try #require(items(showing: text, in: host2).first).frame
            #expect(abs(one.size.width - two.size.width) <= 2 && one.size.height == two.size.height, "\(text): \(one) and \(two)")
        }
    }

    @Test("on a framebuffer daemon laid out in points at scale 2, a pointer in pixels lands on the control drawn there")
    func pointerInPixelsAtScaleTwo() throws {
        let taps = Taps()
        let loop = try EventLoop(configuration: .init(ticksPerSecond: 60, clock: .manual(ManualClock()), ownership: .mainActor))
        let host = GraphHost(root: TapPanel(taps: taps), loop: loop)
        host.present(on: try PixelTarget(width: 800, height: 480, units: .points(scale: 2)))
        loop.advance(by: .milliseconds(20))
        let button = try #require(host.displayList.items.first { $0.primitive == .text("Start") }).frame
        let (x, y) = ((button.minX + button.size.width / 2) * 2, (button.minY + button.size.height / 2) * 2)
        var streams = Set<EventStream>()
        let reply = RequestHandler(host: host).reply(to: Array(#"{"id":1,"cmd":"pointer","x":\#(x),"y":\#(y)}"#.utf8)[...], subscriptions: &streams).madeInline()
        #expect(reply == #"{"id":1,"ok":true,"control":"Button"}"#)
        loop.advance(by: .milliseconds(20))
        #expect(taps.count == 1)
    }
}
