import Clockwork
import ClockworkTesting
import Testing

// matchedGeometryEffect with @Namespace, as Apple's pages describe it: a view shown in
// place of another of its group moves from that view's frame to its own.

private struct Hero: View {
    @Namespace private var cards
    @State private var expanded = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Toggle") { withAnimation(.linear(duration: 1)) { expanded.toggle() } }
            if expanded {
                Color.orange.frame(width: 20, height: 6).matchedGeometryEffect(id: "card", in: cards)
            } else {
                HStack {
                    Spacer().frame(width: 10)
                    Color.orange.frame(width: 4, height: 2).matchedGeometryEffect(id: "card", in: cards)
                }
            }
        }
    }
}

private struct Tabs: View {
    @Namespace private var bar
    @State private var selected = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 2) {
                ForEach(0..<3) { index in
                    Button("Tab \(index)") { selected = index }
                        .matchedGeometryEffect(id: index, in: bar)
                }
            }
            Color.blue.frame(width: 1, height: 1)
                .matchedGeometryEffect(id: selected, in: bar, properties: .position, isSource: false)
        }
    }
}

@Suite("Matched geometry")
@MainActor
struct MatchedGeometryTests {
    private func orange(_ host: TestHost) -> DisplayItem? {
        host.graph.displayList().items.first { $0.primitive == .fill(Color.orange) }
    }

    @Test("the view shown in an animated change starts at the frame of the one it replaces and moves to its own")
    func heroMove() throws {
        let host = try TestHost(Hero(), size: Size(width: 40, height: 10), ticksPerSecond: 10)
        let small = try #require(orange(host)?.frame)
        try host.tap("Toggle")
        let start = try #require(orange(host))
        #expect(start.frame.size.width == 20, "laid out at its own size")
        let corner = start.transform.apply(to: Point(x: start.frame.minX, y: start.frame.minY))
        #expect(abs(corner.x - small.minX) < 1e-9 && abs(corner.y - small.minY) < 1e-9, "drawn where the small card was")
        #expect(abs(start.transform.a - 4.0 / 20) < 1e-9, "at its size")
        host.advance(by: .milliseconds(500))
        let middle = try #require(orange(host))
        #expect(middle.transform.a > 0.2 && middle.transform.a < 1, "halfway: \(middle.transform)")
        host.advance(by: .milliseconds(600))
        let end = try #require(orange(host))
        #expect(end.transform.isIdentity && end.frame == start.frame, "at its own frame")
    }

    @Test("without an animation the new view is simply where it is laid out")
    func unanimated() throws {
        struct Flip: View {
            @Namespace private var space
            @State private var left = true
            var body: some View {
                VStack {
                    Button("Flip") { left.toggle() }
                    HStack {
                        if left { Color.orange.frame(width: 2, height: 1).matchedGeometryEffect(id: 1, in: space) }
                        Spacer()
                        if !left { Color.orange.frame(width: 2, height: 1).matchedGeometryEffect(id: 1, in: space) }
                    }
                }
            }
        }
        let host = try TestHost(Flip(), size: Size(width: 20, height: 4))
        try host.tap("Flip")
        #expect(orange(host)?.transform.isIdentity == true)
    }

    @Test("a view that is not its group's source is drawn with its anchor at the source's, and follows it")
    func follower() throws {
        let host = try TestHost(Tabs(), size: Size(width: 40, height: 4))
        host.pump()
        func marker() -> Point? {
            guard let item = host.graph.displayList().items.first(where: { $0.primitive == .fill(Color.blue) }) else { return nil }
            return item.transform.apply(to: Point(x: item.frame.minX, y: item.frame.minY))
        }
        func tab(_ index: Int) -> Rect? {
            host.graph.displayList().items.first { $0.primitive == .text("Tab \(index)") }?.frame
        }
        func center(_ frame: Rect?) -> Double? { frame.map { $0.minX + $0.size.width / 2 } }
        #expect(marker().map { $0.x + 0.5 } == center(tab(0)), "the marker's center at the tab's (the anchor)")
        try host.tap("Tab 2")
        host.pump()
        #expect(marker().map { $0.x + 0.5 } == center(tab(2)), "the marker moves to the chosen tab")
    }
}
