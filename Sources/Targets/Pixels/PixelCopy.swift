import CCairo

/// A canvas's pixels copied out of it: what a snapshot holds so that the PNG encoding
/// (milliseconds) runs on another thread while the loop draws on.
public struct PixelCopy: Sendable {
    /// The picture's width and height in pixels.
    public let width: Int, height: Int
    /// Bytes from one row to the next.
    let stride: Int
    /// `height` rows of `stride` bytes, Cairo's ARGB32 in native order.
    let bytes: [UInt8]

    init(width: Int, height: Int, stride: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.stride = stride
        self.bytes = bytes
    }

    /// The pixels as a PNG file's bytes; safe on any thread.
    public func png() throws -> [UInt8] {
        // Cairo takes a mutable pointer; it only reads it to write the PNG.
        var rows = bytes
        return try rows.withUnsafeMutableBytes { buffer in
            // Safe: the surface reads `height` rows of `stride` bytes from `buffer`, which
            // holds exactly that, and is destroyed before the closure returns.
            let surface = cairo_image_surface_create_for_data(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                              Int32(width), Int32(height), Int32(stride))
            defer { cairo_surface_destroy(surface) }
            return try writePNG(surface)
        }
    }
}

/// The image `surface` as a PNG file's bytes.
func writePNG(_ surface: OpaquePointer?) throws -> [UInt8] {
    var bytes: [UInt8] = []
    let status = withUnsafeMutablePointer(to: &bytes) { buffer in
        // Safe: Cairo calls the writer only during this call, while `buffer` is valid.
        cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            closure.assumingMemoryBound(to: [UInt8].self).pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, buffer)
    }
    guard status == CAIRO_STATUS_SUCCESS else {
        throw PixelError(description: "Cairo could not write a PNG: \(String(cString: cairo_status_to_string(status)))")
    }
    return bytes
}
