import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore
@testable import GalleryKit

@Suite("The gallery's drawing screen, as a person uses it")
@MainActor
struct GalleryDrawingTests {
    private func host() throws -> (TestHost, Station) {
        let station = Station()
        let host = try TestHost(GalleryView().environmentObject(station), size: Size(width: 82, height: 24), ticksPerSecond: 20)
        host.pump()
        try host.tap("Drawing")
        return (host, station)
    }

    @Test("the dial's needle follows the station's flow, the highlight moves to the chosen pump, and notes grow")
    func aSessionWithTheDrawings() throws {
        let (host, station) = try host()
        func needle() -> Transform? {
            host.graph.displayList().items.first { $0.primitive.isOrangePath }?.transform
        }
        let before = try #require(needle())
        station.flow = 0.9
        host.pump()
        #expect(needle() != before, "the canvas draws the needle anew")
        #expect(host.contains("Flow 90 %"))
        #expect(host.graph.displayList().items.contains { $0.primitive == .text("90") }, "the dial's own label")
        func highlight() -> Rect? {
            guard let item = host.graph.displayList().items.first(where: {
                if case .shape(.capsule, _) = $0.primitive { true } else { false }
            }) else { return nil }
            return item.transform.boundingBox(of: item.frame)
        }
        let first = try #require(highlight())
        try host.tap("Pump 3")
        host.advance(by: .seconds(1))
        let third = try #require(highlight())
        #expect(third.minX > first.minX + 10, "the highlight sits under pump 3 now")
        try host.type("pump three seal needs replacing before friday", into: "Notes")
        let fieldLines = host.graph.displayList().items.texts(equalTo: "[")
        #expect(fieldLines.count == 2, "the notes wrap onto a second line of the field")
    }
}

extension DisplayItem.Primitive {
    /// Whether this is a path filled in orange (the dial's needle).
    fileprivate var isOrangePath: Bool {
        if case .shape(.path, .fill(.color(let color), _)) = self { return color == .orange }
        return false
    }
}
