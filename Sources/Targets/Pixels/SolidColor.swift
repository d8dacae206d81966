import ClockworkCore

/// One color as the canvas's pixels hold it (Cairo's ARGB32, premultiplied), laid over
/// them at a coverage: what ``SolidFill``, ``SolidStroke`` and ``GlyphPainter`` write
/// straight into an image.
///
/// The color is held as pixman holds a solid color Cairo hands it (premultiplied in 16
/// bits a channel, rounded, then the top 8 bits), and laid over a pixel with pixman's
/// integer arithmetic: a pixel costs two multiplications of four channels, no floating
/// point.
struct SolidColor {
    /// The color, premultiplied, 8 bits a channel.
    let pixel: UInt32

    /// `color` in sRGB, premultiplied.
    init(_ color: Color) {
        let (red, green, blue, alpha) = color.sRGB
        let opacity = unit(alpha)
        let level = { (value: Double) -> UInt32 in UInt32(value * 65535 + 0.5) >> 8 }
        pixel = level(opacity) << 24 | level(unit(red) * opacity) << 16 | level(unit(green) * opacity) << 8 | level(unit(blue) * opacity)
    }

    /// Whether the color covers what lies under it where it covers a pixel wholly.
    var isOpaque: Bool { pixel >> 24 == 0xFF }

    /// `coverage` (0–1) as a level of 0–255, to the nearest.
    static func level(_ coverage: Double) -> UInt32 {
        UInt32(unit(coverage) * 255 + 0.5)
    }

    /// The color at `level` (0–255) of coverage, premultiplied.
    func covering(_ level: UInt32) -> UInt32 {
        level >= 0xFF ? pixel : multiply(pixel, by: level)
    }

    /// The color at `coverage` (0–1), premultiplied, as an ARGB32 pixel.
    func packed(coverage: Double) -> UInt32 {
        covering(Self.level(coverage))
    }

    /// The color at `coverage` (0–1) over the pixel at `pixel`.
    func blend(_ pixel: UnsafeMutablePointer<UInt32>, coverage: Double) {
        blend(pixel, level: Self.level(coverage))
    }

    /// The color at `level` (0–255) of coverage over the pixel at `pixel`.
    func blend(_ pixel: UnsafeMutablePointer<UInt32>, level: UInt32) {
        guard level > 0 else { return }
        let source = covering(level)
        pixel.pointee = source >> 24 == 0xFF ? source : over(source, pixel.pointee)
    }
}

/// Each 8-bit channel of `pixel` times `level` / 255, rounded as pixman rounds.
func multiply(_ pixel: UInt32, by level: UInt32) -> UInt32 {
    var low = (pixel & 0x00FF_00FF) &* level &+ 0x0080_0080
    low = ((low &+ ((low >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var high = ((pixel >> 8) & 0x00FF_00FF) &* level &+ 0x0080_0080
    high = (high &+ ((high >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return low | high
}

/// Premultiplied `source` over `destination`, as pixman: each channel of the source plus
/// the destination's times what the source leaves uncovered. (Premultiplied, the sum never
/// passes 255, so pixman's saturation never acts.)
func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
    source &+ multiply(destination, by: 0xFF - source >> 24)
}

private func unit(_ value: Double) -> Double { min(max(value, 0), 1) }
