import CCairo
import ClockworkCore

/// An image that display lists are drawn into with Cairo and Pango: the pixel target's
/// drawing, also what snapshots are made of.
///
/// Each item is drawn clipped to its bounds (`DisplayItem.bounds` in pixels), so what an
/// item puts on the screen stays inside the area its damage covers, and redrawing damaged
/// rectangles gives the same pixels as redrawing everything.
///
/// A canvas keeps its whole image in memory of its own, or, drawing for a screen that
/// keeps the frame in memory the process can read (``PixelScreen/heldFrame``), only a band
/// of rows: each damaged rectangle is drawn a band at a time and its rows copied into the
/// screen, as LVGL's partial rendering does. The frame is then the screen's memory, and
/// the canvas holds a tenth of it.
@MainActor
public final class PixelCanvas {
    /// The image's width and height in pixels.
    public let width: Int, height: Int
    /// What views are laid out in: cells or points.
    public let units: PixelUnits
    /// The colors of the background and of content roles.
    public let theme: PixelTheme
    /// How text is measured for layout in ``units``.
    public let textMeasure: any TextMeasure
    /// The lengths the built-in views are laid out with in ``units``.
    public let layoutMetrics: LayoutMetrics
    /// Pixels per layout unit, across and down.
    let unit: (x: Double, y: Double)
    /// A cell of the built-in views' geometry (``LayoutMetrics/cell``) in pixels.
    let cell: (width: Double, height: Double)
    /// The surface is Cairo's; the canvas owns it (and the context) until it is freed. It
    /// holds the whole image, or, over a screen's ``frame``, one band of its rows.
    let surface: OpaquePointer
    let context: OpaquePointer
    let text: any TextPainting
    /// SF Symbols' names in points from the Phosphor icon font; `nil` in cells, or without
    /// the font, where the text painter draws a symbol's glyph (``symbolGlyph(for:)``).
    let symbols: SymbolPainter?
    /// What the text painters show their glyphs through.
    let glyphs: GlyphPainter
    /// The resource images drawn so far, decoded.
    let images = ImageCache()
    /// While an item is drawn with nothing between it and the image (no group, no shaped
    /// clip): the pixels it is clipped to, which a ``SolidFill`` may write straight into.
    var solidFillClip: PixelRect?
    /// How many masks' alpha groups are being drawn into: inside one, nothing is written
    /// straight into the surface.
    private var maskDepth = 0
    /// The screen's memory that holds the whole frame, when the surface holds a band of it.
    private let frame: HeldFrame?
    /// The image's row that the surface's first row holds: 0 for a whole image, the band's
    /// top while a band is drawn.
    private(set) var bandTop = 0

    /// A canvas of `width` × `height` pixels laid out in `units`, cleared to the theme's
    /// background.
    public convenience init(width: Int, height: Int, units: PixelUnits = .standardCells, theme: PixelTheme = .dark) throws {
        try self.init(width: width, height: height, units: units, theme: theme, frame: nil)
    }

