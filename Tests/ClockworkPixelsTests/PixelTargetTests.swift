import ClockworkTestSupport
import ClockworkDisplayListTarget
import ClockworkPixels
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore
@testable import ClockworkInputSocket
@testable import ClockworkTerminal

private final class Plant: ObservableObject {
    @Published var readings: [Double] = [4.2, 17.5, 0.8, 63.0]
    @Published var alarm = false
    @Published var valveOpen = true
}

extension Plant {
    /// One change a plant's panel shows: a reading, the alarm, the valve, or two readings swapped.
    func changeAtRandom(using random: inout some RandomNumberGenerator) {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: readings[Int.random(in: 0..<4, using: &random)] = Double.random(in: 0...100, using: &random).rounded()
        case 1: alarm.toggle()
        case 2: valveOpen.toggle()
        default: readings.swapAt(0, 3)
        }
    }
}

private struct PlantPanel: View {
    @ObservedObject var plant: Plant
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Pump pressure").bold()
            ForEach(plant.readings.indices, id: \.self) { index in
                HStack {
                    Text("Sensor \(index)")
                    ProgressView(value: min(plant.readings[index] / 100, 1))
                    Text("\(plant.readings[index], specifier: "%5.1f")").foregroundColor(plant.readings[index] > 50 ? .orange : .green)
                }
            }
            if plant.alarm { Text("ALARM").foregroundStyle(.red).padding(.horizontal, 1).background(Color.red.opacity(0.3)) }
            Toggle("Valve", isOn: $plant.valveOpen)
            RoundedRectangle(cornerRadius: 1).stroke(Color.blue, lineWidth: 1).frame(width: 10, height: 3)
        }
    }
}

@Suite("The pixel target: Cairo and Pango, damage-limited, framebuffers and PNG")
@MainActor
struct PixelTargetTests {
    @Test("text drawn in pixels reads back under a real OCR engine (tesseract)")
    func textIsLegible() throws {
        let host = try TestHost(VStack(spacing: 1) {
            Text("Pump pressure 4.2 bar")
            Text("Valve OPEN").bold()
        })
        let read = try ocr(host.snapshotPNG(width: 400, height: 200))
        #expect(read.contains("Pump pressure 4.2 bar"), "tesseract read: \(read)")
        #expect(read.contains("Valve OPEN"), "tesseract read: \(read)")
    }

    @Test("Chinese and Japanese text has glyphs and is drawn in its cells")
    func cjkTextRenders() throws {
        let canvas = try PixelCanvas(width: 200, height: 40)
        for text in ["温度 25 °C", "設定を保存", "Température ±0.5", "压力 ▶ ⚙"] {
            #expect(canvas.missingGlyphs(in: text) == 0, "\(text) has characters no font draws")
        }
        let host = try TestHost(Text("温度"))
        let target = try PixelTarget(width: 200, height: 40, units: .standardCells)
        host.present(on: target)
        let item = try #require(host.graph.displayList().items.first)
        #expect(item.frame.size.width == 4, "two wide characters take four cells")
        var inked = 0
        for x in Int(item.frame.minX * 10)..<Int(item.frame.maxX * 10) {
            for y in Int(item.frame.minY * 20)..<Int(item.frame.maxY * 20) where target.canvas.color(x: x, y: y).red > 128 { inked += 1 }
        }
        #expect(inked > 60, "the characters' strokes are drawn in their cells: \(inked) light pixels")
    }

    @Test("colors land where the layout puts their views")
    func colorsLandWhereLaidOut() throws {
        let host = try TestHost(HStack(spacing: 0) {
            Color.red.frame(width: 4, height: 2)
            Color.blue.frame(width: 6, height: 2)
        })
        let target = try PixelTarget(width: 200, height: 100, units: .standardCells)
        host.present(on: target)
        let red = try #require(host.graph.displayList().items.first { $0.primitive == .fill(Color.red) })
        let blue = try #require(host.graph.displayList().items.first { $0.primitive == .fill(Color.blue) })
        #expect(red.frame.size == Size(width: 4, height: 2) && blue.frame.minX == red.frame.maxX)
        for (item, color) in [(red, Color.red), (blue, Color.blue)] {
            let (x, y) = (Int((item.frame.minX + item.frame.size.width / 2) * 10), Int((item.frame.minY + item.frame.size.height / 2) * 20))
            #expect(matches(target.canvas.color(x: x, y: y), color), "the middle of \(item.frame) is \(color)")
        }
        let corner = target.canvas.color(x: 1, y: 1)
        #expect(matches(corner, PixelTheme.dark.background), "outside the views: the background")
    }

