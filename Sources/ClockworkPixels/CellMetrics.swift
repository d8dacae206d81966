import CCairo
import ClockworkCore

/// The size of a layout unit in pixels. Clockwork lays views out in cells (the terminal's
/// units: a line of text is one unit high, a character one or two wide), so a pixel
/// target draws each unit as a cell of `width` × `height` pixels, in a monospaced font
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

    /// The pixels `rect` (in units) covers, widened to whole pixels.
    func pixels(of rect: Rect) -> PixelRect {
        let minX = (rect.minX * width).rounded(.down), minY = (rect.minY * height).rounded(.down)
        let maxX = (rect.maxX * width).rounded(.up), maxY = (rect.maxY * height).rounded(.up)
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let clamp = { (value: Double) in Int(min(max(value, -1e9), 1e9)) }
        return PixelRect(x: clamp(minX), y: clamp(minY), width: max(clamp(maxX) - clamp(minX), 0), height: max(clamp(maxY) - clamp(minY), 0))
    }
}
