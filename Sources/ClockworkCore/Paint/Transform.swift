import Foundation

/// An affine transform of the target's plane: a point (x, y) goes to
/// (a·x + c·y + tx, b·x + d·y + ty). What scale and rotation effects leave on the items
/// below them, in absolute target units.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    /// The linear part: x' = a·x + c·y, y' = b·x + d·y.
    public var a, b, c, d: Double
    /// The translation added after the linear part.
    public var tx, ty: Double

    /// The transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Leaves every point where it is.
    nonisolated public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// Moves by `x` and `y`.
    public static func translation(x: Double, y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// Scales by `x` and `y` about `anchor`.
    public static func scale(x: Double, y: Double, about anchor: Point) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: anchor.x - x * anchor.x, ty: anchor.y - y * anchor.y)
    }

    /// Turns by `angle` (clockwise on a screen, whose y axis points down) about `anchor`.
    public static func rotation(_ angle: Angle, about anchor: Point) -> Transform {
        let (sine, cosine) = (sin(angle.radians), cos(angle.radians))
        return Transform(a: cosine, b: sine, c: -sine, d: cosine,
                         tx: anchor.x - cosine * anchor.x + sine * anchor.y,
                         ty: anchor.y - sine * anchor.x - cosine * anchor.y)
    }

    /// `inner` first, then this transform.
    public func concatenating(_ inner: Transform) -> Transform {
        Transform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                  c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                  tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    /// Where `point` goes.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The transform that undoes this one; `nil` when it flattens the plane (a scale of 0).
    public var inverted: Transform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        return Transform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                         tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// How much lengths along x and y grow.
    public var scale: (x: Double, y: Double) { ((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot()) }

    /// The smallest upright rectangle holding `rect` transformed.
    public func boundingBox(of rect: Rect) -> Rect {
        if isIdentity { return rect }
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(apply(to:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// `(a,b,c,d,tx,ty)`.
    public var description: String { "(" + [a, b, c, d, tx, ty].map(formatNumber).joined(separator: ",") + ")" }
}
