/// How a framebuffer stores a pixel: what Linux framebuffers offer for color screens.
public enum PixelFormat: String, Sendable, CaseIterable {
    /// 32 bits a pixel, `0xXXRRGGBB` in native (little-endian) order: the byte layout of
    /// Cairo's own surfaces, so a row copies as it is.
    case xrgb8888
    /// 16 bits a pixel, 5 of red, 6 of green, 5 of blue: the usual format of small panels.
    case rgb565

    /// Bytes a pixel.
    public var bytesPerPixel: Int {
        switch self {
        case .xrgb8888: 4
        case .rgb565: 2
        }
    }

    /// Writes `count` pixels of a Cairo ARGB32 row (opaque) from `source` to `destination`
    /// in this format.
    func convert(_ source: UnsafePointer<UInt32>, to destination: UnsafeMutableRawPointer, count: Int) {
        // Safe: callers pass rows holding at least `count` pixels each, in source and in
        // destination (`Framebuffer.copy` clips the rectangle to both images first).
        switch self {
        case .xrgb8888:
            destination.copyMemory(from: source, byteCount: count * 4)
        case .rgb565:
            let target = destination.assumingMemoryBound(to: UInt16.self)
            for index in 0..<count {
                let pixel = source[index]
                let red = (pixel >> 19) & 0x1F, green = (pixel >> 10) & 0x3F, blue = (pixel >> 3) & 0x1F
                target[index] = UInt16(truncatingIfNeeded: red << 11 | green << 5 | blue)
            }
        }
    }

    /// The color at `offset` of a row in this format, as 8-bit red, green and blue (what
    /// tests read back).
    public func color(in row: UnsafeRawBufferPointer, at x: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        switch self {
        case .xrgb8888:
            let pixel = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            return (UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8), UInt8(truncatingIfNeeded: pixel))
        case .rgb565:
            let pixel = UInt32(row.loadUnaligned(fromByteOffset: x * 2, as: UInt16.self))
            let red = (pixel >> 11) & 0x1F, green = (pixel >> 5) & 0x3F, blue = pixel & 0x1F
            return (UInt8(red << 3 | red >> 2), UInt8(green << 2 | green >> 4), UInt8(blue << 3 | blue >> 2))
        }
    }
}
