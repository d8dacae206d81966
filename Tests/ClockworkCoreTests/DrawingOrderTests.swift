import ClockworkTestSupport
import Clockwork
import ClockworkPixels
import ClockworkTesting
import Foundation
import Testing

// `.zIndex`, `.mask`, blend modes and the compositing hints, as Apple's pages describe them.

@Suite("Drawing order and masks")
@MainActor
struct DrawingOrderTests {
    private func items(of host: TestHost, in size: Size = Size(width: 20, height: 6)) -> [DisplayItem] {
        host.graph.layout(in: size)
        return host.graph.displayList().items
    }

    private func texts(_ items: [DisplayItem]) -> [String] {
        items.compactMap { if case .text(let text) = $0.primitive { text } else { nil } }
    }

    @Test("a higher z-index draws in front of its siblings; equal indices keep the order they are written in")
    func zIndexOrdersSiblings() throws {
        let host = try TestHost(ZStack {
            Text("back").zIndex(1)
            Text("middle")
            Text("front").zIndex(1)
            Text("bottom").zIndex(-1)
        })
        #expect(texts(items(of: host)) == ["bottom", "middle", "back", "front"])
    }

    @Test("a z-index read through the modifiers after it, on the cards of a ForEach")
    func zIndexThroughModifiersAndForEach() throws {
        let host = try TestHost(ZStack {
            ForEach(0..<3) { index in
                Text("card \(index)").zIndex(Double(2 - index)).padding(1).offset(x: Double(index))
            }
        })
        #expect(texts(items(of: host)) == ["card 2", "card 1", "card 0"])
    }

    @Test("changing a z-index reorders what is drawn at the next tick, and the frontmost view takes the tap")
    func zIndexChangesAndHitTesting() throws {
        struct Deck: View {
            @State private var topCard = "A"
            @State private var taps: [String] = []
            var body: some View {
                VStack {
                    ZStack {
                        Button("A") { taps.append("A") }.frame(width: 6, height: 1).zIndex(topCard == "A" ? 1 : 0)
                        Button("B") { taps.append("B") }.frame(width: 6, height: 1).zIndex(topCard == "B" ? 1 : 0)
                    }
                    Button("Swap") { topCard = topCard == "A" ? "B" : "A" }
                    Text("taps \(taps.joined())")
                }
            }
        }
        let host = try TestHost(Deck())
        host.pump()
        let drawn = host.graph.displayList().items
        #expect(texts(drawn).prefix(2) == ["B", "A"], "A is on top")
        let card = try #require(drawn.first { $0.primitive == .text("A") }?.frame)
        let middle = Point(x: card.minX + card.size.width / 2, y: card.minY + card.size.height / 2)
        try host.deliver(.pointer(middle))
        #expect(host.contains("taps A"), "the tap goes to the card in front")
        try host.tap("Swap")
        host.pump()
        #expect(texts(host.graph.displayList().items).prefix(2) == ["A", "B"], "B is on top now")
        try host.deliver(.pointer(middle))
        #expect(host.contains("taps AB"))
    }

    @Test("a shape mask clips the view to the shape's outline in its frame; the mask itself is not drawn")
    func shapeMask() throws {
        let host = try TestHost(Color.orange.frame(width: 10, height: 4).mask { Circle() })
        let drawn = items(of: host)
        #expect(drawn.count == 1, "only the masked view draws")
        let clip = try #require(drawn.first?.clips.first)
        #expect(clip.outline == .circle && clip.frame == drawn[0].frame)
        let frame = drawn[0].frame
        #expect(clip.contains(Point(x: frame.minX + frame.size.width / 2, y: frame.minY + frame.size.height / 2)))
        #expect(!clip.contains(Point(x: drawn[0].frame.minX + 0.5, y: drawn[0].frame.minY + 0.5)), "a corner is outside the circle")
    }

