import ClockworkPixels
import CZlib

/// The encodings the server sends, by their RFB numbers (section 7.7).
enum RFBEncoding {
    /// Every pixel as it is.
    static let raw: Int32 = 0
    /// 64 × 64 tiles, each solid, paletted, run-length coded or raw, through one zlib
    /// stream a connection (7.7.6).
    static let zrle: Int32 = 16
    /// A pseudo-encoding: the viewer follows a change of the desktop's size (7.8.2).
    static let desktopSize: Int32 = -223
    /// Pseudo-encodings -256 to -247: the viewer's wish for zlib's level 0–9.
    static let compressionLevels: ClosedRange<Int32> = -256...(-247)
}

/// Encodes rectangles of the picture for one viewer, in its pixel format and the best of
/// the encodings it accepts (ZRLE before Raw). Holds the viewer's zlib stream: ZRLE's
/// compression carries over from one update to the next, as the protocol requires.
final class RFBEncoder {
    /// The viewer's pixel format.
    private(set) var converter = PixelConverter(.native)
    /// The encoding rectangles are sent in.
    private(set) var encoding = RFBEncoding.raw
    /// Whether the viewer follows a change of the desktop's size.
    private(set) var acceptsDesktopSize = false
    private var compressionLevel: Int32
    /// The deflate stream; allocated at the first ZRLE rectangle, ended on deinit.
    private var stream: UnsafeMutablePointer<z_stream>?
    /// A rectangle's tiles before compression, reused.
    private var tiles: [UInt8] = []
    /// One tile's pixel values and runs, reused.
    private var values: [UInt32] = []
    private var runs: [(value: UInt32, length: Int)] = []
    private var palette: [UInt32] = []

    /// An encoder compressing at zlib `level` unless the viewer asks for another.
    init(compressionLevel: Int32) {
        self.compressionLevel = compressionLevel
    }

    deinit {
        if let stream {
            deflateEnd(stream)
            stream.deallocate()
        }
    }

    /// Sends in `format` from now on.
    func setPixelFormat(_ format: RFBPixelFormat) {
        converter = PixelConverter(format)
    }

    /// Takes the viewer's encodings, in its order of preference.
    func setEncodings(_ encodings: [Int32]) {
        encoding = encodings.first { $0 == RFBEncoding.zrle || $0 == RFBEncoding.raw } ?? RFBEncoding.raw
        acceptsDesktopSize = encodings.contains(RFBEncoding.desktopSize)
        if let level = encodings.first(where: { RFBEncoding.compressionLevels.contains($0) }), stream == nil {
            compressionLevel = level - RFBEncoding.compressionLevels.lowerBound
        }
    }

    /// Appends `rect`'s header and data, read from the rows at `pixels` (`stride` bytes
    /// apart, Cairo's ARGB32), to `out`.
    func encode(_ rect: PixelRect, pixels: UnsafeRawPointer, stride: Int, into out: inout [UInt8]) {
        out.appendRectangleHeader(rect, encoding: encoding)
        if encoding == RFBEncoding.zrle {
            encodeZRLE(rect, pixels: pixels, stride: stride, into: &out)
        } else {
            encodeRaw(rect, pixels: pixels, stride: stride, into: &out)
        }
    }

    // MARK: Raw

    private func encodeRaw(_ rect: PixelRect, pixels: UnsafeRawPointer, stride: Int, into out: inout [UInt8]) {
        let size = converter.format.bytesPerPixel
        out.reserveCapacity(out.count + rect.width * rect.height * size)
        for row in rect.y..<(rect.y + rect.height) {
            // Safe: `rect` lies inside the image, whose rows are `stride` bytes apart.
            let start = pixels + row * stride + rect.x * 4
            if converter.isNative {
                out.append(contentsOf: UnsafeRawBufferPointer(start: start, count: rect.width * 4))
            } else {
                let line = start.assumingMemoryBound(to: UInt32.self)
                for column in 0..<rect.width { converter.append(converter.value(line[column]), to: &out, size: size, offset: 0) }
            }
        }
    }

    // MARK: ZRLE

    private func encodeZRLE(_ rect: PixelRect, pixels: UnsafeRawPointer, stride: Int, into out: inout [UInt8]) {
        tiles.removeAll(keepingCapacity: true)
        for tileY in Swift.stride(from: rect.y, to: rect.y + rect.height, by: 64) {
            for tileX in Swift.stride(from: rect.x, to: rect.x + rect.width, by: 64) {
                let tile = PixelRect(x: tileX, y: tileY, width: min(64, rect.x + rect.width - tileX), height: min(64, rect.y + rect.height - tileY))
                encodeTile(tile, pixels: pixels, stride: stride)
            }
        }
        let lengthAt = out.count
        out.append(contentsOf: [0, 0, 0, 0])
        let compressed = deflate(tiles, into: &out)
        out[lengthAt] = UInt8(compressed >> 24 & 255)
        out[lengthAt + 1] = UInt8(compressed >> 16 & 255)
        out[lengthAt + 2] = UInt8(compressed >> 8 & 255)
        out[lengthAt + 3] = UInt8(compressed & 255)
    }

