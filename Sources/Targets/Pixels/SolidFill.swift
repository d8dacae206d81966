import CCairo
import ClockworkCore

/// A rounded rectangle (a capsule, a gauge's bar and track, a switch's track) filled with
/// one color straight into the canvas's pixels, the way LVGL fills its rounded
/// rectangles: whole rows of the straight middle in one loop, and only the pixels of the
/// round ends given a coverage each.
///
/// Cairo fills the same shape through its general path rasterizer, whose cost is about
/// 40,000 instructions a fill however small the shape (a 300 × 9 pixel bar: 88,000); this
/// costs a few instructions a pixel. Coverage is exact along the straight edges and, in
/// the corners, the pixel centre's distance to the corner's circle, so edges look as
/// Cairo draws them to within a few levels.
struct SolidFill {
    /// The shape's edges in device pixels.
    let left: Double, top: Double, right: Double, bottom: Double
    /// The corners' radius in pixels (at most half the shorter side).
    let radius: Double
    /// The color, as the pixels hold it.
    let color: SolidColor

    /// A fill of `frame` (device pixels) with corners of `radius`, in `color`.
    init(frame: PixelFrame, radius: Double, color: SolidColor) {
        left = frame.x
        top = frame.y
        right = frame.x + frame.width
        bottom = frame.y + frame.height
        self.radius = min(max(radius, 0), frame.width / 2, frame.height / 2)
        self.color = color
    }

    /// Blends the shape over the pixels of `image` (Cairo's ARGB32, premultiplied, `stride`
    /// bytes a row) inside `clip`.
    func draw(into image: UnsafeMutableRawPointer, stride: Int, clip: PixelRect) {
        let minX = max(Int(left.rounded(.down)), clip.x), maxX = min(Int(right.rounded(.up)), clip.x + clip.width)
        let minY = max(Int(top.rounded(.down)), clip.y), maxY = min(Int(bottom.rounded(.up)), clip.y + clip.height)
        guard minX < maxX, minY < maxY, color.pixel >> 24 > 0 else { return }
        // Columns wholly between the round ends: covered from the top edge to the bottom.
        let innerLeft = min(max(Int((left + radius).rounded(.up)), minX), maxX)
        let innerRight = max(min(Int((right - radius).rounded(.down)), maxX), innerLeft)
        for y in minY..<maxY {
            // Safe: 0 ≤ y < the image's height and every x below lies in 0..<width (the clip is inside the image).
            let row = (image + y * stride).assumingMemoryBound(to: UInt32.self)
            let rowCoverage = pixelOverlap(Double(y), top, bottom)
            for x in minX..<innerLeft { color.blend(row + x, coverage: coverage(x: x, y: y, rowCoverage: rowCoverage)) }
            // The middle of the row: one coverage, so one source pixel for all of it.
            let source = color.packed(coverage: rowCoverage)
            if source >> 24 == 0xFF {
                for x in innerLeft..<innerRight { row[x] = source }
            } else if source != 0 {
                for x in innerLeft..<innerRight { row[x] = over(source, row[x]) }
            }
            for x in innerRight..<maxX { color.blend(row + x, coverage: coverage(x: x, y: y, rowCoverage: rowCoverage)) }
        }
    }

    /// How much of pixel (`x`, `y`) the shape covers, 0–1.
    private func coverage(x: Int, y: Int, rowCoverage: Double) -> Double {
        let straight = pixelOverlap(Double(x), left, right) * rowCoverage
        let (centerX, centerY) = (Double(x) + 0.5, Double(y) + 0.5)
        let cornerX = centerX < left + radius ? left + radius : centerX > right - radius ? right - radius : nil
        let cornerY = centerY < top + radius ? top + radius : centerY > bottom - radius ? bottom - radius : nil
        guard let cornerX, let cornerY else { return straight }
        let distance = ((centerX - cornerX) * (centerX - cornerX) + (centerY - cornerY) * (centerY - cornerY)).squareRoot()
        return min(min(max(radius - distance + 0.5, 0), 1), straight)
    }
}

/// How much of the pixel from `start` to `start + 1` lies between `low` and `high`.
func pixelOverlap(_ start: Double, _ low: Double, _ high: Double) -> Double {
    max(min(start + 1, high) - max(start, low), 0)
}
