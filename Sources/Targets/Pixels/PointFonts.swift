import CCairo
import ClockworkCore

/// Pango font descriptions of fonts in points, made once each, sized for a number of
/// pixels per point: the families of Debian's fonts-dejavu-core by design (DejaVu Sans,
/// Serif and Sans Mono), weights and slants as the font says, and fontconfig's fallbacks
/// (Noto Sans CJK for Chinese and Japanese) behind them.
@MainActor
final class PointFonts {
    /// Pixels per point the descriptions are sized for.
    let scale: Double
    /// Descriptions by font (Pango's objects, freed in deinit).
    private var made: [Font: OpaquePointer] = [:]

    init(scale: Double) {
        self.scale = scale
    }

    isolated deinit {
        for description in made.values { pango_font_description_free(description) }
    }

    /// The family fontconfig is asked for a design.
    static func family(for design: Font.Design) -> String {
        switch design {
        case .default, .rounded: "DejaVu Sans"
        case .serif: "DejaVu Serif"
        case .monospaced: "DejaVu Sans Mono"
        }
    }

    /// The description of `font` (`nil`: the body font) at this scale.
    func description(for font: Font?) -> OpaquePointer {
        let font = font ?? .body
        if let description = made[font] { return description }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, Self.family(for: font.design))
        pango_font_description_set_absolute_size(description, font.size * scale * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.value)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        made[font] = description
        return description
    }

    /// Throws, naming the package to install, unless fontconfig gives `family` itself for it
    /// in `context` (not a substitute, which would neither keep to the grid nor look as
    /// measured).
    static func require(_ family: String, in context: OpaquePointer) throws {
        let asked = pango_font_description_new()
        pango_font_description_set_family(asked, family)
        pango_font_description_set_absolute_size(asked, 12 * Double(PANGO_SCALE))
        let loaded = pango_context_load_font(context, asked)
        pango_font_description_free(asked)
        let offered = loaded.map { font in
            let described = pango_font_describe(font)
            defer { pango_font_description_free(described) }
            return pango_font_description_get_family(described).map { String(cString: $0) } ?? ""
        }
        if let loaded { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        guard offered == family else {
            throw PixelError(description: "the font \(family) is not installed (fontconfig offers \(offered.map { "\"\($0)\"" } ?? "no font")); install fonts-dejavu-core (Tools/scripts/setup.sh does)")
        }
    }

    /// Gives `context` the font options of the screen: hinted metrics, glyphs on whole
    /// pixels (a run of block characters shows no seams). The measure and the painter both
    /// use them at the same scale, so text is as wide laid out as drawn.
    static func useScreenMetrics(in context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_ON)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 1)
    }
}