    /// Appends one tile to ``tiles`` in the smallest of the subencodings: solid, packed
    /// palette, palette RLE, plain RLE or raw.
    private func encodeTile(_ tile: PixelRect, pixels: UnsafeRawPointer, stride: Int) {
        values.removeAll(keepingCapacity: true)
        runs.removeAll(keepingCapacity: true)
        palette.removeAll(keepingCapacity: true)
        var paletteOverflowed = false
        for row in tile.y..<(tile.y + tile.height) {
            // Safe: the tile lies inside the image, whose rows are `stride` bytes apart.
            let line = (pixels + row * stride + tile.x * 4).assumingMemoryBound(to: UInt32.self)
            for column in 0..<tile.width {
                let value = converter.value(line[column])
                values.append(value)
                if let last = runs.last, last.value == value {
                    runs[runs.count - 1].length += 1
                    continue
                }
                runs.append((value, 1))
                if !paletteOverflowed, !palette.contains(value) {
                    if palette.count == 127 { paletteOverflowed = true } else { palette.append(value) }
                }
            }
        }
        let (pixelSize, pixelOffset) = converter.format.compressedPixel
        let put = { (value: UInt32, tiles: inout [UInt8]) in self.converter.append(value, to: &tiles, size: pixelSize, offset: pixelOffset) }
        if palette.count == 1 {
            tiles.append(1)
            put(palette[0], &tiles)
            return
        }
        let runLengthBytes = { (length: Int) in (length - 1) / 255 + 1 }
        let raw = values.count * pixelSize
        let plainRLE = runs.reduce(0) { $0 + pixelSize + runLengthBytes($1.length) }
        let paletted = paletteOverflowed ? Int.max : palette.count * pixelSize
        let paletteRLE = paletteOverflowed ? Int.max : paletted + runs.reduce(0) { $0 + ($1.length == 1 ? 1 : 1 + runLengthBytes($1.length)) }
        let bits = palette.count <= 2 ? 1 : palette.count <= 4 ? 2 : 4
        let packed = palette.count <= 16 ? paletted + tile.height * ((tile.width * bits + 7) / 8) : Int.max
        let smallest = min(raw, plainRLE, paletteRLE, packed)
        if smallest == packed {
            tiles.append(UInt8(palette.count))
            for value in palette { put(value, &tiles) }
            appendPackedIndices(tile, bits: bits)
        } else if smallest == paletteRLE {
            tiles.append(UInt8(128 + palette.count))
            for value in palette { put(value, &tiles) }
            for run in runs {
                let index = UInt8(palette.firstIndex(of: run.value)!)
                if run.length == 1 {
                    tiles.append(index)
                } else {
                    tiles.append(index | 128)
                    appendRunLength(run.length)
                }
            }
        } else if smallest == plainRLE {
            tiles.append(128)
            for run in runs {
                put(run.value, &tiles)
                appendRunLength(run.length)
            }
        } else {
            tiles.append(0)
            for value in values { put(value, &tiles) }
        }
    }

    /// Each row's palette indices, `bits` each, most significant first, the row padded
    /// to a whole byte.
    private func appendPackedIndices(_ tile: PixelRect, bits: Int) {
        var index = 0
        for _ in 0..<tile.height {
            var byte: UInt8 = 0, used = 0
            for _ in 0..<tile.width {
                let entry = UInt8(palette.firstIndex(of: values[index])!)
                index += 1
                byte |= entry << UInt8(8 - bits - used)
                used += bits
                if used == 8 {
                    tiles.append(byte)
                    byte = 0
                    used = 0
                }
            }
            if used > 0 { tiles.append(byte) }
        }
    }

    /// A run's length less one, as 255s and a last byte under 255.
    private func appendRunLength(_ length: Int) {
        var rest = length - 1
        while rest >= 255 {
            tiles.append(255)
            rest -= 255
        }
        tiles.append(UInt8(rest))
    }

    /// Compresses `input` through the connection's stream (a sync flush, so the viewer
    /// can decode it all now) onto `out`; returns the compressed length.
    private func deflate(_ input: [UInt8], into out: inout [UInt8]) -> Int {
        let stream = zlibStream()
        let start = out.count
        var chunk = [UInt8](repeating: 0, count: max(1024, input.count / 4 + 64))
        input.withUnsafeBufferPointer { source in
            // Safe: zlib reads `avail_in` bytes from `next_in`, which lives through the call.
            stream.pointee.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.pointee.avail_in = UInt32(source.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { target in
                    stream.pointee.next_out = target.baseAddress
                    stream.pointee.avail_out = UInt32(target.count)
                    CZlib.deflate(stream, Z_SYNC_FLUSH)
                    out.append(contentsOf: target[0..<(target.count - Int(stream.pointee.avail_out))])
                }
            } while stream.pointee.avail_out == 0
            stream.pointee.next_in = nil
        }
        return out.count - start
    }

    private func zlibStream() -> UnsafeMutablePointer<z_stream> {
        if let stream { return stream }
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        precondition(clockwork_deflate_init(stream, compressionLevel) == Z_OK, "zlib could not start a deflate stream")
        self.stream = stream
        return stream
    }
}

extension PixelRect {
    /// The smallest rectangle holding both.
    func union(_ other: PixelRect) -> PixelRect {
        let minX = min(x, other.x), minY = min(y, other.y)
        let maxX = max(x + width, other.x + other.width), maxY = max(y + height, other.y + other.height)
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the two share a pixel or touch.
    func touches(_ other: PixelRect) -> Bool {
        x <= other.x + other.width && other.x <= x + width && y <= other.y + other.height && other.y <= y + height
    }
}

extension [UInt8] {
    /// Appends `value` most significant byte first, as RFB sends every number.
    mutating func appendBigEndian<Value: FixedWidthInteger>(_ value: Value) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }

    /// A rectangle's header in a FramebufferUpdate: position, size, encoding.
    mutating func appendRectangleHeader(_ rect: PixelRect, encoding: Int32) {
        appendBigEndian(UInt16(rect.x))
        appendBigEndian(UInt16(rect.y))
        appendBigEndian(UInt16(rect.width))
        appendBigEndian(UInt16(rect.height))
        appendBigEndian(encoding)
    }
}
