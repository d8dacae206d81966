import ClockworkTestSupport
import Clockwork
import ClockworkPixels
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkTerminal

// Shadows and blurs, drawn in pixels as Apple's pages describe them; terminals draw the
// view without its shadow, sharp.

@Suite("Shadows and blurs")
@MainActor
struct ShadowAndBlurTests {
    @Test("a shadow is the content's items again, beneath it, in the shadow's color, moved and blurred")
    func shadowItems() throws {
        let host = try TestHost(VStack(spacing: 0) {
            Text("card")
            Rectangle().fill(.orange).frame(width: 4, height: 2)
        }
        .shadow(color: .black.opacity(0.5), radius: 3, x: 1, y: 2))
        host.graph.layout(in: Size(width: 20, height: 6))
        let drawn = host.graph.displayList().items
        #expect(drawn.count == 4)
        #expect(drawn.prefix(2).allSatisfy { $0.isShadow && $0.blurRadius == 3 } && drawn.suffix(2).allSatisfy { !$0.isShadow })
        #expect(drawn[0].primitive == .text("card") && drawn[0].foreground == .color(.black.opacity(0.5)))
        #expect(drawn[0].frame.minX == drawn[2].frame.minX + 1 && drawn[0].frame.minY == drawn[2].frame.minY + 2)
        #expect(drawn[1].primitive == .fill(Color.black.opacity(0.5)), "the fill in the shadow's color")
        let decoded = try JSONDecoder().decode(DisplayList.self, from: Data(host.graph.displayList().json().utf8))
        #expect(decoded.items == drawn, "blur and shadow survive the wire")
        let grid = CellGrid(drawing: drawn, width: 20, height: 6)
        let plain = CellGrid(drawing: Array(drawn.suffix(2)), width: 20, height: 6)
        #expect(grid == plain, "a terminal draws no shadow")
    }

    @Test("a change inside a shadowed view redraws its shadow too")
    func shadowFollowsContent() throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Button("Add") { count += 1 }
                    Text("count \(count)").padding(1).shadow(radius: 2)
                }
            }
        }
        let host = try TestHost(Counter())
        host.pump()
        try host.tap("Add")
        host.pump()
        let shown = host.graph.displayList().items.filter { $0.primitive == .text("count 1") }
        #expect(shown.count == 2 && shown.contains { $0.isShadow }, "the shadow shows the new count")
        #expect(!host.graph.displayList().items.contains { $0.primitive == .text("count 0") })
    }

    @Test("in pixels a shadow darkens beneath the view and fades with distance; a blur softens an edge")
    func pixels() throws {
        let host = try TestHost(ZStack {
            Color.white
            HStack(spacing: 40) {
                Color.orange.frame(width: 60, height: 40).shadow(color: .black, radius: 8, x: 0, y: 10)
                Color.blue.frame(width: 60, height: 40).blur(radius: 6)
            }
        })
        let target = try PixelTarget(width: 240, height: 120, units: .points(scale: 1))
        host.present(on: target)
        let items = host.graph.displayList().items
        let card = try #require(items.first { $0.primitive == .fill(Color.orange) && !$0.isShadow }).frame
        func gray(_ x: Double, _ y: Double) -> Int { Int(target.canvas.color(x: Int(x), y: Int(y)).red) }
        let under = gray(card.minX + 30, card.maxY + 4), further = gray(card.minX + 30, card.maxY + 14)
        #expect(under < 200 && further > under, "dark just below the card, lighter further: \(under), \(further)")
        #expect(gray(card.minX + 30, card.minY - 12) > 240, "nothing above it")
        let blue = try #require(items.first { $0.primitive == .fill(Color.blue) }).frame
        let edge = target.canvas.color(x: Int(blue.minX), y: Int((blue.minY + blue.size.height / 2)))
        let inside = target.canvas.color(x: Int(blue.minX + 20), y: Int((blue.minY + blue.size.height / 2)))
        #expect(edge.blue < inside.blue || edge.red > inside.red, "the edge is softened: \(edge) vs \(inside)")
    }
}
