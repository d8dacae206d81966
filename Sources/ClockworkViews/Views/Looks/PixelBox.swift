@_spi(Machinery) import ClockworkCore
import Foundation

/// A rectangle counted in device pixels, made into layout units by the size of a pixel:
/// a look's shapes are measured in pixels (a hairline, a knob two pixels inside its track),
/// and stay round where a layout unit is not square (a terminal's cell drawn in pixels).
struct PixelBox {
    var x, y, width, height: Double

    /// `frame`, in pixels of `pixel` layout units.
    init(_ frame: Rect, pixel: Size) {
        (x, y) = (frame.minX / pixel.width, frame.minY / pixel.height)
        (width, height) = (frame.size.width / pixel.width, frame.size.height / pixel.height)
    }

    init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    func insetBy(dx: Double, dy: Double) -> PixelBox {
        PixelBox(x: x + dx, y: y + dy, width: max(width - 2 * dx, 0), height: max(height - 2 * dy, 0))
    }

    /// The rectangle in layout units.
    func layout(_ pixel: Size) -> Rect {
        Rect(x: x * pixel.width, y: y * pixel.height, width: width * pixel.width, height: height * pixel.height)
    }
}

extension Path {
    /// This path, drawn in pixels relative to a frame's origin, in layout units of
    /// `pixel`: what a shape item's path is measured in.
    func inLayoutUnits(_ pixel: Size) -> Path {
        applying(CGAffineTransform(scaleX: CGFloat(pixel.width), y: CGFloat(pixel.height)))
    }
}
