import ClockworkCore

/// One color as the canvas's pixels hold it (Cairo's ARGB32, premultiplied), laid over
/// them at a coverage: what ``SolidFill`` and ``SolidStroke`` write straight into an image.
struct SolidColor {
    /// The color, premultiplied by its alpha, 0–255 a channel, and its alpha 0–1.
    let red: Double, green: Double, blue: Double, alpha: Double

    /// `color` in sRGB, premultiplied.
    init(_ color: Color) {
        let (r, g, b, a) = color.sRGB
        alpha = min(max(a, 0), 1)
        red = min(max(r, 0), 1) * alpha * 255
        green = min(max(g, 0), 1) * alpha * 255
        blue = min(max(b, 0), 1) * alpha * 255
    }

    /// Whether the color covers what lies under it where it covers a pixel wholly.
    var isOpaque: Bool { alpha >= 1 }

    /// The color at `coverage`, premultiplied, as an ARGB32 pixel.
    func packed(coverage: Double) -> UInt32 {
        Self.level(alpha * coverage * 255) << 24 | Self.level(red * coverage) << 16 | Self.level(green * coverage) << 8
            | Self.level(blue * coverage)
    }

    /// The color at `coverage` over the pixel at `pixel` (Porter–Duff over, premultiplied).
    func blend(_ pixel: UnsafeMutablePointer<UInt32>, coverage: Double) {
        guard coverage > 0 else { return }
        let keep = 1 - alpha * coverage
        let old = pixel.pointee
        let channel = { (shift: UInt32, source: Double) -> UInt32 in
            Self.level(min(source * coverage + Double((old >> shift) & 0xFF) * keep, 255)) << shift
        }
        pixel.pointee = channel(24, alpha * 255) | channel(16, red) | channel(8, green) | channel(0, blue)
    }

    /// `value` (0–255) to the nearest level. Adding a half and truncating rounds as
    /// `rounded()` does for values that are never negative, without the call to libm's
    /// `round` that `rounded()` costs on x86-64's baseline instructions (a fifth of a
    /// blended pixel's time).
    private static func level(_ value: Double) -> UInt32 {
        UInt32(value + 0.5)
    }
}
