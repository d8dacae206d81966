import Foundation

/// How a line or an area's edge runs between its data points.
public struct InterpolationMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear, monotone, catmullRom(alpha: Double), cardinal(tension: Double), stepStart, stepCenter, stepEnd
    }

    let kind: Kind

    /// Straight segments from point to point.
    public static let linear = InterpolationMethod(kind: .linear)
    /// A smooth curve that never overshoots: between two points it stays between their
    /// values (a monotone cubic).
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// A smooth Catmull–Rom curve through every point (centripetal).
    public static let catmullRom = InterpolationMethod(kind: .catmullRom(alpha: 0.5))
    /// A smooth cardinal spline through every point.
    public static let cardinal = InterpolationMethod(kind: .cardinal(tension: 0))
    /// Steps that change value at each point, holding it until the next.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change value halfway between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps that reach each point's value just as they arrive at it.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)

    /// A Catmull–Rom curve of parameter `alpha` (0 uniform, 0.5 centripetal, 1 chordal).
    public static func catmullRom(alpha: Double) -> InterpolationMethod {
        InterpolationMethod(kind: .catmullRom(alpha: min(max(alpha, 0), 1)))
    }

    /// A cardinal spline of `tension` (0 the Catmull–Rom curve, 1 straight lines).
    public static func cardinal(tension: Double) -> InterpolationMethod {
        InterpolationMethod(kind: .cardinal(tension: min(max(tension, 0), 1)))
    }
}
