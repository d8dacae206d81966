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
    /// The color, premultiplied by its alpha, 0–255 a channel, and its alpha 0–1.
    let red: Double, green: Double, blue: Double, alpha: Double

    /// A fill of `frame` (device pixels) with corners of `radius`, in `color`.
    init(frame: PixelFrame, radius: Double, color: Color) {
        left = frame.x
        top = frame.y
        right = frame.x + frame.width
        bottom = frame.y + frame.height
        self.radius = min(max(radius, 0), frame.width / 2, frame.height / 2)
        let (r, g, b, a) = color.sRGB
        alpha = min(max(a, 0), 1)
        red = min(max(r, 0), 1) * alpha * 255
        green = min(max(g, 0), 1) * alpha * 255
        blue = min(max(b, 0), 1) * alpha * 255
    }

    /// Blends the shape over the pixels of `image` (Cairo's ARGB32, premultiplied, `stride`
    /// bytes a row) inside `clip`.
    func draw(into image: UnsafeMutableRawPointer, stride: Int, clip: PixelRect) {
        let minX = max(Int(left.rounded(.down)), clip.x), maxX = min(Int(right.rounded(.up)), clip.x + clip.width)
        let minY = max(Int(top.rounded(.down)), clip.y), maxY = min(Int(bottom.rounded(.up)), clip.y + clip.height)
        guard minX < maxX, minY < maxY, alpha > 0 else { return }
        // Columns wholly between the round ends: covered from the top edge to the bottom.
        let innerLeft = min(max(Int((left + radius).rounded(.up)), minX), maxX)
        let innerRight = max(min(Int((right - radius).rounded(.down)), maxX), innerLeft)
        for y in minY..<maxY {
            // Safe: 0 ≤ y < the image's height and every x below lies in 0..<width (the clip is inside the image).
            let row = (image + y * stride).assumingMemoryBound(to: UInt32.self)
            let rowCoverage = overlap(Double(y), top, bottom)
            for x in minX..<innerLeft { blend(row + x, coverage: coverage(x: x, y: y, rowCoverage: rowCoverage)) }
            if rowCoverage >= 1, alpha >= 1 {
                let pixel = packed(coverage: 1)
                for x in innerLeft..<innerRight { row[x] = pixel }
            } else {
                for x in innerLeft..<innerRight { blend(row + x, coverage: rowCoverage) }
            }
            for x in innerRight..<maxX { blend(row + x, coverage: coverage(x: x, y: y, rowCoverage: rowCoverage)) }
        }
    }

    /// How much of pixel (`x`, `y`) the shape covers, 0–1.
    private func coverage(x: Int, y: Int, rowCoverage: Double) -> Double {
        let straight = overlap(Double(x), left, right) * rowCoverage
        let (centerX, centerY) = (Double(x) + 0.5, Double(y) + 0.5)
        let cornerX = centerX < left + radius ? left + radius : centerX > right - radius ? right - radius : nil
        let cornerY = centerY < top + radius ? top + radius : centerY > bottom - radius ? bottom - radius : nil
        guard let cornerX, let cornerY else { return straight }
        let distance = ((centerX - cornerX) * (centerX - cornerX) + (centerY - cornerY) * (centerY - cornerY)).squareRoot()
        return min(min(max(radius - distance + 0.5, 0), 1), straight)
    }

    /// The color at `coverage`, premultiplied, as an ARGB32 pixel.
    private func packed(coverage: Double) -> UInt32 {
        let a = UInt32((alpha * coverage * 255).rounded()), r = UInt32((red * coverage).rounded())
        let g = UInt32((green * coverage).rounded()), b = UInt32((blue * coverage).rounded())
        return a << 24 | r << 16 | g << 8 | b
    }

    /// The color at `coverage` over the pixel at `pixel` (Porter–Duff over, premultiplied).
    private func blend(_ pixel: UnsafeMutablePointer<UInt32>, coverage: Double) {
        guard coverage > 0 else { return }
        let keep = 1 - alpha * coverage
        let old = pixel.pointee
        let channel = { (shift: UInt32, source: Double) -> UInt32 in
            UInt32(min(source * coverage + Double((old >> shift) & 0xFF) * keep, 255).rounded()) << shift
        }
        pixel.pointee = channel(24, alpha * 255) | channel(16, red) | channel(8, green) | channel(0, blue)
    }

    /// How much of the pixel from `start` to `start + 1` lies between `low` and `high`.
    private func overlap(_ start: Double, _ low: Double, _ high: Double) -> Double {
        max(min(start + 1, high) - max(start, low), 0)
    }
}
