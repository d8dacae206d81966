import CCairo
import ClockworkCore

/// Text measured in points by Pango, in one font: how a pixel target in points
/// (``PixelUnits/points(scale:)``) lays text out, as ``PointTextPainter`` will draw it.
///
/// Widths are Pango's logical widths (shaped, kerned, with fontconfig's fallbacks) as the
/// screen draws them at its scale, rounded up to whole points, and lines are as tall as
/// SwiftUI's for the font's size (``PangoTextMeasures/leading(ofSize:)``), or the font's
/// own line height where that is taller. Each font's measure remembers the widths it gave, up to 256 strings and
/// every character asked, so layout measures a text once however often it is proposed
/// sizes; a panel's changing figures, each measured once, do not pile up.
@MainActor
struct PangoTextMeasure: TextMeasure {
    private let fonts: PangoTextMeasures
    private let face: MeasuredFace

    fileprivate init(fonts: PangoTextMeasures, face: MeasuredFace) {
        self.fonts = fonts
        self.face = face
    }

    var lineHeight: Double { face.lineHeight }

    var baseline: Double { face.baseline }

    var measuresFonts: Bool { true }

    func measure(for font: Font?) -> any TextMeasure { fonts.measure(for: font) }

    func width(of text: String) -> Double {
        if let known = face.widths[text] { return known }
        let width = monospacedWidth(of: text) ?? fonts.measureWidth(of: text.streamSafe, in: face.font)
        if face.widths.count >= MeasuredFace.rememberedStrings { face.widths.removeAll(keepingCapacity: true) }
        face.widths[text] = width
        return width
    }

    /// In a monospaced font, text of characters one cell wide: that many advances, as
    /// ``PointTextPainter`` places them (and as Pango lays them out); `nil` otherwise.
    private func monospacedWidth(of text: String) -> Double? {
        guard let advance = face.monospacedAdvance else { return nil }
        var count = 0
        for scalar in text.unicodeScalars {
            guard CellTextMeasure.isSimple(scalar) else { return nil }
            count += 1
        }
        return (Double(count) * advance).rounded(.up)
    }

    func width(of character: Character) -> Double {
        if let known = face.characterWidths[character] { return known }
        let width = fonts.measureWidth(of: String(character).streamSafe, in: face.font)
        face.characterWidths[character] = width
        return width
    }
}

/// What is known of one font: the font, its line height and the widths measured.
@MainActor
private final class MeasuredFace {
    static let rememberedStrings = 256
    let font: Font
    let lineHeight: Double
    /// How far below a line's top the font's baseline lies, the font's own line centred in
    /// the line's height as ``PointTextPainter`` draws it.
    let baseline: Double
    /// A monospaced font's one advance in points (a digit's); `nil` for other fonts.
    let monospacedAdvance: Double?
    var widths: [String: Double] = [:]
    var characterWidths: [Character: Double] = [:]

    init(font: Font, lineHeight: Double, baseline: Double, monospacedAdvance: Double?) {
        self.font = font
        self.lineHeight = lineHeight
        self.baseline = baseline
        self.monospacedAdvance = monospacedAdvance
    }
}

/// The measures of every font a target's text uses, measured at the target's scale and
/// given in points, from the lines the painter draws (``ShapedLines``): a text measured
/// for layout is drawn without being shaped again.
@MainActor
final class PangoTextMeasures {
    private let lines: ShapedLines
    private var faces: [Font: MeasuredFace] = [:]

    /// Measures of the text `lines` shapes.
    init(lines: ShapedLines) {
        self.lines = lines
    }

    /// The measure of text in `font` (`nil`: the body font).
    func measure(for font: Font?) -> PangoTextMeasure {
        let font = font ?? .body
        if let face = faces[font] { return PangoTextMeasure(fonts: self, face: face) }
        let metrics = pango_context_get_metrics(lines.context, lines.fonts.description(for: font), nil)
        let points = { (units: Int32) in Double(units) / Double(PANGO_SCALE) / self.lines.fonts.scale }
        let own = points(pango_font_metrics_get_height(metrics))
        let ascent = points(pango_font_metrics_get_ascent(metrics)), descent = points(pango_font_metrics_get_descent(metrics))
        pango_font_metrics_unref(metrics)
        let lineHeight = max(max(own, Self.leading(ofSize: font.size)).rounded(.up), 1)
        let advance = font.design == .monospaced ? advance(of: "0", in: font) : nil
        let face = MeasuredFace(font: font, lineHeight: lineHeight, baseline: (lineHeight - ascent - descent) / 2 + ascent,
                                monospacedAdvance: advance)
        faces[font] = face
        return PangoTextMeasure(fonts: self, face: face)
    }

    /// The line height SwiftUI gives text of `size` points: the leading Apple's Human
    /// Interface Guidelines give each text style's size (body 17 on 22, large title 34 on
    /// 41, caption 2 11 on 13), and between and beyond them 1.2 times the size and 1.6
    /// points, rounded. Lines are at least this tall (a font whose own line is taller keeps it).
    static func leading(ofSize size: Double) -> Double {
        let styles: [Double: Double] = [34: 41, 28: 34, 22: 28, 20: 25, 17: 22, 16: 21, 15: 20, 13: 18, 12: 16, 11: 13]
        return styles[size] ?? (size * 1.2 + 1.6).rounded()
    }

    /// The layout metrics of text in points: SwiftUI's defaults, and controls drawn in
    /// cells of a body digit's width and a body line's height.
    var layoutMetrics: LayoutMetrics {
        let body = measure(for: nil)
        return .points(cell: Size(width: body.width(of: "0"), height: body.lineHeight))
    }

    /// `text`'s logical width in `font`, in points rounded up to whole ones.
    fileprivate func measureWidth(of text: String, in font: Font) -> Double {
        advance(of: text, in: font).rounded(.up)
    }

    /// `text`'s logical width in `font`, in points.
    private func advance(of text: String, in font: Font) -> Double {
        lines.line(text, font: font).width / lines.fonts.scale
    }
}
