@_spi(Machinery) import ClockworkCore
import Foundation

/// A rectangle with rounded corners, filling its frame.
public struct RoundedRectangle {
    /// The width and height of each corner's ellipse.
    public var cornerSize: CGSize
    /// How the corners curve.
    public var style: RoundedCornerStyle
    var inset: CGFloat = 0

    /// A rounded rectangle whose corners are quarter circles of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle whose corners are quarter ellipses of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The rounded rectangle `amount` in from each side of its frame, its corners as much
    /// tighter: the same centres, as a border drawn inside wants.
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var shape = self
        shape.inset += amount
        return shape
    }

    /// The corners, less the inset.
    private var insetCorner: CGSize {
        CGSize(width: max(cornerSize.width - inset, 0), height: max(cornerSize.height - inset, 0))
    }

    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect.insetBy(dx: inset, dy: inset), cornerSize: insetCorner)
        return path
    }

    var outline: ShapeOutline {
        .roundedRectangle(cornerWidth: Double(insetCorner.width), cornerHeight: Double(insetCorner.height), style: style)
    }
}

extension RoundedRectangle: InsettableShape, BuiltinShape {}
