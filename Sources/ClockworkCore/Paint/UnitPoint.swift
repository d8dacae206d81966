import Foundation

/// A point in a frame given as fractions of its size: (0, 0) the top-leading corner,
/// (1, 1) the bottom-trailing one.
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
    /// The fraction of the width from the leading edge.
    public var x: CGFloat
    /// The fraction of the height from the top edge.
    public var y: CGFloat

    /// The point at fractions `x` and `y`.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The top-leading corner, (0, 0).
    nonisolated public static let zero = UnitPoint(x: 0, y: 0)
    /// The middle, (0.5, 0.5).
    nonisolated public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge.
    nonisolated public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge.
    nonisolated public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge.
    nonisolated public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge.
    nonisolated public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner.
    nonisolated public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner.
    nonisolated public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner.
    nonisolated public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner.
    nonisolated public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point this names in `frame`, in the target's units.
    public func point(in frame: Rect) -> Point {
        Point(x: frame.minX + Double(x) * frame.size.width, y: frame.minY + Double(y) * frame.size.height)
    }

    /// `(0.5,0)`.
    public var description: String { "(\(formatNumber(Double(x))),\(formatNumber(Double(y))))" }
}
