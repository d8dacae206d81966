import ClockworkCore

/// A render target in pixels: each frame is drawn off-screen by Cairo and Pango
/// (``PixelCanvas``), only inside the damage the frame did, and the damaged rectangles
/// are then copied to the screen (a ``Framebuffer``) in one pass, so no frame reaches the
/// screen half drawn. Without a framebuffer the image stays in memory (snapshots, tests).
///
/// Cost: a frame costs the items meeting its damage, drawn clipped to it, and a copy of
/// the damaged pixels; an unchanged frame costs nothing.
@MainActor
public final class PixelTarget: RenderTarget {
    /// The off-screen image every frame is drawn into.
    public let canvas: PixelCanvas
    /// Where frames are shown; `nil`: in memory only.
    public let framebuffer: Framebuffer?
    /// The layout size in units: the points, or cells, that fit the screen.
    public let size: Size
    /// Pixels redrawn by the last frame.
    public private(set) var lastFramePixels = 0
    /// Rectangles redrawn by the last frame.
    public private(set) var lastFrameRects = 0

    /// Draws on `framebuffer` (its size and format), laid out in `units` (points at one
    /// pixel each unless told).
    public convenience init(framebuffer: Framebuffer, units: PixelUnits = .points(scale: 1), theme: PixelTheme = .dark) throws {
        try self.init(canvas: PixelCanvas(width: framebuffer.width, height: framebuffer.height, units: units, theme: theme),
                      framebuffer: framebuffer)
    }

    /// Draws into memory only: an image of `width` × `height` pixels, laid out in `units`.
    public convenience init(width: Int, height: Int, units: PixelUnits = .points(scale: 1), theme: PixelTheme = .dark) throws {
        try self.init(canvas: PixelCanvas(width: width, height: height, units: units, theme: theme), framebuffer: nil)
    }

    private init(canvas: PixelCanvas, framebuffer: Framebuffer?) {
        self.canvas = canvas
        self.framebuffer = framebuffer
        size = canvas.layoutSize
    }

    /// Text measured as the canvas draws it: Pango in each text's font in points; a cell a
    /// character in cells.
    public var textMeasure: any TextMeasure { canvas.textMeasure }

    /// SwiftUI's defaults in points; a terminal's in cells.
    public var layoutMetrics: LayoutMetrics { canvas.layoutMetrics }

    /// Redraws `damage` (everything, for a full frame) off-screen, then copies it to the
    /// framebuffer in one pass.
    public func present(_ list: DisplayList, damage: Damage) {
        var rects: [PixelRect] = []
        if damage.isFull {
            canvas.draw(list)
            rects = [PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)]
        } else {
            for area in damage.rects {
                let rect = canvas.pixels(of: area).intersection(PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
                guard rect.area > 0 else { continue }
                canvas.redraw(rect, of: list, area: area)
                rects.append(rect)
            }
        }
        lastFrameRects = rects.count
        lastFramePixels = rects.reduce(0) { $0 + $1.area }
        guard let framebuffer, !rects.isEmpty else { return }
        canvas.withPixels { pixels, stride in
            for rect in rects { framebuffer.copy(rect, from: pixels, sourceStride: stride) }
        }
    }

    /// The current frame as PNG bytes.
    public func png() throws -> [UInt8] {
        try canvas.png()
    }

    /// Leaves the last frame on the screen: a panel keeps showing it.
    public func close() {}

    /// The screen's pixels, copied, to be encoded as a PNG off the loop.
    public func snapshot() throws -> TargetSnapshot? {
        let pixels = canvas.copy()
        return TargetSnapshot(width: pixels.width, height: pixels.height) { try pixels.png() }
    }

    /// A point in pixels (what a touch screen reports) in layout units.
    public func layoutPoint(fromDevice point: Point) -> Point {
        canvas.layoutPoint(pixelX: point.x, pixelY: point.y)
    }
}

extension DisplayList {
    /// The list, laid out in `size` cells, drawn on a fresh canvas in cells of `cells`, as
    /// PNG bytes: a snapshot of a terminal's or a display list's frame.
    @MainActor
    public func png(size: Size, cells: CellMetrics = .standard(), theme: PixelTheme = .dark) throws -> [UInt8] {
        let canvas = try PixelCanvas(width: Int(size.width * cells.width), height: Int(size.height * cells.height),
                                     units: .cells(cells), theme: theme)
        canvas.draw(self)
        return try canvas.png()
    }
}
