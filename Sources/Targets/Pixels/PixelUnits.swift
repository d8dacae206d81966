import ClockworkCore

/// What a pixel target lays views out in.
public enum PixelUnits: Equatable, Sendable {
    /// A terminal's cells, each `CellMetrics` pixels: the layout a terminal shows, every
    /// character a cell of one monospaced font. For panels written for both a terminal and
    /// a screen.
    case cells(CellMetrics)
    /// Points, `scale` pixels each (2 on a dense screen): SwiftUI's units. Text takes its
    /// font's size (`.font(.title)` is 28 points), measured and shaped by Pango, and the
    /// built-in views' defaults are SwiftUI's (`LayoutMetrics.points(cell:)`).
    case points(scale: Double)

    /// Cells of 10 × 20 pixels.
    public static let standardCells = PixelUnits.cells(.standard())
}
