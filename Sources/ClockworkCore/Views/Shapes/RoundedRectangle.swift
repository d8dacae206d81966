import Foundation

/// A rectangle with rounded corners, filling its frame.
public struct RoundedRectangle: Shape, BuiltinShape {
    /// The width and height of each corner's ellipse.
    public var cornerSize: CGSize
    /// How the corners curve.
    public var style: RoundedCornerStyle

    /// A rounded rectangle whose corners are quarter circles of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle whose corners are quarter ellipses of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize)
        return path
    }

    var outline: ShapeOutline {
        .roundedRectangle(cornerWidth: Double(cornerSize.width), cornerHeight: Double(cornerSize.height), style: style)
    }
}
