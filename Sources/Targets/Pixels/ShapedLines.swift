import CCairo
import ClockworkCore

/// Lines of text shaped by Pango once and kept as glyph runs, for a screen in points.
///
/// Layout measures a text and the painter then draws the same text in the same font; both
/// ask here, so the text is shaped once, and a label redrawn because a neighbour's damage
/// met it is not shaped again. Drawing a kept line is one `cairo_show_glyphs` a run, with
/// no Pango layout on the way.
///
/// Cost: a line not kept costs one Pango layout (HarfBuzz shaping, fontconfig's fallbacks);
/// a kept one, a dictionary lookup. The lines used in the last two generations of
/// ``capacity`` lines are kept: a panel's changing figures push out only lines not drawn
/// or measured since.
@MainActor
final class ShapedLines {
    /// How many lines a generation holds before it becomes the previous one.
    static let capacity = 512

    /// One line of text, shaped: its logical size and its glyphs, in pixels.
    final class Line {
        /// The logical width and height Pango gives the line, in pixels.
        let width: Double, height: Double
        /// How many characters no installed font can draw.
        let unknownGlyphs: Int
        /// The glyphs by font, placed from the line's left edge and top; `nil` when Pango
        /// must draw the line itself (missing glyphs' boxes, several lines).
        let runs: [Run]?

        init(width: Double, height: Double, unknownGlyphs: Int, runs: [Run]?) {
            self.width = width
            self.height = height
            self.unknownGlyphs = unknownGlyphs
            self.runs = runs
        }

        deinit {
            for run in runs ?? [] { cairo_scaled_font_destroy(run.font) }
        }
    }

    /// Glyphs in one font: Cairo's scaled font (a reference owned by the line) and the
    /// glyphs placed from the line's left edge and top.
    struct Run {
        let font: OpaquePointer
        let glyphs: [cairo_glyph_t]
    }

    private struct Key: Hashable {
        let font: Font
        let text: String
    }

    /// The screen's font descriptions, at its scale.
    let fonts: PointFonts
    /// Pango's context and layout, owned here (freed in deinit).
    let context: OpaquePointer
    private let layout: OpaquePointer
    private var current: [Key: Line] = [:]
    private var previous: [Key: Line] = [:]

    /// Lines shaped for a screen of `scale` pixels per point, with its font options.
    init(scale: Double) throws {
        fonts = PointFonts(scale: scale)
        guard let context = pango_font_map_create_context(pango_cairo_font_map_get_default()) else {
            throw PixelError(description: "Pango could not make a context to shape text in")
        }
        PointFonts.useScreenMetrics(in: context)
        self.context = context
        layout = pango_layout_new(context)
        current.reserveCapacity(Self.capacity)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// `text` in `font` (`nil`: the body font), shaped.
    func line(_ text: String, font: Font?) -> Line {
        let key = Key(font: font ?? .body, text: text)
        if let line = current[key] { return line }
        let line = previous[key] ?? shape(text, font: key.font)
        if current.count >= Self.capacity {
            previous = current
            current = [:]
            current.reserveCapacity(Self.capacity)
        }
        current[key] = line
        return line
    }

    /// Shapes `text` with Pango and copies out its glyph runs.
    private func shape(_ text: String, font: Font) -> Line {
        pango_layout_set_font_description(layout, fonts.description(for: font))
        pango_layout_set_text(layout, text, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let unknown = Int(pango_layout_get_unknown_glyphs_count(layout))
        let scale = Double(PANGO_SCALE)
        let runs = unknown == 0 && pango_layout_get_line_count(layout) == 1 ? glyphRuns(baseline: Double(pango_layout_get_baseline(layout)) / scale) : nil
        return Line(width: Double(logical.width) / scale, height: Double(logical.height) / scale, unknownGlyphs: unknown, runs: runs)
    }

    /// The layout's one line as runs of glyphs; `nil` if a run's font is not Cairo's.
    private func glyphRuns(baseline: Double) -> [Run]? {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return nil }
        var runs: [Run] = []
        var x = 0.0
        var node = line.pointee.runs
        while let element = node {
            node = element.pointee.next
            // Safe: a layout line's runs are PangoGlyphItems, alive as long as the layout's text.
            let run = element.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
            guard let font = run.item.pointee.analysis.font,
                  let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else {
                for run in runs { cairo_scaled_font_destroy(run.font) }
                return nil
            }
            let glyphString = run.glyphs.pointee
            var glyphs: [cairo_glyph_t] = []
            glyphs.reserveCapacity(Int(glyphString.num_glyphs))
            for index in 0..<Int(glyphString.num_glyphs) {
                let info = glyphString.glyphs[index]
                let geometry = info.geometry
                if info.glyph != PANGO_GLYPH_EMPTY {
                    glyphs.append(cairo_glyph_t(index: UInt(info.glyph), x: x + Double(geometry.x_offset) / Double(PANGO_SCALE),
                                                y: baseline + Double(geometry.y_offset) / Double(PANGO_SCALE)))
                }
                x += Double(geometry.width) / Double(PANGO_SCALE)
            }
            runs.append(Run(font: cairo_scaled_font_reference(scaled), glyphs: glyphs))
        }
        return runs
    }
}