    @Test("redrawing only the damage gives the same pixels as redrawing everything, over randomized changes",
          arguments: [PixelUnits.standardCells, .points(scale: 1)])
    func damageRedrawEqualsFullRedraw(units: PixelUnits) throws {
        let plant = Plant()
        let host = try TestHost(PlantPanel(plant: plant))
        let target = try PixelTarget(width: 400, height: 240, units: units)
        host.present(on: target)
        var random = SystemRandomNumberGenerator()
        var framesDrawn = 0
        for step in 0..<40 {
            plant.changeAtRandom(using: &random)
            host.pump()
            if target.lastFramePixels > 0 { framesDrawn += 1 }
            let fresh = try PixelCanvas(width: 400, height: 240, units: units)
            fresh.draw(host.graph.displayList())
            #expect(target.canvas.pixelBytes() == fresh.pixelBytes(), "step \(step): the damaged redraw differs from a full one")
        }
        #expect(framesDrawn >= 20, "most steps changed the picture: \(framesDrawn) of 40")
    }

    @Test("a framebuffer is drawn into through a band of rows: the frame it holds equals a full drawing, over randomized changes",
          arguments: [PixelUnits.standardCells, .points(scale: 1)])
    func framebufferDrawnInBands(units: PixelUnits) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("clockwork-fb-bands-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let framebuffer = try Framebuffer(file: path, width: 400, height: 240)
        let plant = Plant()
        let host = try TestHost(PlantPanel(plant: plant))
        let target = try PixelTarget(framebuffer: framebuffer, units: units)
        #expect(target.canvas.keptRows == 64, "the canvas keeps a band of 64 rows, not the 240 of the screen")
        host.present(on: target)
        var random = SystemRandomNumberGenerator()
        for step in 0..<30 {
            plant.changeAtRandom(using: &random)
            host.pump()
            let fresh = try PixelCanvas(width: 400, height: 240, units: units)
            fresh.draw(host.graph.displayList())
            #expect(target.canvas.pixelBytes() == fresh.pixelBytes(), "step \(step): the frame in the framebuffer differs from a full drawing")
        }
        let onScreen = framebuffer.color(x: 1, y: 1), drawn = target.canvas.color(x: 1, y: 1)
        #expect(onScreen == drawn, "the canvas reads the frame from the framebuffer itself")
    }

    @Test("a one-row change redraws that row's pixels only", arguments: [PixelUnits.standardCells, .points(scale: 1)])
    func oneRowChangeTouchesOneRow(units: PixelUnits) throws {
        let plant = Plant()
        let host = try TestHost(PlantPanel(plant: plant))
        let target = try PixelTarget(width: 800, height: 480, units: units)
        host.present(on: target)
        plant.readings[2] = 1.9
        host.pump()
        let row = if case .cells(let cells) = units { Int(cells.height) } else { Int(target.layoutMetrics.cell.height.rounded(.up)) }
        #expect(target.lastFramePixels > 0)
        #expect(target.lastFramePixels <= 800 * row, "at most one row of \(row) pixels: \(target.lastFramePixels)")
    }

    @Test("a framebuffer file holds each frame, in XRGB8888 and in RGB565")
    func framebufferFormats() throws {
        for format in PixelFormat.allCases {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("clockwork-fb-\(getpid())-\(format)").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let framebuffer = try Framebuffer(file: path, width: 200, height: 100, format: format)
            let host = try TestHost(Color.green.frame(width: 4, height: 2))
            let target = try PixelTarget(framebuffer: framebuffer, units: .standardCells)
            host.present(on: target)
            let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
            #expect(size == 200 * 100 * format.bytesPerPixel)
            let tolerance = format == .rgb565 ? 8 : 1
            #expect(matches(framebuffer.color(x: 100, y: 50), Color.green, tolerance: tolerance), "\(format): the middle is green")
            #expect(matches(framebuffer.color(x: 2, y: 2), PixelTheme.dark.background, tolerance: tolerance), "\(format): the corner is the background")
        }
    }

