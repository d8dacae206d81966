import CCairo
import ClockworkCore

extension PixelCanvas {
    /// Blurs the image of `group` (a pattern `cairo_pop_group` made) in place by about
    /// `radius` pixels: three box blurs across and down, close to a Gaussian of that radius.
    func blur(_ group: OpaquePointer?, radius: Double) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return }
        // Each box is half as wide as the radius either side: three passes spread about as
        // far as a Gaussian whose standard deviation is half the radius.
        let box = max(1, Int((radius / 2).rounded()))
        var line = [UInt32](repeating: 0, count: max(width, height))
        // Unsafe pointer: the image's rows, `stride` bytes apart, alive while the surface
        // is (the group pattern holds it); read and written on this thread only.
        let pixels = UnsafeMutableRawPointer(data)
        for _ in 0..<3 {
            for y in 0..<height {
                let row = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                blurLine(count: width, box: box, scratch: &line) { row[$0] } write: { row[$0] = $1 }
            }
            for x in 0..<width {
                blurLine(count: height, box: box, scratch: &line) {
                    pixels.advanced(by: $0 * stride).assumingMemoryBound(to: UInt32.self)[x]
                } write: {
                    pixels.advanced(by: $0 * stride).assumingMemoryBound(to: UInt32.self)[x] = $1
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One box blur of a row or column of premultiplied ARGB pixels: each becomes the mean
    /// of the `2 × box + 1` around it (clear past the ends).
    private func blurLine(count: Int, box: Int, scratch: inout [UInt32], read: (Int) -> UInt32, write: (Int, UInt32) -> Void) {
        for index in 0..<count { scratch[index] = read(index) }
        var sums = [0, 0, 0, 0]
        func add(_ pixel: UInt32, _ sign: Int) {
            for channel in 0..<4 { sums[channel] += sign * Int((pixel >> (8 * UInt32(channel))) & 0xFF) }
        }
        for index in 0..<min(box, count) { add(scratch[index], 1) }
        let span = 2 * box + 1
        for index in 0..<count {
            if index + box < count { add(scratch[index + box], 1) }
            if index - box - 1 >= 0 { add(scratch[index - box - 1], -1) }
            var pixel: UInt32 = 0
            for channel in 0..<4 { pixel |= UInt32(min(sums[channel] / span, 255)) << (8 * UInt32(channel)) }
            write(index, pixel)
        }
    }
}
