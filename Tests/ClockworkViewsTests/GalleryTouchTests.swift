import ClockworkTesting
import Foundation
import Testing
@_spi(Machinery) @testable import ClockworkCore
@testable import GalleryKit

@Suite("The gallery's touch screen, as a finger uses it")
@MainActor
struct GalleryTouchTests {
    private func host() throws -> (TestHost, Station) {
        let station = Station()
        let host = try TestHost(GalleryView().environmentObject(station), size: Size(width: 82, height: 24), ticksPerSecond: 20)
        host.graph.onScreenKeyboard = .always
        host.pump()
        try host.tap("Touch")
        return (host, station)
    }

    /// The middle of the last view showing `text`.
    private func spot(_ text: String, in host: TestHost) throws -> Point {
        let found = host.graph.allNodes().last { $0.content.visibleText == text }
        let frame = try #require(found?.frame, "nothing shows \(text)")
        return Point(x: frame.minX + frame.size.width / 2, y: frame.minY + frame.size.height / 2)
    }

    @Test("a finger drags the valve open, two fingers zoom the face and a double tap resets it, a long press on the tile opens its menu, and the keyboard types a set point")
    func aSessionWithAFinger() throws {
        let (host, station) = try host()
        let valve = try spot("Valve 40 %", in: host)
        try host.drag(from: Point(x: valve.x + 20, y: valve.y), to: Point(x: 81, y: valve.y))
        #expect(station.flow == 1 && host.contains("Valve 100 %"), "dragged to the slider's end")

        let face = try spot("zoom 1.0 · turn 0°", in: host)
        try host.touchDown(at: Point(x: face.x - 4, y: face.y), finger: 0)
        try host.touchDown(at: Point(x: face.x + 4, y: face.y), finger: 1)
        try host.touchMove(to: Point(x: face.x - 6, y: face.y), finger: 0)
        try host.touchMove(to: Point(x: face.x + 6, y: face.y), finger: 1)
        try host.touchUp(finger: 0)
        try host.touchUp(finger: 1)
        #expect(host.contains("zoom 1.5 · turn 0°"))
        host.advance(by: .seconds(1))
        try host.tap(at: face)
        host.advance(by: .milliseconds(100))
        try host.tap(at: face)
        #expect(host.contains("zoom 1.0 · turn 0°"), "a double tap resets it")

        try host.longPress(at: try spot("tile", in: host))
        try host.tap(at: try spot("Mark", in: host))
        #expect(host.contains("held: marked"))

        try host.tap(at: try spot("Set point", in: host))
        for key in ["4", "2", ".", "5", "done"] { try host.tap(at: try spot(key, in: host)) }
        #expect(host.contains("set: 42.5") && host.graph.focus.focused == nil)
    }
}
