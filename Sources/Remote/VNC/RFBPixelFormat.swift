/// How a VNC viewer wants pixels sent (RFB 3.8, section 7.4): bits per pixel, byte
/// order, and where red, green and blue sit in a pixel's value. Only true-colour formats
/// are served; a viewer asking for a colour map is refused.
public struct RFBPixelFormat: Equatable, Sendable {
    /// 8, 16 or 32.
    public var bitsPerPixel: Int
    /// The useful bits of a pixel.
    public var depth: Int
    /// Whether multi-byte pixels are sent most significant byte first.
    public var isBigEndian: Bool
    /// Each channel's largest value (255 for 8 bits).
    public var redMax: UInt32, greenMax: UInt32, blueMax: UInt32
    /// Each channel's shift in the pixel's value.
    public var redShift: UInt32, greenShift: UInt32, blueShift: UInt32

    /// What the server offers: 32 bits, 24 of them colour, little-endian, red in bits
    /// 16–23: Cairo's own pixels, so sending them in it copies them as they are.
    public static let native = RFBPixelFormat(bitsPerPixel: 32, depth: 24, isBigEndian: false,
                                              redMax: 255, greenMax: 255, blueMax: 255, redShift: 16, greenShift: 8, blueShift: 0)

    /// A format from its fields.
    public init(bitsPerPixel: Int, depth: Int, isBigEndian: Bool, redMax: UInt32, greenMax: UInt32, blueMax: UInt32,
                redShift: UInt32, greenShift: UInt32, blueShift: UInt32) {
        self.bitsPerPixel = bitsPerPixel
        self.depth = depth
        self.isBigEndian = isBigEndian
        self.redMax = redMax
        self.greenMax = greenMax
        self.blueMax = blueMax
        self.redShift = redShift
        self.greenShift = greenShift
        self.blueShift = blueShift
    }

    /// Reads the 16 bytes of a PIXEL_FORMAT; throws for a format that cannot be served.
    init(_ bytes: ArraySlice<UInt8>) throws(RFBProtocolError) {
        let b = Array(bytes)
        guard b.count == 16 else { throw RFBProtocolError("a pixel format is 16 bytes") }
        bitsPerPixel = Int(b[0])
        depth = Int(b[1])
        isBigEndian = b[2] != 0
        guard b[3] != 0 else { throw RFBProtocolError("colour-map pixel formats are not served; ask for true colour") }
        redMax = UInt32(b[4]) << 8 | UInt32(b[5])
        greenMax = UInt32(b[6]) << 8 | UInt32(b[7])
        blueMax = UInt32(b[8]) << 8 | UInt32(b[9])
        redShift = UInt32(b[10])
        greenShift = UInt32(b[11])
        blueShift = UInt32(b[12])
        guard [8, 16, 32].contains(bitsPerPixel) else { throw RFBProtocolError("\(bitsPerPixel) bits per pixel is not 8, 16 or 32") }
        for (max, shift) in [(redMax, redShift), (greenMax, greenShift), (blueMax, blueShift)] {
            guard max > 0, max <= 255, shift < 32, UInt64(max) << UInt64(shift) < 1 << UInt64(bitsPerPixel) else {
                throw RFBProtocolError("a colour channel (max \(max), shift \(shift)) does not fit \(bitsPerPixel)-bit pixels")
            }
        }
    }

    /// The 16 bytes of its PIXEL_FORMAT.
    var bytes: [UInt8] {
        [UInt8(bitsPerPixel), UInt8(depth), isBigEndian ? 1 : 0, 1,
         UInt8(redMax >> 8), UInt8(redMax & 255), UInt8(greenMax >> 8), UInt8(greenMax & 255), UInt8(blueMax >> 8), UInt8(blueMax & 255),
         UInt8(redShift), UInt8(greenShift), UInt8(blueShift), 0, 0, 0]
    }

    /// Bytes a pixel takes.
    var bytesPerPixel: Int { bitsPerPixel / 8 }

    /// ZRLE's compressed pixel (RFB 3.8, 7.7.6): three bytes for a 32-bit pixel whose
    /// colour fits in three of its bytes, else the whole pixel. `offset` is where the
    /// three start within the pixel's bytes as sent.
    var compressedPixel: (size: Int, offset: Int) {
        guard bitsPerPixel == 32, depth <= 24 else { return (bytesPerPixel, 0) }
        let used = UInt64(redMax) << UInt64(redShift) | UInt64(greenMax) << UInt64(greenShift) | UInt64(blueMax) << UInt64(blueShift)
        if used <= 0xFF_FFFF { return (3, isBigEndian ? 1 : 0) }
        if used & 0xFF == 0 { return (3, isBigEndian ? 0 : 1) }
        return (4, 0)
    }
}

/// Turns Cairo's pixels (ARGB32, native-endian) into a viewer's pixel values, through a
/// table a channel, so any true-colour format costs three lookups a pixel.
struct PixelConverter {
    let format: RFBPixelFormat
    /// Whether the viewer's format is Cairo's: pixels are copied as they are.
    let isNative: Bool
    private let red: [UInt32], green: [UInt32], blue: [UInt32]
    /// The bits of a 32-bit pixel no channel uses, sent set: viewers ignore them, but
    /// noVNC 1.3 (Debian 12's) draws a raw pixel with them as its alpha.
    private let padding: UInt32

    init(_ format: RFBPixelFormat) {
        self.format = format
        isNative = format == .native
        let used = format.redMax << format.redShift | format.greenMax << format.greenShift | format.blueMax << format.blueShift
        padding = format.bitsPerPixel == 32 ? ~used : 0
        func table(max: UInt32, shift: UInt32) -> [UInt32] {
            (0...255).map { ((UInt32($0) * max + 127) / 255) << shift }
        }
        red = table(max: format.redMax, shift: format.redShift)
        green = table(max: format.greenMax, shift: format.greenShift)
        blue = table(max: format.blueMax, shift: format.blueShift)
    }

    /// The viewer's value of Cairo pixel `argb`.
    @inline(__always)
    func value(_ argb: UInt32) -> UInt32 {
        if isNative { return argb | padding }
        return red[Int(argb >> 16 & 255)] | green[Int(argb >> 8 & 255)] | blue[Int(argb & 255)] | padding
    }

    /// Appends `value` as `size` bytes of the pixel's bytes as sent, from `offset` (a ZRLE
    /// compressed pixel), or the whole pixel.
    @inline(__always)
    func append(_ value: UInt32, to out: inout [UInt8], size: Int, offset: Int) {
        let count = format.bytesPerPixel
        for index in offset..<(offset + size) {
            let byte = format.isBigEndian ? count - 1 - index : index
            out.append(UInt8(truncatingIfNeeded: value >> (UInt32(byte) * 8)))
        }
    }
}
