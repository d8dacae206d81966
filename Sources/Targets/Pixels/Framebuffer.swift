import CCairo
import Glibc

/// A screen's memory mapped into the process: a Linux framebuffer device (`/dev/fbN`),
/// or a regular file of the same layout standing in for one (tests, recordings).
///
/// Frames reach it only through ``PixelTarget``. A 32-bit XRGB framebuffer keeps the
/// frame for the target (``heldFrame``): each damaged rectangle is drawn through a band of
/// rows and copied here band by band, as LVGL's partial rendering does, so a tick's
/// rectangles appear one after another within the tick. A 16-bit one is handed the
/// damaged rectangles of the target's own image once a tick.
public final class Framebuffer {
    /// Width and height in pixels.
    public let width: Int, height: Int
    /// How a pixel is stored.
    public let format: PixelFormat
    /// Bytes from one row to the next.
    public let stride: Int
    /// Where the path led: a device or a file.
    public let path: String
    private let fd: Int32
    private let mapping: UnsafeMutableRawPointer
    private let mappedBytes: Int
    /// Where the visible screen starts in the mapping (a device's panning offset).
    private let origin: Int

    /// Why a framebuffer could not be opened, in words a person can act on.
    public struct OpenError: Error, CustomStringConvertible {
        /// What went wrong and what to do about it.
        public let description: String
    }

    /// Opens the framebuffer device at `path` (`/dev/fb0`): its size and format are the
    /// device's, read by ioctl; 32-bit XRGB and 16-bit RGB565 screens are supported.
    public convenience init(device path: String) throws {
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { throw OpenError(description: "cannot open the framebuffer \(path): \(String(cString: strerror(errno)))") }
        var variable = fb_var_screeninfo(), fixed = fb_fix_screeninfo()
        guard clockwork_fb_variable_info(fd, &variable) == 0, clockwork_fb_fixed_info(fd, &fixed) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw OpenError(description: "\(path) is not a framebuffer device (\(reason)); for a file standing in for one, give its size (--size WxH)")
        }
        let format: PixelFormat
        switch variable.bits_per_pixel {
        case 32: format = .xrgb8888
        case 16: format = .rgb565
        default:
            Glibc.close(fd)
            throw OpenError(description: "\(path) has \(variable.bits_per_pixel) bits a pixel; Clockwork draws 32-bit XRGB and 16-bit RGB565 screens")
        }
        let stride = Int(fixed.line_length)
        let origin = Int(variable.yoffset) * stride + Int(variable.xoffset) * format.bytesPerPixel
        try self.init(fd: fd, path: path, width: Int(variable.xres), height: Int(variable.yres), format: format, stride: stride,
                      bytes: max(Int(fixed.smem_len), origin + stride * Int(variable.yres)), origin: origin)
    }

    /// Opens (creating or resizing) the regular file at `path` as a framebuffer of
    /// `width` × `height` pixels in `format`, rows packed: what tests and recordings use.
    public convenience init(file path: String, width: Int, height: Int, format: PixelFormat = .xrgb8888) throws {
        guard (1...16_384).contains(width), (1...16_384).contains(height) else {
            throw OpenError(description: "a framebuffer of \(width)x\(height) pixels is outside 1x1–16384x16384")
        }
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OpenError(description: "cannot open \(path): \(String(cString: strerror(errno)))") }
        let stride = width * format.bytesPerPixel
        guard ftruncate(fd, off_t(stride * height)) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw OpenError(description: "cannot size \(path) to \(stride * height) bytes: \(reason)")
        }
        try self.init(fd: fd, path: path, width: width, height: height, format: format, stride: stride, bytes: stride * height, origin: 0)
    }

    private init(fd: Int32, path: String, width: Int, height: Int, format: PixelFormat, stride: Int, bytes: Int, origin: Int) throws {
        let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0)
        guard let mapped, mapped != MAP_FAILED else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw OpenError(description: "cannot map \(path): \(reason)")
        }
        self.fd = fd
        self.path = path
        self.width = width
        self.height = height
        self.format = format
        self.stride = stride
        mapping = mapped
        mappedBytes = bytes
        self.origin = origin
    }

    deinit {
        munmap(mapping, mappedBytes)
        Glibc.close(fd)
    }

    /// Copies the pixels of `rect` (screen pixels) from the frame `image`.
    func copy(_ rect: PixelRect, from image: ScreenImage) {
        image.copy(rect, to: mapping + origin, destinationStride: stride, format: format)
    }

    /// The mapped screen, when its pixels are Cairo's (32-bit XRGB): the target draws into it.
    public var heldFrame: HeldFrame? {
        // Safe: the mapping holds the visible screen from `origin`, `height` rows of
        // `stride` bytes, and stays mapped until the framebuffer is freed.
        format == .xrgb8888 ? HeldFrame(pixels: mapping + origin, stride: stride, screen: self) : nil
    }

    /// Blanks the device's display or lights it; a file, which has none, ignores it.
    func blank(_ blanked: Bool) {
        _ = clockwork_fb_blank(fd, blanked ? 1 : 0)
    }

    /// The color of the pixel at (`x`, `y`), as the screen holds it.
    public func color(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width)x\(height)")
        // Safe: the row lies inside the mapping (checked above).
        let row = UnsafeRawBufferPointer(start: mapping + origin + y * stride, count: width * format.bytesPerPixel)
        return format.color(in: row, at: x)
    }
}

/// A rectangle of whole pixels.
public struct PixelRect: Equatable, Sendable {
    /// The left and top edges, in pixels from the image's top-left corner.
    public var x: Int, y: Int
    /// The size in pixels.
    public var width: Int, height: Int

    /// A rectangle at (`x`, `y`), `width` × `height` pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The pixels in both; empty (zero size) when they do not meet.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let minX = max(x, other.x), minY = max(y, other.y)
        let maxX = min(x + width, other.x + other.width), maxY = min(y + height, other.y + other.height)
        return PixelRect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
    }

    /// How many pixels it holds.
    public var area: Int { width * height }
}
