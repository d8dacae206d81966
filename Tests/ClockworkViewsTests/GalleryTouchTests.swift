import ClockworkTesting
import ClockworkTestSupport
import Foundation
import Testing
import ClockworkPixels
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

    @Test("a finger drags the valve open, two fingers zoom the face and a double tap resets it, a long press on the tile opens its menu, and the keyboard types a set point")
    func aSessionWithAFinger() throws {
        let (host, station) = try host()
        let valve = try host.middle(of: "Valve 40 %")
        try host.drag(from: Point(x: valve.x + 20, y: valve.y), to: Point(x: 81, y: valve.y))
        #expect(station.flow == 1 && host.contains("Valve 100 %"), "dragged to the slider's end")

        let face = try host.middle(of: "zoom 1.0 · turn 0°")
        try host.pinch(around: face, from: 4, to: 6)
        #expect(host.contains("zoom 1.5 · turn 0°"))
        host.advance(by: .seconds(1))
        try host.tap(at: face)
        host.advance(by: .milliseconds(100))
        try host.tap(at: face)
        #expect(host.contains("zoom 1.0 · turn 0°"), "a double tap resets it")

        try host.longPress(at: try host.middle(of: "tile"))
        try host.tap(at: try host.middle(of: "Mark"))
        #expect(host.contains("held: marked"))

        try host.tap(at: try host.middle(of: "Set point"))
        for key in ["4", "2", ".", "5", "done"] { try host.tap(at: try host.middle(of: key)) }
        #expect(host.contains("set: 42.5") && host.graph.focus.focused == nil)
    }

    @Test("on a screen in pixels, beside the drawing tab's running animations, what each gesture changes is drawn: each frame equals a full drawing")
    func gesturesRedrawTheirDamage() throws {
        let station = Station()
        let host = try TestHost(GalleryView().environmentObject(station), size: Size(width: 102, height: 38), ticksPerSecond: 20)
        host.graph.onScreenKeyboard = .always
        let target = try PixelTarget(width: 1024, height: 768, units: .standardCells)
        host.present(on: target)
        try host.tap("Touch")
        host.pump()
        func expectFresh(after step: String) throws {
            let fresh = try PixelCanvas(width: 1024, height: 768, units: .standardCells)
            fresh.draw(host.graph.displayList())
            let same = target.canvas.pixelBytes() == fresh.pixelBytes()
            #expect(same, "after \(step), the damaged redraw differs from a full one")
        }
        /// Where `text` shows, in the screen's pixels: what a touchscreen reports.
        func pixels(of text: String, dx: Double = 0) throws -> Point {
            let middle = try host.middle(of: text)
            return Point(x: (middle.x + dx) * 10, y: middle.y * 20)
        }
        try expectFresh(after: "the tab")
        try host.pinch(around: try pixels(of: "zoom 1.0 · turn 0°"), from: 40, to: 80)
        host.pump()
        #expect(host.contains("zoom 2.0 · turn 0°"))
        try expectFresh(after: "the pinch")
        try host.longPress(at: try pixels(of: "tile"))
        try host.tap(at: try pixels(of: "Mark"))
        #expect(host.contains("held: marked"))
        try expectFresh(after: "the context menu")
        try host.tap(at: try pixels(of: "Set point"))
        for key in ["4", "2", "done"] { try host.tap(at: try pixels(of: key)) }
        #expect(host.contains("set: 42"))
        try expectFresh(after: "the set point")
    }
}
