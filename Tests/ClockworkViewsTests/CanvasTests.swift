import ClockworkTestSupport
import Clockwork
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkTerminal

// Canvas and GraphicsContext as Apple's pages describe them: drawing code paints paths,
// text and images into the canvas's frame, under the transform, opacity and clips it sets.

/// A gauge drawn by hand: a track arc, a value arc, ticks, a needle and a label.
private struct GaugeCanvas: View {
    var value: Double

    var body: some View {
        Canvas { context, size in
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let radius = min(size.width, size.height) / 2 - 8
            var track = Path()
            track.addArc(center: center, radius: radius, startAngle: .degrees(135), endAngle: .degrees(45), clockwise: false)
            context.stroke(track, with: .color(.gray), style: StrokeStyle(lineWidth: 6, lineCap: .round))
            var filled = Path()
            filled.addArc(center: center, radius: radius, startAngle: .degrees(135),
                          endAngle: .degrees(135 + 270 * value), clockwise: false)
            context.stroke(filled, with: .linearGradient(Gradient(colors: [.green, .orange]), startPoint: .zero,
                                                         endPoint: CGPoint(x: size.width, y: 0)),
                           style: StrokeStyle(lineWidth: 6, lineCap: .round))
            for tick in 0...10 {
                context.drawLayer { layer in
                    layer.translateBy(x: center.x, y: center.y)
                    layer.rotate(by: .degrees(135 + 27 * Double(tick)))
                    layer.fill(Path(CGRect(x: radius - 16, y: -1, width: 6, height: 2)), with: .foreground)
                }
            }
            var needle = context
            needle.translateBy(x: center.x, y: center.y)
            needle.rotate(by: .degrees(135 + 270 * value))
            needle.fill(Path(roundedRect: CGRect(x: 0, y: -2, width: radius - 20, height: 4), cornerRadius: 2), with: .color(.red))
            context.fill(Path(ellipseIn: CGRect(x: center.x - 5, y: center.y - 5, width: 10, height: 10)), with: .color(.white))
            context.draw(Text("\(Int(value * 100)) %").font(.title), at: CGPoint(x: center.x, y: size.height - 20))
        }
        .frame(width: 160, height: 160)
    }
}

@Suite("Canvas")
@MainActor
struct CanvasTests {
    private func items(_ view: some View, in size: Size = Size(width: 40, height: 20)) throws -> [DisplayItem] {
        let host = try TestHost(view)
        host.graph.layout(in: size)
        return host.graph.displayList().items
    }

