import ClockworkCore
import ClockworkPixels

/// What viewers see. On a daemon that draws pixels, the pixel target's own canvas: each
/// frame's damage is sent as the target drew it, so watching costs no drawing. On one that
/// draws a terminal or display lists, a canvas of the server's own, a cell ten by twenty
/// pixels, drawn from the same display lists and damage, only while someone watches.
@MainActor
final class VNCPicture {
    private unowned let host: GraphHost
    private let pixelTarget: PixelTarget?
    /// The server's own canvas, while anyone watches a daemon that draws no pixels.
    private var ownCanvas: PixelCanvas?
    private let cells = CellMetrics.standard()

    /// The picture of `host`'s target; throws when the host has none.
    init(host: GraphHost) throws(VNCError) {
        guard let target = host.target else {
            throw VNCError("a VNC view needs a render target to show; this daemon draws nowhere (target none)")
        }
        self.host = host
        pixelTarget = target as? PixelTarget
    }

    /// The canvas viewers are sent, once ``startWatching()`` has made it.
    private var canvas: PixelCanvas? { pixelTarget?.canvas ?? ownCanvas }

    /// The picture's size in pixels.
    var width: Int { canvas?.width ?? ownSize.width }
    var height: Int { canvas?.height ?? ownSize.height }

    /// The whole picture.
    var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The size of the server's own canvas for the target's size in cells.
    private var ownSize: (width: Int, height: Int) {
        let size = host.target?.size ?? Size(width: 80, height: 24)
        return (max(1, Int(size.width * cells.width)), max(1, Int(size.height * cells.height)))
    }

    /// Someone watches: a daemon without pixels gets its canvas, drawn whole.
    func startWatching() throws {
        guard pixelTarget == nil, ownCanvas == nil else { return }
        let size = ownSize
        let canvas = try PixelCanvas(width: size.width, height: size.height, units: .cells(cells))
        canvas.draw(host.displayList)
        ownCanvas = canvas
    }

    /// Nobody watches any more: the server's own canvas is let go.
    func stopWatching() {
        ownCanvas = nil
    }

    /// Brings the picture up to a frame the host presented; returns the pixels that
    /// changed, or `nil` when the picture changed size (the server's own canvas follows a
    /// terminal that was resized).
    func frame(_ list: DisplayList, damage: Damage) throws -> [PixelRect]? {
        if let pixelTarget { return pixelTarget.lastFrameDamage }
        guard let ownCanvas else { return [] }
        let size = ownSize
        guard size.width == ownCanvas.width, size.height == ownCanvas.height else {
            self.ownCanvas = nil
            try startWatching()
            return nil
        }
        return ownCanvas.draw(list, damage: damage)
    }

    /// Calls `body` with the picture's rows and the bytes between them.
    func withPixels<Result>(_ body: (UnsafeRawPointer, Int) -> Result) -> Result? {
        canvas?.withPixels(body)
    }

    /// The point a viewer's pointer at pixel (`x`, `y`) is, as the target's device reports
    /// points: the screen's pixels (turned as the screen is), or a terminal's cells.
    func devicePoint(x: Int, y: Int) -> Point {
        guard let pixelTarget else {
            return Point(x: (Double(x) + 0.5) / cells.width, y: (Double(y) + 0.5) / cells.height)
        }
        guard let screen = pixelTarget.screen else { return Point(x: Double(x) + 0.5, y: Double(y) + 0.5) }
        let onScreen = pixelTarget.rotation.screenRect(of: PixelRect(x: x, y: y, width: 1, height: 1), screenWidth: screen.width, screenHeight: screen.height)
        return Point(x: Double(onScreen.x) + 0.5, y: Double(onScreen.y) + 0.5)
    }
}

