import CCairo
import ClockworkCore

/// The size of a cell in pixels, for a pixel target laid out in a terminal's cells
/// (``PixelUnits/cells(_:)``: a line of text is one unit high, a character one or two
/// wide): each unit is drawn as a cell of `width` × `height` pixels, in a monospaced font
/// whose characters are one cell wide.
public struct CellMetrics: Equatable, Sendable {
    /// A cell's width and height in pixels.
    public var width: Double, height: Double

    /// Cells of `width` × `height` pixels.
    public init(width: Double, height: Double) {
        precondition(width >= 2 && height >= 4, "cells of \(width)x\(height) pixels are too small to draw text in")
        self.width = width
        self.height = height
    }

    /// 10 × 20 pixels at `scale` 1 (an 80 × 24 panel fills 800 × 480), times `scale` on
    /// denser screens.
    public static func standard(scale: Double = 1) -> CellMetrics {
        CellMetrics(width: 10 * scale, height: 20 * scale)
    }
}