    @Test("each drawing call is an item, in order, in the canvas's frame and coordinates")
    func drawingCallsAreItems() throws {
        let drawn = try items(VStack(spacing: 0) {
            Text("above")
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: 2)), with: .color(.blue))
                context.stroke(Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 10, y: 4)) }, with: .foreground, lineWidth: 1)
                context.draw(Text("label"), at: CGPoint(x: 0, y: 4), anchor: .topLeading)
                context.draw(Image(systemName: "star.fill"), in: CGRect(x: 12, y: 4, width: 1, height: 1))
            }
            .frame(width: 20, height: 6)
        }, in: Size(width: 20, height: 7))
        #expect(drawn.count == 5)
        let canvas = Rect(x: 0, y: 1, width: 20, height: 6)
        guard case .shape(.path(let bar), .fill(.color(.blue), eoFill: false)) = drawn[1].primitive else {
            Issue.record("not a blue fill: \(drawn[1])")
            return
        }
        #expect(drawn[1].frame == canvas, "a path is drawn in the canvas's frame, in its coordinates")
        #expect(bar.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 2), "the size handed to the renderer is the canvas's")
        guard case .shape(.path, .stroke(.hierarchical(.primary), let stroke)) = drawn[2].primitive else {
            Issue.record("not a stroke in the foreground: \(drawn[2])")
            return
        }
        #expect(stroke.lineWidth == 1)
        #expect(drawn[3].primitive == .text("label") && drawn[3].frame == Rect(x: 0, y: 5, width: 5, height: 1))
        #expect(drawn[4].primitive == .symbol("star.fill") && drawn[4].frame == Rect(x: 12, y: 5, width: 1, height: 1))
    }

    @Test("translate, scale and rotate compose into the item's transform; opacity multiplies; a clip confines")
    func transformsOpacityAndClips() throws {
        let drawn = try items(Canvas { context, _ in
            context.opacity = 0.5
            context.translateBy(x: 4, y: 2)
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 1, y: 1, width: 1, height: 1)), with: .color(.red))
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 3, height: 3)))
            context.drawLayer { layer in
                layer.rotate(by: .degrees(90))
                layer.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.green))
            }
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.blue))
        }
        .frame(width: 10, height: 10)
        .opacity(0.5))
        #expect(drawn.count == 3)
        #expect(drawn.allSatisfy { $0.opacity == 0.25 }, "the context's opacity over the view's")
        let moved = drawn[0].transform.apply(to: Point(x: drawn[0].frame.minX + 1, y: drawn[0].frame.minY + 1))
        #expect(moved == Point(x: drawn[0].frame.minX + 6, y: drawn[0].frame.minY + 4), "(1, 1) scaled by 2, then moved by (4, 2)")
        #expect(drawn[0].clips.isEmpty && drawn[1].clips.count == 1, "a clip holds for what is drawn after it")
        let turned = drawn[1].transform.apply(to: Point(x: drawn[1].frame.minX + 1, y: drawn[1].frame.minY))
        #expect(abs(turned.x - (drawn[1].frame.minX + 4)) < 1e-9 && abs(turned.y - (drawn[1].frame.minY + 4)) < 1e-9,
                "the layer turns (1, 0) to (0, 1), then scales and moves it")
        let after = drawn[2].transform.apply(to: Point(x: drawn[2].frame.minX + 1, y: drawn[2].frame.minY))
        #expect(after == Point(x: drawn[2].frame.minX + 6, y: drawn[2].frame.minY + 2), "the layer's turn ends with it")
    }

    @Test("a canvas in a view with state draws again when the state changes")
    func redrawsOnStateChange() throws {
        struct Meter: View {
            @State private var level = 1.0
            var body: some View {
                VStack(spacing: 0) {
                    Button("More") { level += 1 }
                    Canvas { context, _ in
                        context.fill(Path(CGRect(x: 0, y: 0, width: level, height: 1)), with: .color(.green))
                    }
                    .frame(width: 10, height: 1)
                }
            }
        }
        let host = try TestHost(Meter())
        func width() -> Double? {
            host.graph.layout(in: Size(width: 10, height: 2))
            for item in host.graph.displayList().items {
                if case .shape(.path(let path), _) = item.primitive { return path.boundingRect.width }
            }
            return nil
        }
        #expect(width() == 1)
        try host.tap("More")
        host.pump()
        #expect(width() == 2)
        let grid = CellGrid(drawing: host.graph.displayList().items, width: 10, height: 2)
        #expect((0..<10).filter { grid[$0, 1].background != nil } == [0, 1], "the terminal fills the new bar's cells")
    }

    @Test("text is measured and resolved in the canvas's environment")
    func resolvedText() throws {
        var measured = CGSize.zero
        _ = try items(Canvas { context, size in
            let resolved = context.resolve(Text("twelve chars"))
            measured = resolved.measure(in: size)
            context.draw(resolved, at: CGPoint(x: size.width / 2, y: 0), anchor: .top)
        }.frame(width: 20, height: 2))
        #expect(measured == CGSize(width: 12, height: 1))
    }

    @Test("arcs: a quarter ends where its angle says, a whole turn closes, clockwise turns the other way")
    func arcs() {
        var quarter = Path()
        quarter.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        let end = quarter.currentPoint
        #expect(end.map { abs($0.x - 10) < 1e-9 && abs($0.y - 15) < 1e-9 } == true, "90° is straight down on a screen")
        #expect(abs(quarter.boundingRect.maxY - 15) < 0.5 && quarter.boundingRect.minY >= 9.99)
        var circle = Path()
        circle.addArc(center: CGPoint(x: 0, y: 0), radius: 2, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        #expect(circle.contains(CGPoint(x: 0, y: 0)) && circle.contains(CGPoint(x: 0, y: -1.5)))
        var other = Path()
        other.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(other.boundingRect.minY < 6, "the long way round passes the top")
        let moved = quarter.offsetBy(dx: 1, dy: 2).currentPoint
        #expect(moved.map { abs($0.x - 11) < 1e-9 && abs($0.y - 17) < 1e-9 } == true)
    }

    @Test("the gauge canvas matches its golden image")
    func gaugeMatchesGolden() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/canvas-gauge.png").path
        let result = try TestHost(GaugeCanvas(value: 0.62)).compareSnapshot(toGolden: golden, width: 160, height: 160)
        #expect(result.matches, "\(result)")
    }
}
