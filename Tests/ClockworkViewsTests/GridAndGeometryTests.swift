import ClockworkTesting
import Testing
@testable import ClockworkCore

private struct Table: View {
    var body: some View {
        Grid(alignment: .leading) {
            GridRow {
                Text("pump")
                Text("flow")
                Text("state")
            }
            Divider()
            GridRow {
                Text("north")
                Text("12.5")
                Text("ok")
            }
            GridRow {
                Text("reserve tank")
                Text("offline").gridCellColumns(2)
            }
        }
    }
}

private struct Sized: View {
    var body: some View {
        GeometryReader { proxy in
            Text("\(Int(proxy.size.width))x\(Int(proxy.size.height)) at \(Int(proxy.frame(in: .global).minX))")
        }
        .frame(width: 20, height: 4)
    }
}

private struct WidestLabel: PreferenceKey {
    static let defaultValue = 0.0
    static func reduce(value: inout Double, nextValue: () -> Double) { value = max(value, nextValue()) }
}

private final class Labels: ObservableObject {
    @Published var names = ["a", "abc"]
    var widest: [Double] = []
}

private struct Measured: View {
    @ObservedObject var labels: Labels
    var body: some View {
        VStack {
            ForEach(labels.names, id: \.self) { name in
                Text(name).preference(key: WidestLabel.self, value: Double(name.count))
            }
        }
        .onPreferenceChange(WidestLabel.self) { labels.widest.append($0) }
    }
}

@Suite("Grids, geometry readers and preferences")
@MainActor
struct GridAndGeometryTests {
    private func frames(_ view: some View, in size: Size = Size(width: 40, height: 10)) throws -> [String: Rect] {
        let host = try TestHost(view)
        host.graph.layout(in: size)
        host.pump()
        host.graph.layout(in: size)
        var frames: [String: Rect] = [:]
        for item in host.graph.displayList().items {
            if case .text(let text) = item.primitive { frames[text] = item.frame }
        }
        return frames
    }

    @Test("a grid's columns are as wide as their widest cell; a cell can span columns; other views span the row")
    func gridColumns() throws {
        let frames = try frames(Table())
        let left = try #require(frames["pump"]).minX
        #expect(frames["north"]?.minX == left && frames["reserve tank"]?.minX == left)
        #expect(frames["flow"]?.minX == left + 12 + 1, "after the widest first cell, \"reserve tank\"")
        #expect(frames["12.5"]?.minX == frames["flow"]?.minX)
        #expect(frames["state"]?.minX == left + 12 + 1 + 4 + 1)
        #expect(frames["offline"]?.minX == frames["flow"]?.minX, "spanning flow and state")
        #expect(frames["north"].map { $0.minY } == frames["pump"].map { $0.minY + 2 }, "the divider takes a row")
    }

    @Test("a geometry reader builds its content for the size and place layout gave it")
    func geometryReaderSeesItsFrame() throws {
        let frames = try frames(Sized())
        #expect(frames.keys.contains("20x4 at 10"))
    }

    @Test("position(_:) centers a view on a CGPoint of a frame that takes all the space offered")
    func positionCentersOnPoint() throws {
        let point = CGPoint(x: 10, y: 3)
        let frames = try frames(Text("abcd").position(point))
        #expect(frames["abcd"] == Rect(x: 8, y: 2.5, width: 4, height: 1))
    }

    @Test("a geometry proxy gives CoreGraphics sizes and frames the code can pass to its own functions")
    func proxyHasCoreGraphicsGeometry() throws {
        func area(_ size: CGSize) -> CGFloat { size.width * size.height }
        let frames = try frames(GeometryReader { proxy in
            Text("area \(Int(area(proxy.size))), mid \(Int(proxy.frame(in: .local).midX))")
        }.frame(width: 20, height: 4))
        #expect(frames.keys.contains("area 80, mid 10"))
    }

    @Test("onPreferenceChange gets the values the views below set, combined, each time the result changes")
    func preferencesFlowUp() throws {
        let labels = Labels()
        let host = try TestHost(Measured(labels: labels))
        #expect(labels.widest == [3])
        labels.names.append("abcdef")
        host.pump()
        #expect(labels.widest == [3, 6])
        labels.names.append("x")
        host.pump()
        #expect(labels.widest == [3, 6], "the widest is unchanged")
        labels.names.removeAll { $0 == "abcdef" }
        host.pump()
        #expect(labels.widest == [3, 6, 3], "a removed view's value goes with it")
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View { Button("count \(count)") { count += 1 } }
}

private struct Erased: View {
    var asText: Bool
    var body: some View { asText ? AnyView(Text("plain")) : AnyView(Counter()) }
}

@Suite("Type erasure")
@MainActor
struct AnyViewTests {
    @Test("an AnyView keeps its view's state while the type stays, and replaces it when the type changes")
    func anyViewFollowsTheWrappedType() throws {
        let host = try TestHost(VStack { Erased(asText: false) })
        try host.tap("count 0")
        #expect(host.contains("count 1"))
        let text = try TestHost(Erased(asText: true))
        #expect(text.contains("plain") && !text.contains("count 0"))
    }
}
