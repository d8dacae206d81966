import CCairo
import ClockworkCore

/// Text drawn with Pango on the cell grid (``PixelUnits/cells(_:)``): a monospaced font
/// (DejaVu Sans Mono, with fontconfig's fallbacks such as Noto Sans CJK for Chinese and
/// Japanese) sized so a character is one cell wide, each run of one-cell characters shaped
/// as one layout and each wide character centred in its two cells, so text lines up with
/// the layout's cells.
///
/// Text drawn upright whose characters are each one cell wide and in the font itself
/// (ASCII, Latin, box drawing and blocks: most of a panel's text) skips shaping: in a
/// monospaced font each such character is one glyph a cell wide, so its glyph is looked
/// up once per font (``GlyphCache``) and a line is shown as glyphs placed on the cells, as
/// a terminal emulator draws. Anything else (wide characters, marks, fallback fonts) goes
/// through Pango.
@MainActor
final class CellTextPainter: TextPainting {
    /// The font family asked of fontconfig.
    static let family = "DejaVu Sans Mono"

    private let context: OpaquePointer
    private let glyphs: GlyphPainter
    private let metrics: CellMetrics
    /// The layout reused for every run (Pango's objects are its own; freed in deinit).
    private let layout: OpaquePointer
    /// Font descriptions by weight and slant, made once.
    private var fonts: [FontKey: OpaquePointer] = [:]
    /// ASCII glyphs by weight and slant, made when first drawn.
    private var glyphCaches: [FontKey: GlyphCache] = [:]
    /// The font's size in Pango units, chosen so a character fills a cell's width.
    private let size: Int32
    private let measure = CellTextMeasure()

    private struct FontKey: Hashable {
        var weight: Int
        var isItalic: Bool
    }

    init(context: OpaquePointer, glyphs: GlyphPainter, metrics: CellMetrics) throws {
        self.context = context
        self.glyphs = glyphs
        self.metrics = metrics
        guard let layout = pango_cairo_create_layout(context) else {
            throw PixelError(description: "Pango could not make a text layout")
        }
        self.layout = layout
        // Measure ten characters at 100 px, then size the font so one is a cell wide and
        // a line fits a cell's height.
        let probe = pango_font_description_new()
        pango_font_description_set_family(probe, Self.family)
        pango_font_description_set_absolute_size(probe, 100 * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, probe)
        pango_layout_set_text(layout, "MMMMMMMMMM", -1)
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        pango_font_description_free(probe)
        try PointFonts.require(Self.family, package: "fonts-dejavu-core", in: pango_layout_get_context(layout))
        guard width > 0, height > 0 else {
            throw PixelError(description: "Pango measured no size for \(Self.family)")
        }
        let pixels = min(metrics.width / (Double(width) / 10 / 100), metrics.height / (Double(height) / 100))
        size = Int32(pixels * Double(PANGO_SCALE))
    }

    isolated deinit {
        for cache in glyphCaches.values { cache.release() }
        for font in fonts.values { pango_font_description_free(font) }
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Draws `text` from the left of `frame` (pixels), one line, in `font`'s weight and
    /// slant, with the source already set; `isUpright` when no transform is in force (the
    /// glyph cache's glyphs are made for the screen's own scale).
    func draw(_ text: String, in frame: PixelFrame, font: Font?, isUpright: Bool) {
        if isUpright, let cache = glyphCache(for: font),
           cache.show(text, x: frame.x, top: frame.y + (min(frame.height, metrics.height) - metrics.height) / 2,
                      cellWidth: metrics.width, cellHeight: metrics.height, by: glyphs) {
            return
        }
        pango_layout_set_font_description(layout, description(for: font))
        var run = "", runStart = frame.x, x = frame.x
        func flush() {
            guard !run.isEmpty else { return }
            show(run, x: runStart, frame: frame)
            run = ""
        }
        for character in text {
            let cells = measure.width(of: character)
            if cells == 1 {
                if run.isEmpty { runStart = x }
                run.append(character)
            } else if cells > 1 {
                flush()
                show(String(character), x: x, frame: frame, centredIn: cells * metrics.width)
            }
            x += cells * metrics.width
        }
        flush()
    }

    /// How many characters of `text` no installed font has a glyph for (drawn as boxes).
    func missingGlyphs(in text: String, font: Font?) -> Int {
        pango_layout_set_font_description(layout, description(for: font))
        pango_layout_set_text(layout, text, -1)
        return Int(pango_layout_get_unknown_glyphs_count(layout))
    }

    /// Shows `text` at `x`, centred vertically in the line (and horizontally within
    /// `centredIn` pixels when given).
    private func show(_ text: String, x: Double, frame: PixelFrame, centredIn span: Double? = nil) {
        pango_layout_set_text(layout, text, -1)
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        let left = span.map { x + ($0 - Double(width)) / 2 } ?? x
        cairo_move_to(context, left, frame.y + (min(frame.height, metrics.height) - Double(height)) / 2)
        pango_cairo_update_layout(context, layout)
        pango_cairo_show_layout(context, layout)
    }

    /// The glyph cache of `font`'s weight and slant; `nil` if Pango gives no Cairo font.
    private func glyphCache(for font: Font?) -> GlyphCache? {
        let font = font ?? .body
        let key = FontKey(weight: font.weight.value, isItalic: font.isItalic)
        if let cache = glyphCaches[key] { return cache }
        guard let context = pango_layout_get_context(layout),
              let loaded = pango_context_load_font(context, description(for: font)),
              let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(loaded)) else { return nil }
        let cache = GlyphCache(font: loaded, scaled: scaled)
        glyphCaches[key] = cache
        return cache
    }

