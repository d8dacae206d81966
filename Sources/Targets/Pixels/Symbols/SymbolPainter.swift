import CCairo
import ClockworkCore
import Logging

/// SF Symbols' names drawn in points from the Phosphor icon font (``SymbolTable``).
///
/// A symbol's frame is the box its drawing fills: the icon is sized so that Phosphor's
/// drawing area (3/4 of its em) spans the frame's longer side, shrunk until its ink
/// fits the frame (a chevron in a narrow box is as tall as the box), and its ink is
/// centred in the frame; a name drawn as two icons has each in half the frame's height,
/// one above the other. The font's weight picks the face (``PhosphorGlyph``), a `fill`
/// part the filled one. A form Phosphor does not draw is composed: the icon at 11/20 of
/// its size inside Phosphor's circle or square (cut out of a filled one), or a slash across
/// it with a gap cut beside it. A name the table lacks draws SF's placeholder symbol and
/// is logged once.
///
/// Cost: two Cairo text extents and one glyph shown per icon (three for a composed one),
/// drawn through Cairo with the source the canvas set; fonts are Cairo's toy faces, made
/// once.
@MainActor
final class SymbolPainter {
    /// The part of Phosphor's em its icons' drawing area spans: 192 of 256 units, where
    /// its circle's ink lies (measured with Cairo's extents).
    static let drawingArea = 12.0 / 16
    /// The size of an icon composed inside an enclosure, against the enclosure's.
    static let enclosedScale = 11.0 / 20

    private let context: OpaquePointer
    /// Phosphor's face (Cairo's toy face, resolved by fontconfig; freed in deinit).
    private let face: OpaquePointer
    private let logger = Logger(label: "clockwork.symbols")
    private var loggedNames: Set<String> = []

    /// A painter into `context`; `nil` when fontconfig, asked through `pango`, has no
    /// Phosphor (Tools/scripts/setup.sh installs it), and symbols are drawn as glyphs of
    /// the text fonts instead.
    init?(context: OpaquePointer, pango: OpaquePointer) {
        guard PointFonts.isInstalled("Phosphor", in: pango) else { return nil }
        self.context = context
        face = cairo_toy_font_face_create("Phosphor", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    }

    isolated deinit {
        cairo_font_face_destroy(face)
    }

    /// Draws the symbol `name` over `frame` (pixels) in the source set, in `font`'s weight.
    func draw(_ name: String, in frame: PixelFrame, font: Font?) {
        let weight = font?.weight ?? .regular
        let drawing = SymbolTable.drawing(for: name) ?? placeholder(for: name)
        var em = max(frame.width, frame.height) / Self.drawingArea
        guard em > 0, frame.width > 0, frame.height > 0 else { return }
        let centre = (x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
        cairo_save(context)
        cairo_set_font_face(context, face)
        if let below = drawing.below {
            // Two icons one above the other, each sized for half the frame.
            let half = min(frame.width, frame.height / 2) / Self.drawingArea
            show(drawing.glyph.codePoint(weight: weight, isFilled: drawing.isFilled), size: half, at: (centre.x, frame.y + frame.height * 0.3))
            show(below.codePoint(weight: weight, isFilled: drawing.isFilled), size: half, at: (centre.x, frame.y + frame.height * 0.7))
            cairo_restore(context)
            return
        }
        let ink = extents(of: (drawing.enclosure == nil ? drawing.glyph : SymbolTable.circle).codePoint(weight: weight, isFilled: drawing.isFilled), size: em)
        if ink.width > frame.width || ink.height > frame.height {
            em *= min(frame.width / ink.width, frame.height / ink.height)
        }
        guard drawing.enclosure != nil || drawing.isSlashed else {
            show(drawing.glyph.codePoint(weight: weight, isFilled: drawing.isFilled), size: em, at: centre)
            cairo_restore(context)
            return
        }
        cairo_push_group(context)
        var iconSize = em
        if let enclosure = drawing.enclosure {
            let shape = enclosure == .circle ? SymbolTable.circle : SymbolTable.square
            show(shape.codePoint(weight: weight, isFilled: drawing.isFilled), size: em, at: centre)
            iconSize = em * Self.enclosedScale
            if drawing.isFilled { cairo_set_operator(context, CAIRO_OPERATOR_DEST_OUT) }
        }
        show(drawing.glyph.codePoint(weight: weight, isFilled: drawing.isFilled), size: iconSize, at: centre)
        if drawing.isSlashed { slash(across: iconSize * Self.drawingArea, at: centre, weight: weight, cutsOut: drawing.isFilled && drawing.enclosure != nil) }
        cairo_pop_group_to_source(context)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// The ink extents of the glyph `codePoint` at `size` pixels to the em.
    private func extents(of codePoint: UInt32, size: Double) -> cairo_text_extents_t {
        var extents = cairo_text_extents_t()
        guard let scalar = Unicode.Scalar(codePoint) else { return extents }
        cairo_set_font_size(context, size)
        cairo_text_extents(context, String(Character(scalar)), &extents)
        return extents
    }

    /// Shows the glyph `codePoint` at `size` pixels to the em, its ink centred on `centre`.
    private func show(_ codePoint: UInt32, size: Double, at centre: (x: Double, y: Double)) {
        guard let scalar = Unicode.Scalar(codePoint) else { return }
        cairo_set_font_size(context, size)
        let text = String(Character(scalar))
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        cairo_move_to(context, centre.x - extents.x_bearing - extents.width / 2, centre.y - extents.y_bearing - extents.height / 2)
        cairo_show_text(context, text)
    }

    /// A slash from the top left to the bottom right of a square `side` pixels wide about
    /// `centre`, as thick as the face's strokes, with a gap of that width cut out beside it
    /// (or, on a filled enclosure, cut out itself).
    private func slash(across side: Double, at centre: (x: Double, y: Double), weight: Font.Weight, cutsOut: Bool) {
        let width = side * (weight.value >= 600 ? 0.11 : 0.075)
        let half = side / 2
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_move_to(context, centre.x - half, centre.y - half)
        cairo_line_to(context, centre.x + half, centre.y + half)
        cairo_set_operator(context, CAIRO_OPERATOR_DEST_OUT)
        if !cutsOut {
            cairo_set_line_width(context, width * 3)
            cairo_stroke_preserve(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        }
        cairo_set_line_width(context, width)
        cairo_stroke(context)
    }

    /// SF's placeholder, logging `name` the first time it is asked for.
    private func placeholder(for name: String) -> SymbolDrawing {
        if loggedNames.insert(name).inserted {
            logger.warning("no symbol named \(name) (Tools/symbols/sf-symbols.tsv lists those drawn); it draws a placeholder")
        }
        return SymbolDrawing(glyph: SymbolTable.placeholder, isFilled: false, enclosure: nil, isSlashed: false)
    }
}
