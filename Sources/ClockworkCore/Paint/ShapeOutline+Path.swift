import Foundation

extension ShapeOutline {
    /// The outline as a path in a frame of `size`, its origin the frame's top-left corner:
    /// what a render target with paths of its own draws a shape item with. Given `scale`,
    /// the device units a layout unit spans (a terminal's cell drawn 8 × 16 pixels), the
    /// path is in device units, and circles, capsules and corners are round in them.
    public func path(in size: Size, scale: Size = Size(width: 1, height: 1)) -> Path {
        let (sx, sy) = (CGFloat(scale.width), CGFloat(scale.height))
        let rect = CGRect(x: 0, y: 0, width: size.width * scale.width, height: size.height * scale.height)
        switch self {
        case .rectangle:
            return Path(rect)
        case let .roundedRectangle(cornerWidth, cornerHeight, _):
            var path = Path()
            path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth * sx, height: cornerHeight * sy))
            return path
        case .ellipse:
            return Path(ellipseIn: rect)
        case .circle:
            let side = min(rect.width, rect.height)
            return Path(ellipseIn: CGRect(x: (rect.width - side) / 2, y: (rect.height - side) / 2, width: side, height: side))
        case .capsule:
            return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
        case .path(let path):
            return sx == 1 && sy == 1 ? path : path.applying(CGAffineTransform(scaleX: sx, y: sy))
        }
    }
}
