/// How a screen is mounted: the turn, clockwise, from the picture the views lay out to the
/// screen's own rows and columns. One setting turns the output and the touches together:
/// a pixel target lays out in the turned size, copies each frame turned, and turns the
/// points a touchscreen reports back into layout.
public enum ScreenRotation: Int, Sendable, CaseIterable {
    /// The picture as the screen's rows run.
    case none = 0
    /// A quarter turn clockwise: the picture's top runs down the screen's right edge.
    case quarter = 90
    /// Upside down.
    case half = 180
    /// Three quarters clockwise: the picture's top runs up the screen's left edge.
    case threeQuarters = 270

    /// Whether width and height trade places.
    public var swapsAxes: Bool { self == .quarter || self == .threeQuarters }

    /// The picture's size for a screen of `width` × `height` pixels.
    public func pictureSize(screenWidth width: Int, screenHeight height: Int) -> (width: Int, height: Int) {
        swapsAxes ? (height, width) : (width, height)
    }

    /// Where the picture's rectangle `rect` lands on a screen of `width` × `height` pixels.
    public func screenRect(of rect: PixelRect, screenWidth width: Int, screenHeight height: Int) -> PixelRect {
        switch self {
        case .none: rect
        case .quarter: PixelRect(x: width - rect.y - rect.height, y: rect.x, width: rect.height, height: rect.width)
        case .half: PixelRect(x: width - rect.x - rect.width, y: height - rect.y - rect.height, width: rect.width, height: rect.height)
        case .threeQuarters: PixelRect(x: rect.y, y: height - rect.x - rect.width, width: rect.height, height: rect.width)
        }
    }

    /// The picture's point under the screen's point (`x`, `y`), on a screen of `width` ×
    /// `height` pixels: where a touch there lands in the picture.
    public func picturePoint(screenX x: Double, screenY y: Double, screenWidth width: Int, screenHeight height: Int) -> (x: Double, y: Double) {
        switch self {
        case .none: (x, y)
        case .quarter: (y, Double(width) - x)
        case .half: (Double(width) - x, Double(height) - y)
        case .threeQuarters: (Double(height) - y, x)
        }
    }
}

/// A frame's pixels as a screen takes them: the canvas's image, turned by the screen's
/// rotation and converted to its format, copied a rectangle at a time.
public struct ScreenImage {
    /// The picture's first row; Cairo's ARGB32 rows, ``stride`` bytes apart.
    let pixels: UnsafeRawPointer
    /// Bytes from one of the picture's rows to the next.
    let stride: Int
    /// The turn from the picture to the screen.
    public let rotation: ScreenRotation
    /// The screen's size in pixels.
    public let screenWidth: Int, screenHeight: Int

    /// Copies the screen's rectangle `rect` (clipped to the screen) into a screen buffer
    /// whose rows start at `destination`, `destinationStride` bytes apart, in `format`.
    public func copy(_ rect: PixelRect, to destination: UnsafeMutableRawPointer, destinationStride: Int, format: PixelFormat) {
        let rect = rect.intersection(PixelRect(x: 0, y: 0, width: screenWidth, height: screenHeight))
        guard rect.area > 0 else { return }
        if rotation == .none {
            for row in rect.y..<(rect.y + rect.height) {
                // Safe: `rect` lies inside the screen, and the picture has the screen's size
                // unturned, so both rows hold its pixels.
                let from = (pixels + row * stride + rect.x * 4).assumingMemoryBound(to: UInt32.self)
                format.convert(from, to: destination + row * destinationStride + rect.x * format.bytesPerPixel, count: rect.width)
            }
            return
        }
        var line = [UInt32](repeating: 0, count: rect.width)
        let picture = pixels.assumingMemoryBound(to: UInt32.self), pixelsPerRow = stride / 4
        for row in rect.y..<(rect.y + rect.height) {
            for column in 0..<rect.width {
                let x = rect.x + column
                let (px, py): (Int, Int) = switch rotation {
                case .none: (x, row)
                case .quarter: (row, screenWidth - 1 - x)
                case .half: (screenWidth - 1 - x, screenHeight - 1 - row)
                case .threeQuarters: (screenHeight - 1 - row, x)
                }
                // Safe: (px, py) is the picture pixel under a screen pixel inside the screen,
                // and the picture is the screen's size turned.
                line[column] = picture[py * pixelsPerRow + px]
            }
            line.withUnsafeBufferPointer { turned in
                format.convert(turned.baseAddress!, to: destination + row * destinationStride + rect.x * format.bytesPerPixel, count: rect.width)
            }
        }
    }
}

/// Where a ``PixelTarget`` shows its frames: a framebuffer (a device or a file), a DRM
/// display's page-flipped buffers, or a screen of your own.
@MainActor
public protocol PixelScreen: AnyObject {
    /// The screen's width and height in pixels, as its rows run.
    var width: Int { get }
    var height: Int { get }
    /// Shows a frame that changed `image`'s pixels inside `rects` (screen pixels, on the
    /// screen). `image` stays valid, holding the latest frame, for as long as the target
    /// lives: a screen that cannot take the frame now (its next buffer is still being
    /// scanned out) may copy it later.
    func show(_ rects: [PixelRect], of image: ScreenImage)
    /// The screen's own memory, when it keeps the whole frame there in Cairo's layout
    /// (32-bit XRGB) where the process can read it back cheaply: a target unturned then
    /// draws straight into it, through a band of rows, and keeps no frame of its own.
    /// `nil` (the default) for a screen that must be handed whole frames.
    var heldFrame: HeldFrame? { get }
    /// Restores what the screen changed when it opened (a display's previous mode).
    func close()
    /// Turns the display off (DPMS, the backlight) or on again; frames stop meanwhile.
    func setPower(on: Bool)
}

extension PixelScreen {
    /// A screen holds no frame a target may draw into unless it says so.
    public var heldFrame: HeldFrame? { nil }
}

extension Framebuffer: PixelScreen {
    /// Copies `rects` into the mapped screen, at once.
    public func show(_ rects: [PixelRect], of image: ScreenImage) {
        for rect in rects { copy(rect, from: image) }
    }

    /// A framebuffer keeps the last frame on the screen.
    public func close() {}

    /// Blanks the framebuffer device (`FBIOBLANK`) or lights it; a file ignores it.
    public func setPower(on: Bool) {
        blank(!on)
    }
}
