import CCairo
import ClockworkCore

/// Pango font descriptions of fonts in points, made once each, sized for a number of
/// pixels per point.
///
/// The system font is Roboto (Debian's fonts-roboto) where it is installed: of the open
/// faces Debian packages, its widths come closest to SF Pro's at SwiftUI's text sizes (a
/// line of body text within 1 % of the width SwiftUI draws, where DejaVu Sans is 13 %
/// wider and Inter 7 %; docs/FIDELITY.md), so lines break where SwiftUI breaks them.
/// DejaVu Sans (fonts-dejavu-core) stands in without it. Serif and monospaced text are
/// DejaVu Serif and DejaVu Sans Mono; fontconfig's fallbacks (Noto Sans CJK, Noto Color
/// Emoji) draw what these fonts lack.
@MainActor
final class PointFonts {
    /// The faces the system font is, the first installed one: Roboto, then DejaVu Sans.
    static let systemFamilies = ["Roboto", "DejaVu Sans"]

    /// Pixels per point the descriptions are sized for.
    let scale: Double
    /// The system font's family on this machine (one of ``systemFamilies``).
    let systemFamily: String
    /// Descriptions by font (Pango's objects, freed in deinit).
    private var made: [Font: OpaquePointer] = [:]

    /// The fonts of a screen of `scale` pixels per point, the system face found through
    /// `context`; throws, naming the packages to install, when neither face is installed.
    init(scale: Double, in context: OpaquePointer) throws {
        self.scale = scale
        guard let family = Self.systemFamilies.first(where: { Self.isInstalled($0, in: context) }) else {
            throw PixelError(description: "neither Roboto nor DejaVu Sans is installed; install fonts-roboto or fonts-dejavu-core (Tools/scripts/setup.sh does)")
        }
        systemFamily = family
    }

    isolated deinit {
        for description in made.values { pango_font_description_free(description) }
    }

    /// The family fontconfig is asked for a design.
    func family(for design: Font.Design) -> String {
        switch design {
        case .default, .rounded: systemFamily
        case .serif: "DejaVu Serif"
        case .monospaced: "DejaVu Sans Mono"
        }
    }

    /// The weight asked of fontconfig for `weight` in `family`: SF's semibold is drawn in
    /// Roboto's medium, the face whose stems match it (Roboto has no 600, and fontconfig
    /// would give its bold).
    static func shownWeight(_ weight: Font.Weight, in family: String) -> Int {
        family == "Roboto" && weight == .semibold ? 500 : weight.value
    }

    /// The description of `font` (`nil`: the body font) at this scale.
    func description(for font: Font?) -> OpaquePointer {
        let font = font ?? .body
        if let description = made[font] { return description }
        let description = pango_font_description_new()!
        let family = family(for: font.design)
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, font.size * scale * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(Self.shownWeight(font.weight, in: family))))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        made[font] = description
        return description
    }

    /// Whether fontconfig gives `family` itself for it in `context` (not a substitute,
    /// which would neither keep to the grid nor look as measured).
    static func isInstalled(_ family: String, in context: OpaquePointer) -> Bool {
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
        return offered == family
    }

    /// Throws, naming the package to install, unless `family` is installed (``isInstalled(_:in:)``).
    static func require(_ family: String, package: String, in context: OpaquePointer) throws {
        guard isInstalled(family, in: context) else {
            throw PixelError(description: "the font \(family) is not installed; install \(package) (Tools/scripts/setup.sh does)")
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
