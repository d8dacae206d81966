import ClockworkCore

/// How a canvas draws a line of text: on the cell grid (``CellTextPainter``) or in points
/// (``PointTextPainter``).
@MainActor
protocol TextPainting: AnyObject {
    /// Draws `text` from the left of `frame` (pixels), one line, in `font`, with the source
    /// already set; `isUpright` when no transform is in force.
    func draw(_ text: String, in frame: PixelFrame, font: Font?, isUpright: Bool)
    /// How many characters of `text` no installed font has a glyph for (drawn as boxes).
    func missingGlyphs(in text: String, font: Font?) -> Int
}
