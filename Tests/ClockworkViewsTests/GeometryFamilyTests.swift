import Clockwork
import ClockworkTesting
import Testing

// Named coordinate spaces, onGeometryChange, containerRelativeFrame and text baselines, as
// Apple's pages describe them.

@Suite("Geometry: spaces, changes, container-relative frames, baselines")
@MainActor
struct GeometryFamilyTests {
    @Test("a geometry reader gives its frame in a space a view around it named, and falls back to the surface's")
    func namedSpaces() throws {
        let host = try TestHost(VStack(spacing: 0) {
            Text("header")
            VStack(spacing: 0) {
                Text("inner")
                GeometryReader { proxy in
                    let named = proxy.frame(in: .named("panel"))
                    let modern = proxy.frame(in: NamedCoordinateSpace.named("panel"))
                    let missing = proxy.frame(in: .named("nowhere"))
                    let global = proxy.frame(in: .global)
                    Text("y \(Int(named.minY)) \(Int(modern.minY)) fallback \(missing == global)")
                }
                .frame(height: 1)
            }
            .coordinateSpace(name: "panel")
        })
        host.pump()
        #expect(host.contains("y 1 1 fallback true"), "one row into the panel; an unknown name is the surface's space")
    }

    @Test("onGeometryChange acts with the first value read from the frame and again when it changes")
    func geometryChanges() throws {
        struct Resizer: View {
            @State private var wide = false
            @State private var widths: [Int] = []
            @State private var changes: [String] = []
            var body: some View {
                VStack {
                    Button("Widen") { wide = true }
                    Color.blue.frame(width: wide ? 20 : 10, height: 1)
                        .onGeometryChange(for: Int.self, of: { Int($0.size.width) }) { widths.append($0) }
                        .onGeometryChange(for: Int.self, of: { Int($0.size.width) }) { old, new in changes.append("\(old)>\(new)") }
                    Text("widths \(widths.map(String.init).joined(separator: ",")) changes \(changes.joined(separator: ","))")
                }
            }
        }
        let host = try TestHost(Resizer())
        host.pump()
        #expect(host.contains("widths 10 changes 10>10"))
        try host.tap("Widen")
        host.pump()
        host.pump()
        #expect(host.contains("widths 10,20 changes 10>10,10>20"))
    }

    @Test("containerRelativeFrame sizes a view from the screen, or from the scroll view around it")
    func containerRelativeFrames() throws {
        let host = try TestHost(VStack(spacing: 0) {
            Color.red.containerRelativeFrame(.horizontal)
                .frame(height: 1)
            Color.green.containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 2)
                .frame(height: 1)
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Color.blue.containerRelativeFrame(.horizontal) { length, _ in length / 2 }
                    Color.orange.containerRelativeFrame(.horizontal) { length, _ in length / 2 }
                }
            }
            .frame(width: 20, height: 1)
        }, size: Size(width: 40, height: 10))
        host.pump()
        let items = host.graph.displayList().items
        func width(_ color: Color) -> Double? { items.first { $0.primitive == .fill(color) }?.frame.size.width }
        #expect(width(.red) == 40, "the screen's width")
        #expect(width(.green) == 19, "two of four parts of 40 with 2 between: 2 × 8.5 + 2")
        #expect(width(.blue) == 10 && width(.orange) == 10, "half the scroll view's width each")
    }

    @Test("texts of a stack aligned on their first baselines share their first line; on their last, their last")
    func baselines() throws {
        let first = try TestHost(HStack(alignment: .firstTextBaseline) {
            Text("one line")
            Text("two lines here").frame(width: 5)
        })
        first.graph.layout(in: Size(width: 30, height: 6))
        let firstItems = first.graph.displayList().items
        #expect(firstItems[0].frame.minY == firstItems[1].frame.minY)
        let last = try TestHost(HStack(alignment: .lastTextBaseline) {
            Text("one line")
            Text("two lines here").frame(width: 5)
        })
        last.graph.layout(in: Size(width: 30, height: 6))
        let lastItems = last.graph.displayList().items
        #expect(lastItems[0].frame.minY == lastItems.last?.frame.minY)
    }
}
