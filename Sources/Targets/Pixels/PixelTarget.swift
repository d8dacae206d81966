import ClockworkCore

/// A render target in pixels: each frame is drawn by Cairo and Pango (``PixelCanvas``),
/// only inside the damage the frame did. A screen that keeps the frame in memory the
/// process reads (a 32-bit ``Framebuffer``, unturned) is drawn into through a band of rows,
/// rectangle after rectangle; any other (a DRM display, which flips whole buffers) is
/// handed the damaged rectangles of an image drawn off-screen, in one pass. Without a
/// screen the image stays in memory (snapshots, tests).
///
/// A screen mounted turned (``ScreenRotation``) gets the picture turned, laid out in the
/// turned size, and the points its touchscreen reports turned back.
///
/// Cost: a frame costs the items meeting its damage, drawn clipped to it, and a copy of
/// the damaged pixels; an unchanged frame costs nothing.
@MainActor
public final class PixelTarget: RenderTarget {
    /// What every frame is drawn into, in the picture's orientation: an image of its own,
    /// or the screen's memory through a band.
    public let canvas: PixelCanvas
    /// Where frames are shown; `nil`: in memory only.
    public let screen: (any PixelScreen)?
    /// The turn from the picture to the screen.
    public let rotation: ScreenRotation
    /// The layout size in units: the points, or cells, that fit the screen.
    public let size: Size
    /// Pixels redrawn by the last frame.
    public private(set) var lastFramePixels = 0
    /// The rectangles of the canvas the last frame redrew: what a remote view sends on.
    public private(set) var lastFrameDamage: [PixelRect] = []

    /// Draws on `screen` (its size, turned by `rotation`), laid out in `units` (points at
    /// one pixel each unless told).
    public convenience init(screen: any PixelScreen, rotation: ScreenRotation = .none, units: PixelUnits = .points(scale: 1),
                            theme: PixelTheme = .dark) throws {
        let picture = rotation.pictureSize(screenWidth: screen.width, screenHeight: screen.height)
        let frame = rotation == .none ? screen.heldFrame : nil
        try self.init(canvas: PixelCanvas(width: picture.width, height: picture.height, units: units, theme: theme, frame: frame),
                      screen: screen, rotation: rotation)
    }

    /// Draws on `framebuffer` (its size and format), laid out in `units` (points at one
    /// pixel each unless told).
    public convenience init(framebuffer: Framebuffer, units: PixelUnits = .points(scale: 1), theme: PixelTheme = .dark) throws {
        try self.init(screen: framebuffer, units: units, theme: theme)
    }

    /// Draws into memory only: an image of `width` × `height` pixels, laid out in `units`.
    public convenience init(width: Int, height: Int, units: PixelUnits = .points(scale: 1), theme: PixelTheme = .dark) throws {
        try self.init(canvas: PixelCanvas(width: width, height: height, units: units, theme: theme), screen: nil, rotation: .none)
    }

    private init(canvas: PixelCanvas, screen: (any PixelScreen)?, rotation: ScreenRotation) {
        self.canvas = canvas
        self.screen = screen
        self.rotation = rotation
        size = canvas.layoutSize
    }

    /// Text measured as the canvas draws it: Pango in each text's font in points; a cell a
    /// character in cells.
    public var textMeasure: any TextMeasure { canvas.textMeasure }

    /// SwiftUI's defaults in points; a terminal's in cells.
    public var layoutMetrics: LayoutMetrics { canvas.layoutMetrics }

    /// Redraws `damage` (everything, for a full frame): into the screen band by band, or
    /// off-screen and then handed to the screen in one pass.
    public func present(_ list: DisplayList, damage: Damage) {
        let rects = canvas.draw(list, damage: damage)
        lastFrameDamage = rects
        lastFramePixels = rects.reduce(0) { $0 + $1.area }
        guard let screen, !rects.isEmpty, !canvas.drawsIntoScreen else { return }
        screen.show(rects.map { rotation.screenRect(of: $0, screenWidth: screen.width, screenHeight: screen.height) },
                    of: canvas.screenImage(rotation: rotation))
    }

    /// The current frame as PNG bytes.
    public func png() throws -> [UInt8] {
        try canvas.png()
    }

    /// Closes the screen: a framebuffer keeps showing the last frame, a DRM display gets
    /// its previous mode back.
    public func close() {
        screen?.close()
    }

    /// The screen's pixels, copied, to be encoded as a PNG off the loop.
    public func snapshot() throws -> TargetSnapshot? {
        let pixels = canvas.copy()
        return TargetSnapshot(width: pixels.width, height: pixels.height) { try pixels.png() }
    }

    /// A point in the screen's pixels (what a touchscreen reports, as the screen's rows
    /// run) in layout units: turned back into the picture, then scaled.
    public func layoutPoint(fromDevice point: Point) -> Point {
        guard let screen else { return canvas.layoutPoint(pixelX: point.x, pixelY: point.y) }
        let picture = rotation.picturePoint(screenX: point.x, screenY: point.y, screenWidth: screen.width, screenHeight: screen.height)
        return canvas.layoutPoint(pixelX: picture.x, pixelY: picture.y)
    }

    /// Turns the screen off or on.
    public func setAsleep(_ asleep: Bool) {
        screen?.setPower(on: !asleep)
    }

    /// The screen's size in its own pixels: what a touchscreen's points are scaled to.
    public var deviceSize: Size {
        guard let screen else { return Size(width: Double(canvas.width), height: Double(canvas.height)) }
        return Size(width: Double(screen.width), height: Double(screen.height))
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