    /// A canvas drawing into `frame`, a screen's memory of `width` × `height` pixels, through
    /// a band of its rows; or, without one, into an image of its own.
    init(width: Int, height: Int, units: PixelUnits, theme: PixelTheme, frame: HeldFrame?) throws {
        guard (1...16_384).contains(width), (1...16_384).contains(height) else {
            throw PixelError(description: "a canvas of \(width)x\(height) pixels is outside 1x1–16384x16384")
        }
        self.width = width
        self.height = height
        self.units = units
        self.theme = theme
        self.frame = frame
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(frame == nil ? height : Self.bandRows(height: height)))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw PixelError(description: "Cairo could not make a \(width)x\(height) image: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))")
        }
        context = cairo_create(surface)
        glyphs = GlyphPainter(context: context)
        switch units {
        case .cells(let metrics):
            unit = (metrics.width, metrics.height)
            cell = (metrics.width, metrics.height)
            textMeasure = CellTextMeasure()
            layoutMetrics = .cells.drawn(in: .pixels(Size(width: 1 / metrics.width, height: 1 / metrics.height)))
            text = try CellTextPainter(context: context, glyphs: glyphs, metrics: metrics)
            symbols = nil
        case .points(let scale):
            guard scale.isFinite, (0.25...16).contains(scale) else {
                throw PixelError(description: "a scale of \(scale) pixels per point is outside 0.25–16")
            }
            let lines = try ShapedLines(scale: scale)
            let measures = PangoTextMeasures(lines: lines)
            unit = (scale, scale)
            textMeasure = measures.measure(for: nil)
            layoutMetrics = measures.layoutMetrics.drawn(in: .pixels(Size(width: 1 / scale, height: 1 / scale)))
            cell = (layoutMetrics.cell.width * scale, layoutMetrics.cell.height * scale)
            text = try PointTextPainter(context: context, glyphs: glyphs, lines: lines)
            symbols = SymbolPainter(context: context, pango: lines.context)
        }
        let all = PixelRect(x: 0, y: 0, width: width, height: height)
        inBands(all) { clear($0) }
    }

    /// The rows of a band for an image `height` rows high: a tenth of them, and at least 64
    /// (a trend chart's height, so that one is stroked once, not once a band).
    private static func bandRows(height: Int) -> Int {
        min(height, max(64, height / 10))
    }

    isolated deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The canvas's size in layout units: how many cells, or points, fit.
    public var layoutSize: Size {
        Size(width: (Double(width) / unit.x).rounded(.down), height: (Double(height) / unit.y).rounded(.down))
    }

    /// The layout point at pixel (`x`, `y`): where a pointer in pixels falls in the layout.
    public func layoutPoint(pixelX x: Double, pixelY y: Double) -> Point {
        Point(x: x / unit.x, y: y / unit.y)
    }

    /// The pixels `rect` (in layout units) covers, widened to whole pixels.
    func pixels(of rect: Rect) -> PixelRect {
        let minX = (rect.minX * unit.x).rounded(.down), minY = (rect.minY * unit.y).rounded(.down)
        let maxX = (rect.maxX * unit.x).rounded(.up), maxY = (rect.maxY * unit.y).rounded(.up)
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let clamp = { (value: Double) in Int(min(max(value, -1e9), 1e9)) }
        return PixelRect(x: clamp(minX), y: clamp(minY), width: max(clamp(maxX) - clamp(minX), 0), height: max(clamp(maxY) - clamp(minY), 0))
    }

    /// Draws every item of `list` over a cleared canvas.
    public func draw(_ list: DisplayList) {
        let all = PixelRect(x: 0, y: 0, width: width, height: height)
        inBands(all) { band in
            clear(band)
            for item in list.items { draw(item, within: band) }
        }
    }

    /// Brings the canvas up to `list`, which differs from what it shows only inside
    /// `damage` (everything, when full); returns the pixels redrawn.
    @discardableResult
    public func draw(_ list: DisplayList, damage: Damage) -> [PixelRect] {
        let all = PixelRect(x: 0, y: 0, width: width, height: height)
        guard !damage.isFull else {
            draw(list)
            return [all]
        }
        var rects: [PixelRect] = []
        for area in damage.rects {
            let rect = pixels(of: area).intersection(all)
            guard rect.area > 0 else { continue }
            redraw(rect, of: list, area: area)
            rects.append(rect)
        }
        return rects
    }

    /// Redraws `rect` (pixels): cleared, then every item of `list` that meets it (found
    /// through the list's index), clipped to it.
    public func redraw(_ rect: PixelRect, of list: DisplayList, area: Rect) {
        inBands(rect) { band in
            clear(band)
            let bandArea = band == rect ? area : Rect(x: area.minX, y: Double(band.y) / unit.y, width: area.size.width, height: Double(band.height) / unit.y)
            for index in list.indices(meeting: bandArea) { draw(list.items[index], within: band) }
        }
    }

    /// Runs `draw` for `rect`: at once on an image of the canvas's own; on a screen's frame,
    /// for each band of its rows in turn, each then copied into the frame.
    private func inBands(_ rect: PixelRect, _ draw: (PixelRect) -> Void) {
        guard let frame else {
            draw(rect)
            cairo_surface_flush(surface)
            return
        }
        let rows = Int(cairo_image_surface_get_height(surface)), stride = Int(cairo_image_surface_get_stride(surface))
        var top = rect.y
        while top < rect.y + rect.height {
            let band = PixelRect(x: rect.x, y: top, width: rect.width, height: min(rows, rect.y + rect.height - top))
            bandTop = top
            cairo_surface_set_device_offset(surface, 0, -Double(top))
            draw(band)
            cairo_surface_flush(surface)
            // Safe: the band's rows lie in the surface (at most `rows` from `top`) and in the
            // frame (the band lies in the image, which has the frame's size).
            let source = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
            for row in 0..<band.height {
                (frame.pixels + (top + row) * frame.stride + band.x * 4)
                    .copyMemory(from: source + row * stride + band.x * 4, byteCount: band.width * 4)
            }
            top += band.height
        }
    }

    /// The canvas as a PNG file's bytes.
    public func png() throws -> [UInt8] {
        if frame != nil { return try copy().png() }
        cairo_surface_flush(surface)
        return try writePNG(surface)
    }

    /// The canvas's pixels, copied: a memcpy of the image, for encoding on another thread.
    public func copy() -> PixelCopy {
        withPixels { pixels, stride in
            // Safe: the image is `height` rows of `stride` bytes.
            PixelCopy(width: width, height: height, stride: stride, bytes: Array(UnsafeRawBufferPointer(start: pixels, count: height * stride)))
        }
    }

    /// How many characters of `text` no installed font can draw: 0 when the fonts cover it
    /// (Chinese and Japanese need fonts-noto-cjk, which Tools/scripts/setup.sh installs).
    public func missingGlyphs(in text: String, font: Font? = nil) -> Int {
        self.text.missingGlyphs(in: text, font: font)
    }

    /// The color of the pixel at (`x`, `y`), 8 bits a channel.
    public func color(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width)x\(height)")
        return withPixels { pixels, stride in
            // Safe: the image is `height` rows of `stride` bytes, and (x, y) lies inside it.
            PixelFormat.xrgb8888.color(in: UnsafeRawBufferPointer(start: pixels + y * stride, count: width * 4), at: x)
        }
    }

    /// The image's pixels, row by row, 4 bytes each (Cairo's ARGB32 in native order):
    /// what tests compare two drawings by.
    public func pixelBytes() -> [UInt8] {
        withPixels { pixels, stride in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(width * height * 4)
            for row in 0..<height {
                // Safe: each of the `height` rows holds `width` pixels of 4 bytes.
                bytes += UnsafeRawBufferPointer(start: pixels + row * stride, count: width * 4)
            }
            return bytes
        }
    }

    /// Calls `body` with the image's rows, flushed (everything drawn so far is in them):
    /// their start, valid during the call, and the bytes from one row to the next. Each
    /// pixel is Cairo's ARGB32, a native-endian `UInt32`.
    public func withPixels<Result>(_ body: (UnsafeRawPointer, Int) -> Result) -> Result {
        if let frame { return body(UnsafeRawPointer(frame.pixels), frame.stride) }
        cairo_surface_flush(surface)
        // Safe: the data lives as long as the surface, which outlives the call.
        return body(UnsafeRawPointer(cairo_image_surface_get_data(surface)), Int(cairo_image_surface_get_stride(surface)))
    }

    /// Whether the whole image lies in a screen's memory, drawn there band by band: the
    /// screen then needs no copy of it.
    var drawsIntoScreen: Bool { frame != nil }

    /// The rows of pixels the canvas keeps in memory of its own: its height, or a band's
    /// when it draws into a screen's memory.
    public var keptRows: Int { Int(cairo_image_surface_get_height(surface)) }

    /// The drawn image as a screen mounted with `rotation` takes it (flushed: everything
    /// drawn so far is in it). Valid while the canvas lives.
    func screenImage(rotation: ScreenRotation) -> ScreenImage {
        withPixels { pixels, stride in
            let screen = rotation.pictureSize(screenWidth: width, screenHeight: height)
            return ScreenImage(pixels: pixels, stride: stride, rotation: rotation, screenWidth: screen.width, screenHeight: screen.height)
        }
    }

    private func clear(_ rect: PixelRect) {
        cairo_save(context)
        cairo_rectangle(context, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
        cairo_clip(context)
        setSource(theme.background)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// The pixel frame of a frame in units.
    func pixelFrame(_ rect: Rect) -> PixelFrame {
        PixelFrame(x: rect.minX * unit.x, y: rect.minY * unit.y, width: rect.size.width * unit.x, height: rect.size.height * unit.y)
    }

    /// Draws `item` clipped to its bounds and to `area`, with its clips, opacity, blend
    /// mode and transform.
    private func draw(_ item: DisplayItem, within area: PixelRect) {
        let bounds = pixels(of: item.bounds).intersection(area)
        guard bounds.area > 0, item.opacity > 0 else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_rectangle(context, Double(bounds.x), Double(bounds.y), Double(bounds.width), Double(bounds.height))
        cairo_clip(context)
        for clip in item.clips where clip.outline != .rectangle || !clip.transform.isIdentity {
            cairo_save(context)
            apply(clip.transform)
            addPath(clip.outline, in: pixelFrame(clip.frame))
            cairo_restore(context)
            cairo_clip(context)
        }
        let masks = item.clips.compactMap(\.mask)
        let grouped = item.opacity < 1 || item.blendMode != .normal || item.blurRadius > 0 || !masks.isEmpty
        if grouped { cairo_push_group(context) }
        var untransformed = cairo_matrix_t()
        cairo_get_matrix(context, &untransformed)
        apply(item.transform)
        let isShapedClip = item.clips.contains { $0.outline != .rectangle || !$0.transform.isIdentity }
        solidFillClip = grouped || isShapedClip || maskDepth > 0 ? nil : bounds
        drawPrimitive(item)
        solidFillClip = nil
        if grouped {
            let group = cairo_pop_group(context)
            if item.blurRadius > 0 { blur(group, radius: Double(item.blurRadius) * (unit.x + unit.y) / 2) }
            cairo_set_source(context, group)
            cairo_pattern_destroy(group)
            cairo_set_operator(context, item.blendMode.cairoOperator)
            guard !masks.isEmpty else { return cairo_paint_with_alpha(context, item.opacity) }
            cairo_set_matrix(context, &untransformed)
            showThrough(masks, within: area, opacity: item.opacity)
        }
    }

    /// Paints the source set through the alpha of what `masks` draw (each in turn), at
    /// `opacity`: a `.mask` of text, symbols or images.
    private func showThrough(_ masks: [ClipMask], within area: PixelRect, opacity: Double) {
        if opacity < 1 || masks.count > 1 { cairo_push_group(context) }
        var source = cairo_pattern_reference(cairo_get_source(context))
        for (index, mask) in masks.enumerated() {
            maskDepth += 1
            cairo_push_group_with_content(context, CAIRO_CONTENT_ALPHA)
            for item in mask.items { draw(item, within: area) }
            let alpha = cairo_pop_group(context)
            maskDepth -= 1
            cairo_set_source(context, source)
            cairo_mask(context, alpha)
            cairo_pattern_destroy(alpha)
            if index < masks.count - 1 {
                // The next mask masks what this one let through.
                cairo_pattern_destroy(source)
                source = cairo_pop_group(context)
                cairo_push_group(context)
            }
        }
        cairo_pattern_destroy(source)
        if opacity < 1 || masks.count > 1 {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, opacity)
        }
    }

    /// Multiplies the context's matrix by `transform` (absolute units) in pixels.
    private func apply(_ transform: Transform) {
        guard !transform.isIdentity else { return }
        let (width, height) = unit
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b * height / width, xy: transform.c * width / height,
                                    yy: transform.d, x0: transform.tx * width, y0: transform.ty * height)
        cairo_transform(context, &matrix)
    }
}

/// Why pixels could not be drawn or written, in words a person can act on.
public struct PixelError: Error, CustomStringConvertible {
    /// What went wrong and what to do about it.
    public let description: String
}