    @Test("a missing device, or a file given as a device, is refused with a clear error")
    func badFramebuffersAreRefused() throws {
        let missing = #expect(throws: Framebuffer.OpenError.self) { try Framebuffer(device: "/dev/fb-clockwork-missing") }
        #expect(missing?.description.contains("cannot open the framebuffer /dev/fb-clockwork-missing") == true)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("clockwork-notfb-\(getpid())").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data(count: 16)))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let notDevice = #expect(throws: Framebuffer.OpenError.self) { try Framebuffer(device: file) }
        #expect(notDevice?.description.contains("is not a framebuffer device") == true)
        #expect(notDevice?.description.contains("--size") == true)
    }

    @Test("a snapshot is a PNG of the screen's size")
    func snapshotIsPNG() throws {
        let host = try TestHost(Text("hello"))
        let png = try host.snapshotPNG(width: 320, height: 160)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect((width, height) == (320, 160))
    }
}

private final class Presses: ObservableObject {
    @Published var count = 0
}

private struct OffsetButton: View {
    @ObservedObject var presses: Presses
    var body: some View {
        VStack {
            Button("Press") { presses.count += 1 }.offset(x: 10, y: 2)
            Text("\(presses.count)")
        }
    }
}

@Suite("Pointers land where controls are drawn")
@MainActor
struct PointerHitTests {
    @Test("a control moved by an offset or a scale effect is hit where it is drawn, not where it was laid out")
    func hitTestingFollowsTransforms() throws {
        let presses = Presses()
        let host = try TestHost(VStack {
            OffsetButton(presses: presses)
            Button("Big") {}.scaleEffect(3)
        })
        host.graph.layout(in: Size(width: 80, height: 24))
        let button = try #require(host.graph.displayList().items.first { $0.primitive == .text("Press") })
        let laidOut = Point(x: button.frame.minX - 10 + 1, y: button.frame.minY - 2)
        #expect(host.graph.controlNode(at: laidOut) == nil, "nothing is drawn where the button was laid out")
        let drawn = try #require(host.graph.controlNode(at: Point(x: button.frame.minX + 1, y: button.frame.minY)))
        try host.graph.click(at: Point(x: button.frame.minX + 1, y: button.frame.minY), onControlAt: drawn)
        host.pump()
        #expect(presses.count == 1)
        let big = try #require(host.graph.displayList().items.first { $0.primitive == .text("Big") })
        let beyondItsFrame = Point(x: big.frame.minX - 2, y: big.frame.minY + 0.5)
        #expect(host.graph.controlNode(at: beyondItsFrame) != nil, "a button scaled up three times is hit beyond its laid-out frame")
    }

