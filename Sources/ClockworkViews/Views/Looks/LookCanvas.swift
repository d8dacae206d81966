@_spi(Machinery) import ClockworkCore

/// Where a built-in control draws its look: the display list being built, the paint the
/// modifiers above it set, and the medium the target draws in.
///
/// A control's look is made here, once, of the display list's primitives — glyphs as text
/// in a terminal's cells, shapes in pixels — so no render target draws a control of its
/// own, and a new control touches no target.
struct LookCanvas {
    /// The paint handed down to the control.
    let paint: Paint
    /// The target's lengths: a cell of a control's geometry, and the medium.
    let metrics: LayoutMetrics
    /// The runs of glyphs the graph's looks made last.
    let runs: GlyphRuns

    @MainActor init(paint: Paint, graph: ViewGraph) {
        self.paint = paint
        metrics = graph.layoutMetrics
        runs = graph.glyphRuns
    }

    /// The size of a device pixel in layout units, when the target draws pixels.
    var pixel: Size? {
        if case .pixels(let pixel) = metrics.medium { return pixel }
        return nil
    }

    /// The paint's foreground: the primary content color when no modifier chose one.
    var foreground: PaintStyle { paint.foreground ?? .hierarchical(.primary) }

    /// A part of the look in `frame` and `style` (the paint's foreground when `nil`),
    /// with no font: a look's glyphs and shapes are not text the font styles.
    func item(_ primitive: DisplayItem.Primitive, in frame: Rect, style: PaintStyle? = nil) -> DisplayItem {
        paint.item(primitive, in: frame, foreground: style ?? paint.foreground, font: nil)
    }

    /// `glyphs`, `cells` cells of them, from `offset` cells right of `frame`'s origin.
    func glyphs(_ glyphs: String, cells: Int, in frame: Rect, atCell offset: Int = 0, style: PaintStyle? = nil) -> DisplayItem {
        let cell = metrics.cell
        let shown = Rect(x: frame.minX + Double(offset) * cell.width, y: frame.minY, width: Double(cells) * cell.width, height: cell.height)
        return item(.text(glyphs), in: shown, style: style)
    }

    /// `count` of `glyph` in a row, from `offset` cells right of `frame`'s origin.
    func run(of glyph: Unicode.Scalar, count: Int, in frame: Rect, atCell offset: Int = 0, style: PaintStyle? = nil) -> DisplayItem {
        glyphs(runs.string(repeating: glyph, count: count), cells: count, in: frame, atCell: offset, style: style)
    }

    /// `shape` filled in `style` over `frame`.
    func fill(_ shape: ShapeOutline, in frame: Rect, style: PaintStyle, eoFill: Bool = false) -> DisplayItem {
        item(.shape(shape, .fill(style, eoFill: eoFill)), in: frame)
    }

    /// The color `style` has at `point` of `frame`: a gradient sampled there, so a knob
    /// or a single glyph shows the tint of where it is along its track.
    func style(_ style: PaintStyle, at point: Point, in frame: Rect) -> PaintStyle {
        guard style.isGradient, let color = style.color(at: point, in: frame) else { return style }
        return .color(color)
    }

    /// The color of a track or an outline (a switch that is off, a meter's empty part).
    static let track = PaintStyle.hierarchical(.quaternary)
    /// The color of what is drawn dimmed in cells (a meter's empty part, a placeholder).
    static let dimmed = PaintStyle.hierarchical(.tertiary)
}
