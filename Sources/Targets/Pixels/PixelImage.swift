import CCairo

/// An image's pixels read back from a PNG file: what a frame is compared by, for golden
/// images in tests.
public struct PixelImage: Equatable, Sendable {
    /// The size in pixels.
    public let width: Int, height: Int
    /// Red, green and blue of each pixel, row by row, 8 bits a channel (alpha composed
    /// over black).
    public let rgb: [UInt8]

    /// The pixels of a PNG file's bytes; throws when they are not a PNG Cairo can read.
    public init(png: [UInt8]) throws {
        var reader = (bytes: png, offset: 0)
        let surface = withUnsafeMutablePointer(to: &reader) { state in
            // Safe: Cairo calls the reader only during this call, while `state` is valid.
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let state = closure.assumingMemoryBound(to: (bytes: [UInt8], offset: Int).self)
                let count = Int(length)
                guard state.pointee.offset + count <= state.pointee.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                state.pointee.bytes.withUnsafeBufferPointer { bytes in
                    data.update(from: bytes.baseAddress! + state.pointee.offset, count: count)
                }
                state.pointee.offset += count
                return CAIRO_STATUS_SUCCESS
            }, state)
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw PixelError(description: "not a PNG image: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))")
        }
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var rgb: [UInt8] = []
        rgb.reserveCapacity(width * height * 3)
        if let data = cairo_image_surface_get_data(surface), width > 0 {
            for y in 0..<height {
                // Safe: the image is `height` rows of `stride` bytes, each holding `width`
                // 32-bit pixels (Cairo reads PNGs as ARGB32 or RGB24).
                let row = UnsafeRawBufferPointer(start: data + y * stride, count: width * 4)
                for x in 0..<width {
                    let color = PixelFormat.xrgb8888.color(in: row, at: x)
                    rgb += [color.red, color.green, color.blue]
                }
            }
        }
        self.rgb = rgb
    }

    /// How many pixels differ from `other`'s by more than `tolerance` in some channel;
    /// `nil` when the images' sizes differ.
    public func pixelsDiffering(from other: PixelImage, tolerance: UInt8) -> Int? {
        guard width == other.width, height == other.height else { return nil }
        var differing = 0
        var index = 0
        while index < rgb.count {
            for channel in 0..<3 where abs(Int(rgb[index + channel]) - Int(other.rgb[index + channel])) > Int(tolerance) {
                differing += 1
                break
            }
            index += 3
        }
        return differing
    }
}
