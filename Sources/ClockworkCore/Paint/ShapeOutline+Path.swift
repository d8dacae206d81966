import Foundation

extension ShapeOutline {
    /// The outline as a path in a frame of `size`, its origin the frame's top-left corner:
    /// what a render target with paths of its own draws a shape item with.
    public func path(in size: Size) -> Path {
        let rect = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        switch self {
        case .rectangle:
            return Path(rect)
        case let .roundedRectangle(cornerWidth, cornerHeight, _):
            var path = Path()
            path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight))
            return path
        case .ellipse:
            return Path(ellipseIn: rect)
        case .circle:
            let side = min(size.width, size.height)
            return Path(ellipseIn: CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side))
        case .capsule:
            return Path(roundedRect: rect, cornerRadius: min(size.width, size.height) / 2)
        case .path(let path):
            return path
        }
    }
}
