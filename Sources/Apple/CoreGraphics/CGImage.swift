import Foundation

/// A bitmap image, as CoreGraphics keeps one: what `ImageRenderer.cgImage` makes and
/// `Image(_:scale:label:)` shows.
///
/// Clockwork keeps the bitmap as the PNG file the pixel target drew (8-bit RGBA, straight
/// alpha): ``pngData`` is those bytes, and every target that draws images reads them.
public final class CGImage: Sendable {
    /// The image's width in pixels.
    public let width: Int
    /// The image's height in pixels.
    public let height: Int
    /// The PNG file's bytes.
    public let pngData: Data

    /// Bits in one of a pixel's components: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits in one pixel: 32 (red, green, blue, alpha).
    public var bitsPerPixel: Int { 32 }
    /// Bytes in one row of pixels.
    public var bytesPerRow: Int { width * 4 }

    /// The image in `pngData`, a PNG file's bytes; `nil` when they are not one (the size
    /// is read from the file's header).
    public init?(pngData: Data) {
        let bytes = [UInt8](pngData.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = word(16)
        height = word(20)
        guard width > 0, height > 0 else { return nil }
        self.pngData = pngData
    }
}
