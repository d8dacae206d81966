import Foundation

/// A two-dimensional vector: what a drag's velocity or a shadow's offset is in code written
/// for CoreGraphics.
public struct CGVector: Hashable, Sendable, Codable {
    /// The vector's horizontal component.
    public var dx: CGFloat
    /// The vector's vertical component.
    public var dy: CGFloat

    /// The vector (`dx`, `dy`).
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector (`dx`, `dy`), from whole numbers.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector (`dx`, `dy`), from doubles.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector (0, 0).
    public init() {
        self.init(dx: CGFloat(0), dy: CGFloat(0))
    }

    /// The vector whose components are both zero.
    public static let zero = CGVector()
}
