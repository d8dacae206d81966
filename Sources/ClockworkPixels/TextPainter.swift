import CCairo
import ClockworkCore

/// Text drawn with Pango on the cell grid: a monospaced font (DejaVu Sans Mono, with
/// fontconfig's fallbacks such as Noto Sans CJK for Chinese and Japanese) sized so a
/// character is one cell wide, each run of one-cell characters shaped as one layout and
/// each wide character centred in its two cells, so text lines up with the layout's cells.
@MainActor
final class TextPainter {
    /// The font family asked of fontconfig.
    static let family = "DejaVu Sans Mono"

    private let context: OpaquePointer
    private let metrics: CellMetrics
    /// The layout reused for every run (Pango's objects are its own; freed in deinit).
    private let layout: OpaquePointer
    /// Font descriptions by weight and slant, made once.
    private var fonts: [FontKey: OpaquePointer] = [:]
    /// The font's size in Pango units, chosen so a character fills a cell's width.
    private let size: Int32
    private let measure = CellTextMeasure()

    private struct FontKey: Hashable {
        var weight: Int
        var isItalic: Bool
    }

    init(context: OpaquePointer, metrics: CellMetrics) throws {
        self.context = context
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
        guard width > 0, height > 0 else {
            throw PixelError(description: "no font to draw text with: install fonts-dejavu-core (Tools/scripts/setup.sh does)")
        }
        let pixels = min(metrics.width / (Double(width) / 10 / 100), metrics.height / (Double(height) / 100))
        size = Int32(pixels * Double(PANGO_SCALE))
    }

    isolated deinit {
        for font in fonts.values { pango_font_description_free(font) }
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Draws `text` from the left of `frame` (pixels), one line, in `font`'s weight and
    /// slant, with the source already set.
    func draw(_ text: String, in frame: PixelFrame, font: Font?) {
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
