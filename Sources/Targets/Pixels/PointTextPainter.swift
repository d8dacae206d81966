import CCairo
import ClockworkCore

/// Text drawn in points (``PixelUnits/points(scale:)``): each line shaped by Pango in its
/// own font at its size times the scale, from the left of its frame and centred on its
/// line, with the screen's font options, as ``PangoTextMeasure`` measured it.
///
/// A line in a monospaced font whose characters are each one cell wide and in the font
/// (figures, gauges' bars, most of a panel's columns) skips shaping: every glyph advances
/// the font's one width, so its glyphs are looked up once per font (``GlyphCache``) and
/// placed at that pitch, as ``PangoTextMeasure`` counts them. Other upright lines are
/// drawn from their glyph runs (``ShapedLines``), shaped once for layout and drawing.
@MainActor
final class PointTextPainter: TextPainting {
    private let context: OpaquePointer
    private let glyphs: GlyphPainter
    private let lines: ShapedLines
    private var fonts: PointFonts { lines.fonts }
    /// Glyphs placed for one run, reused from line to line.
    private var placed: [cairo_glyph_t] = []
    /// The layout for lines Pango draws itself (Pango's object; freed in deinit).
    private let layout: OpaquePointer
    /// Monospaced fonts' glyphs, advance and line height in pixels, made when first drawn.
    private var monospaced: [Font: (glyphs: GlyphCache, advance: Double, height: Double)] = [:]

    init(context: OpaquePointer, glyphs: GlyphPainter, lines: ShapedLines) throws {
        self.context = context
        self.glyphs = glyphs
        self.lines = lines
        guard let layout = pango_cairo_create_layout(context) else {
            throw PixelError(description: "Pango could not make a text layout")
        }
        PointFonts.useScreenMetrics(in: pango_layout_get_context(layout))
        self.layout = layout
    }

    isolated deinit {
        for font in monospaced.values { font.glyphs.release() }
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    func draw(_ text: String, in frame: PixelFrame, font: Font?, isUpright: Bool) {
        if isUpright, font?.design == .monospaced, let face = monospacedFace(font ?? .body),
           face.glyphs.show(text, x: frame.x, top: frame.y + (frame.height - face.height) / 2,
                            cellWidth: face.advance, cellHeight: face.height, by: glyphs) {
            return
        }
        let line = lines.line(text, font: font)
        let top = frame.y + (frame.height - line.height) / 2
        guard isUpright, let runs = line.runs else {
            pango_layout_set_font_description(layout, fonts.description(for: font))
            pango_layout_set_text(layout, text, -1)
            cairo_move_to(context, frame.x, top)
            pango_cairo_update_layout(context, layout)
            pango_cairo_show_layout(context, layout)
            return
        }
        for run in runs where !run.glyphs.isEmpty {
            placed.removeAll(keepingCapacity: true)
            for glyph in run.glyphs { placed.append(cairo_glyph_t(index: glyph.index, x: frame.x + glyph.x, y: top + glyph.y)) }
            placed.withUnsafeBufferPointer { glyphs.show($0, font: run.font, loadFlags: run.loadFlags) }
        }
    }

    func missingGlyphs(in text: String, font: Font?) -> Int {
        lines.line(text, font: font).unknownGlyphs
    }

    /// The glyphs of monospaced `font`, its one advance (a digit's, as Pango lays it out
    /// on this screen) and its line height, in pixels; `nil` if Pango gives no Cairo font.
    private func monospacedFace(_ font: Font) -> (glyphs: GlyphCache, advance: Double, height: Double)? {
        if let face = monospaced[font] { return face }
        let description = fonts.description(for: font)
        guard let pangoContext = pango_layout_get_context(layout),
              let loaded = pango_context_load_font(pangoContext, description),
              let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(loaded)) else { return nil }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, "0", -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let metrics = pango_context_get_metrics(pangoContext, description, nil)
        let height = Double(pango_font_metrics_get_height(metrics)) / Double(PANGO_SCALE)
        pango_font_metrics_unref(metrics)
        let face = (GlyphCache(font: loaded, scaled: scaled), Double(logical.width) / Double(PANGO_SCALE), height)
        monospaced[font] = face
        return face
    }
}
