import CCairo
import CGdkPixbuf
import ClockworkCore
import Logging

/// Resource images decoded for drawing, kept as Cairo surfaces: 4 bytes a pixel, up to
/// ``limit`` bytes in all, the least recently drawn let go first when a new one would
/// pass it. PNG and JPEG files are decoded once at their own size; an SVG is drawn at
/// each size it is shown at (kept per size); an image under color effects is kept again
/// with its pixels through their matrix. A file that cannot be decoded is said in one log
/// line and draws nothing.
@MainActor
final class ImageCache {
    /// The most the decoded images may hold, in bytes (64 MiB).
    let limit: Int
    /// What the decoded images hold now, in bytes.
    private(set) var bytes = 0

    private struct Key: Hashable {
        var path: String
        /// The pixel size an SVG was drawn at (zero for other files).
        var width: Int, height: Int
        /// The color effects the pixels went through, if any.
        var colorMatrix: ColorMatrix?
    }

    private struct Entry {
        /// A Cairo image surface the cache owns until it evicts it.
        let surface: OpaquePointer
        let bytes: Int
        var lastUse: UInt64
    }

    private var entries: [Key: Entry] = [:]
    private var failed: Set<String> = []
    private var uses: UInt64 = 0
    private let logger = Logger(label: "clockwork.resources")

    init(limit: Int = 64 << 20) {
        self.limit = limit
    }

    isolated deinit {
        for entry in entries.values { cairo_surface_destroy(entry.surface) }
    }

    /// The decoded image at `path` (an SVG drawn at `width` × `height` pixels), its pixels
    /// through `colorMatrix` when one is given, or `nil` when it cannot be decoded.
    func surface(for path: String, isVector: Bool, width: Int, height: Int, colorMatrix: ColorMatrix? = nil) -> OpaquePointer? {
        let key = Key(path: path, width: isVector ? width : 0, height: isVector ? height : 0, colorMatrix: colorMatrix)
        uses += 1
        if let entry = entries[key] {
            entries[key]?.lastUse = uses
            return entry.surface
        }
        guard !failed.contains(path) else { return nil }
        let made: OpaquePointer?
        if let colorMatrix {
            made = surface(for: path, isVector: isVector, width: width, height: height).flatMap { Self.transformed($0, by: colorMatrix) }
        } else {
            made = decode(path, isVector: isVector, width: width, height: height)
        }
        guard let surface = made else { return nil }
        let size = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        while bytes + size > limit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            cairo_surface_destroy(oldest.value.surface)
            bytes -= oldest.value.bytes
            entries[oldest.key] = nil
        }
        entries[key] = Entry(surface: surface, bytes: size, lastUse: uses)
        bytes += size
        logger.debug("decoded \(path): \(cairo_image_surface_get_width(surface))x\(cairo_image_surface_get_height(surface)) pixels, \(size) bytes (images hold \(bytes) of \(limit))")
        return surface
    }

    /// Decodes the file with GdkPixbuf into a premultiplied ARGB32 Cairo surface.
    private func decode(_ path: String, isVector: Bool, width: Int, height: Int) -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        let pixbuf = isVector
            ? gdk_pixbuf_new_from_file_at_scale(path, Int32(max(width, 1)), Int32(max(height, 1)), 0, &error)
            : gdk_pixbuf_new_from_file(path, &error)
        guard let pixbuf else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            failed.insert(path)
            logger.error("cannot decode the image \(path): \(reason); it draws nothing")
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }  // Unsafe pointer: the pixbuf is ours (made above) and unused after this.
        let columns = Int(gdk_pixbuf_get_width(pixbuf)), rows = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(columns), Int32(rows)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let source = gdk_pixbuf_read_pixels(pixbuf), let target = cairo_image_surface_get_data(surface) else {
            let reason = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            failed.insert(path)
            logger.error("cannot draw the image \(path) of \(columns)x\(rows) pixels: \(reason); it draws nothing")
            return nil
        }
        cairo_surface_flush(surface)
        let targetStride = Int(cairo_image_surface_get_stride(surface))
        // Unsafe pointers: both buffers are `rows` rows of their stride, owned by the pixbuf
        // and the surface, alive for this loop; each row reads `columns` × `channels` bytes and
        // writes `columns` × 4.
        for row in 0..<rows {
            let input = source + row * sourceStride
            let output = UnsafeMutableRawPointer(target + row * targetStride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<columns {
                let pixel = input + column * channels
                let alpha = hasAlpha ? UInt32(pixel[3]) : 255
                func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
                output[column] = alpha << 24 | premultiplied(pixel[0]) << 16 | premultiplied(pixel[1]) << 8 | premultiplied(pixel[2])
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// A copy of `source` (premultiplied ARGB32) with each pixel's color through `matrix`,
    /// or `nil` when Cairo cannot make the copy.
    private static func transformed(_ source: OpaquePointer, by matrix: ColorMatrix) -> OpaquePointer? {
        let columns = Int(cairo_image_surface_get_width(source)), rows = Int(cairo_image_surface_get_height(source))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(columns), Int32(rows)) else { return nil }
        cairo_surface_flush(source)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let input = cairo_image_surface_get_data(source), let output = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let inputStride = Int(cairo_image_surface_get_stride(source)), outputStride = Int(cairo_image_surface_get_stride(surface))
        // Unsafe pointers: both surfaces are `rows` rows of their stride, alive for this loop
        // (the cache owns the source, this function the copy); each row is `columns` pixels.
        for row in 0..<rows {
            let from = UnsafeRawPointer(input + row * inputStride).assumingMemoryBound(to: UInt32.self)
            let to = UnsafeMutableRawPointer(output + row * outputStride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<columns {
                let pixel = from[column]
                let alpha = Double(pixel >> 24) / 255
                func channel(_ shift: UInt32) -> Double { alpha == 0 ? 0 : Double((pixel >> shift) & 0xFF) / 255 / alpha }
                let (red, green, blue, opacity) = matrix.apply(channel(16), channel(8), channel(0), alpha)
                func byte(_ value: Double) -> UInt32 { UInt32((value * opacity * 255).rounded()) }
                to[column] = UInt32((opacity * 255).rounded()) << 24 | byte(red) << 16 | byte(green) << 8 | byte(blue)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
