/// Angles add, subtract and scale as SwiftUI's do: `.degrees(360) - (start - end)`,
/// `sweep * progress`.
extension Angle: AdditiveArithmetic {
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// The angle turned the other way.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

    /// The angle `factor` times as wide.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

    /// The angle `factor` times as wide.
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }

    /// The angle divided into `divisor` parts: one of them.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

    /// Turns `lhs` further by `rhs`.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }

    /// Turns `lhs` back by `rhs`.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }

    /// Widens `lhs` `rhs` times.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }

    /// Divides `lhs` into `rhs` parts.
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
}