    @Test("a mask of several views shows the view where any of them draws, aligned as asked")
    func severalViewsMask() throws {
        let host = try TestHost(Color.blue.frame(width: 12, height: 4).mask(alignment: .leading) {
            HStack(spacing: 2) {
                Rectangle().frame(width: 2, height: 4)
                Text("ab")
            }
        })
        let drawn = items(of: host)
        let clip = try #require(drawn.first?.clips.first)
        let origin = drawn[0].frame
        #expect(clip.contains(Point(x: origin.minX + 1, y: origin.minY + 2)), "inside the bar")
        #expect(!clip.contains(Point(x: origin.minX + 3, y: origin.minY + 2)), "in the gap between bar and text")
        #expect(clip.contains(Point(x: origin.minX + 4.5, y: origin.minY + 1.5)), "on the text")
        #expect(!clip.contains(Point(x: origin.minX + 10, y: origin.minY + 2)), "past the mask")
    }

    @Test("a mask that changes with state clips the view anew")
    func changingMask() throws {
        struct Reveal: View {
            @State private var shown = 2.0
            var body: some View {
                VStack(spacing: 0) {
                    Button("More") { shown += 4 }
                    Color.green.frame(width: 10, height: 1)
                        .mask(alignment: .leading) { Rectangle().frame(width: shown) }
                }
            }
        }
        let host = try TestHost(Reveal())
        func clipWidth() -> Double? {
            items(of: host, in: Size(width: 10, height: 2)).first { $0.primitive == .fill(Color.green) }?.clips.first?.frame.size.width
        }
        #expect(clipWidth() == 2)
        try host.tap("More")
        host.pump()
        #expect(clipWidth() == 6)
    }

    @Test("compositing and drawing groups draw the view as it is")
    func compositingHints() throws {
        let plain = items(of: try TestHost(HStack { Text("a"); Color.red.opacity(0.5) }.opacity(0.5)))
        let grouped = items(of: try TestHost(HStack { Text("a"); Color.red.opacity(0.5) }.compositingGroup().drawingGroup().opacity(0.5)))
        #expect(plain == grouped)
    }

    @Test("a blend mode goes with every item of the view, a blended style with its fill, and through the wire")
    func blendModesInTheList() throws {
        let host = try TestHost(VStack {
            Text("ink").blendMode(.multiply)
            Rectangle().fill(Color.red.blendMode(.screen)).frame(width: 2, height: 1)
            Canvas { context, _ in
                context.blendMode = .destinationOut
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.black))
            }.frame(width: 2, height: 1)
        })
        let drawn = items(of: host)
        #expect(drawn.map(\.blendMode) == [.multiply, .screen, .destinationOut])
        #expect(drawn[0].description.hasSuffix("blend=multiply"))
        let decoded = try JSONDecoder().decode(DisplayList.self, from: Data(host.graph.displayList().json().utf8))
        #expect(decoded.items == drawn, "the blend mode survives the wire")
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(DisplayList.self, from: Data(#"{"version":5,"items":[{"kind":"text","text":"─","frame":{"x":0,"y":0,"width":1,"height":1},"opacity":1,"blend":"melt"}]}"#.utf8))
        }
    }

    @Test("in pixels, multiply darkens what is behind by the drawing's color and screen lightens it")
    func blendModesInPixels() throws {
        let host = try TestHost(ZStack {
            Color(red: 0.5, green: 0.5, blue: 1)
            HStack(spacing: 0) {
                Color(red: 1, green: 0.5, blue: 0).blendMode(.multiply)
                Color(red: 1, green: 0.5, blue: 0).blendMode(.screen)
                Color(red: 1, green: 0.5, blue: 0)
            }
        }.frame(width: 30, height: 10))
        let target = try PixelTarget(width: 300, height: 200, units: .standardCells)
        host.present(on: target)
        let frame = try #require(host.graph.displayList().items.first?.frame)
        func pixel(third: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
            let color = target.canvas.color(x: Int((frame.minX + 5 + 10 * Double(third)) * 10), y: Int((frame.minY + 5) * 20))
            return (color.red, color.green, color.blue)
        }
        #expect(matches(pixel(third: 0), Color(red: 0.5, green: 0.25, blue: 0), tolerance: 2), "multiply: \(pixel(third: 0))")
        #expect(matches(pixel(third: 1), Color(red: 1, green: 0.75, blue: 1), tolerance: 2), "screen: \(pixel(third: 1))")
        #expect(matches(pixel(third: 2), Color(red: 1, green: 0.5, blue: 0), tolerance: 2), "normal covers: \(pixel(third: 2))")
    }
}