    private func description(for font: Font?) -> OpaquePointer {
        let font = font ?? .body
        let key = FontKey(weight: font.weight.value, isItalic: font.isItalic)
        if let made = fonts[key] { return made }
        let made = pango_font_description_new()!
        pango_font_description_set_family(made, Self.family)
        pango_font_description_set_absolute_size(made, Double(size))
        pango_font_description_set_weight(made, PangoWeight(rawValue: UInt32(key.weight)))
        pango_font_description_set_style(made, key.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        fonts[key] = made
        return made
    }
}

/// The glyphs of one font for characters one cell wide, each looked up once, and the
/// font's extents.
@MainActor
final class GlyphCache {
    /// Pango's font, kept alive for the scaled font it owns.
    private let font: UnsafeMutablePointer<PangoFont>
    private let scaled: OpaquePointer
    private let loadFlags: Int32?
    /// ASCII's glyphs by byte, and other characters' by character (0: the font has none).
    private var asciiGlyphs = [UInt?](repeating: nil, count: 128)
    private var otherGlyphs: [Character: UInt] = [:]
    private let ascent: Double, height: Double
    private var placed: [cairo_glyph_t] = []
    private let measure = CellTextMeasure()

    init(font: UnsafeMutablePointer<PangoFont>, scaled: OpaquePointer) {
        self.font = font
        self.scaled = scaled
        loadFlags = GlyphPainter.loadFlags(of: font)
        var extents = cairo_font_extents_t()
        cairo_scaled_font_extents(scaled, &extents)
        ascent = extents.ascent
        height = extents.ascent + extents.descent
    }

    /// Gives the font back to Pango.
    func release() {
        g_object_unref(UnsafeMutableRawPointer(font))
    }

    /// Shows `text` from `x`, a glyph a cell, its line centred in a cell `cellHeight`
    /// high whose top is `top`; `false` (nothing drawn) when a character is not one cell
    /// wide or not in the font.
    func show(_ text: String, x: Double, top: Double, cellWidth: Double, cellHeight: Double, by painter: GlyphPainter) -> Bool {
        let baseline = top + (cellHeight - height) / 2 + ascent
        placed.removeAll(keepingCapacity: true)
        var left = x
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            for byte in text.utf8 {
                if byte != 0x20 { placed.append(cairo_glyph_t(index: asciiGlyph(byte), x: left, y: baseline)) }
                left += cellWidth
            }
        } else {
            for character in text {
                guard measure.width(of: character) == 1 else { return false }
                let index = glyph(for: character)
                guard index != 0 else { return false }
                if character != " " { placed.append(cairo_glyph_t(index: index, x: left, y: baseline)) }
                left += cellWidth
            }
        }
        placed.withUnsafeBufferPointer { painter.show($0, font: scaled, loadFlags: loadFlags) }
        return true
    }

    private func asciiGlyph(_ byte: UInt8) -> UInt {
        if let known = asciiGlyphs[Int(byte)] { return known }
        let index = lookUp(String(UnicodeScalar(byte)))
        asciiGlyphs[Int(byte)] = index
        return index
    }

    private func glyph(for character: Character) -> UInt {
        if let known = otherGlyphs[character] { return known }
        let index = lookUp(String(character))
        otherGlyphs[character] = index
        return index
    }

    /// The font's one glyph for `text` (one character); 0 when it has none, or needs more.
    private func lookUp(_ text: String) -> UInt {
        var found: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let bytes = Array(text.utf8)
        // Safe: Cairo reads `bytes` during the call and allocates `found`, freed here.
        let status = bytes.withUnsafeBufferPointer { utf8 in
            utf8.withMemoryRebound(to: CChar.self) {
                cairo_scaled_font_text_to_glyphs(scaled, 0, 0, $0.baseAddress, Int32($0.count), &found, &count, nil, nil, nil)
            }
        }
        defer { cairo_glyph_free(found) }
        guard status == CAIRO_STATUS_SUCCESS, count == 1, let found else { return 0 }
        return found.pointee.index
    }
}