    @Test("a pixel snapshot is copied on the loop and encoded later: it shows the frame of when it was asked, not of when it is encoded")
    func snapshotsAreCopiedThenEncoded() throws {
        let clock = ManualClock()
        let loop = try EventLoop(configuration: .init(ticksPerSecond: 60, clock: .manual(clock), ownership: .mainActor))
        let model = Plant()
        let host = GraphHost(root: PlantPanel(plant: model), loop: loop)
        host.present(on: try PixelTarget(width: 320, height: 240, units: .standardCells))
        loop.advance(by: .milliseconds(20))
        let handler = RequestHandler(host: host)
        var streams = Set<EventStream>()
        let request = Array(#"{"id":1,"cmd":"snapshot"}"#.utf8)[...]
        let before = handler.reply(to: request, subscriptions: &streams).madeInline()
        #expect(before.hasPrefix(#"{"id":1,"ok":true,"width":320,"height":240,"png":""#))
        guard case .later(let asked) = handler.reply(to: request, subscriptions: &streams).atTheTicksEnd() else {
            Issue.record("a pixel snapshot is made off the loop")
            return
        }
        model.readings = [99, 99, 99, 99]
        loop.advance(by: .milliseconds(20))
        let after = handler.reply(to: request, subscriptions: &streams).madeInline()
        let encodedLate = asked.make()
        asked.finished()
        #expect(encodedLate == before, "the copy taken when asked is what is encoded")
        #expect(after != before, "the frame did change meanwhile")
    }

    @Test("at most four snapshots encode at once; a fifth is refused at once with the reason, and one finished makes room")
    func snapshotsEncodingAreBounded() throws {
        let clock = ManualClock()
        let loop = try EventLoop(configuration: .init(ticksPerSecond: 60, clock: .manual(clock), ownership: .mainActor))
        let host = GraphHost(root: Text("hello"), loop: loop)
        host.present(on: try PixelTarget(width: 320, height: 240, units: .standardCells))
        loop.advance(by: .milliseconds(20))
        let handler = RequestHandler(host: host)
        var streams = Set<EventStream>()
        func snapshot(_ id: Int) -> Reply {
            handler.reply(to: Array(#"{"id":\#(id),"cmd":"snapshot"}"#.utf8)[...], subscriptions: &streams).atTheTicksEnd()
        }
        var encoding: [OffLoopReply] = []
        for id in 1...RequestHandler.maximumSnapshotsEncoding {
            guard case .later(let work) = snapshot(id) else {
                Issue.record("snapshot \(id) is taken")
                return
            }
            encoding.append(work)
        }
        guard case .now(let refused) = snapshot(5) else {
            Issue.record("a fifth snapshot is refused while four are encoding")
            return
        }
        #expect(refused.contains(#""error":"limit_exceeded""#) && refused.contains("4 snapshots are being encoded already"), "\(refused)")
        #expect(encoding[0].make().hasPrefix(#"{"id":1,"ok":true,"width":320"#))
        encoding[0].finished()
        guard case .later = snapshot(6) else {
            Issue.record("a snapshot is taken again once one has been answered")
            return
        }
    }

    @Test("a daemon drawing no pixels answers a snapshot with its display list and size, for the client to draw")
    func snapshotOfDisplayList() throws {
        let clock = ManualClock()
        let loop = try EventLoop(configuration: .init(ticksPerSecond: 60, clock: .manual(clock), ownership: .mainActor))
        let host = GraphHost(root: Text("hello"), loop: loop)
        host.present(on: DisplayListTarget(size: Size(width: 40, height: 10)) { _ in })
        loop.advance(by: .milliseconds(20))
        let handler = RequestHandler(host: host)
        var streams = Set<EventStream>()
        for id in 1...2 {
            let reply = handler.reply(to: Array(#"{"id":\#(id),"cmd":"snapshot"}"#.utf8)[...], subscriptions: &streams).madeInline()
            #expect(reply.hasPrefix(#"{"id":\#(id),"ok":true,"size":{"width":40,"height":10},"displayList":{"version":5,"#), "\(reply)")
            #expect(reply.contains(#""text":"hello""#) && !reply.contains("png"))
        }
    }

    @Test("on a framebuffer daemon a pointer comes in pixels")
    func pointerInPixels() throws {
        let presses = Presses()
        let clock = ManualClock()
        let loop = try EventLoop(configuration: .init(ticksPerSecond: 60, clock: .manual(clock), ownership: .mainActor))
        let host = GraphHost(root: OffsetButton(presses: presses), loop: loop)
        let target = try PixelTarget(width: 800, height: 480, units: .standardCells)
        host.present(on: target)
        loop.advance(by: .milliseconds(20))
        let button = try #require(host.displayList.items.first { $0.primitive == .text("Press") })
        let (x, y) = ((button.frame.minX + 1.5) * 10, (button.frame.minY + 0.5) * 20)
        var streams = Set<EventStream>()
        let reply = RequestHandler(host: host).reply(to: Array(#"{"id":1,"cmd":"pointer","x":\#(x),"y":\#(y)}"#.utf8)[...], subscriptions: &streams).madeInline()
        #expect(reply == #"{"id":1,"ok":true,"control":"Button"}"#)
        loop.advance(by: .milliseconds(20))
        #expect(presses.count == 1)
    }
}
