import Foundation

/// A color as CoreGraphics keeps one: components in a color space. What `Color(cgColor:)`
/// takes and `Color.cgColor` gives; Clockwork draws in sRGB, so a color is red, green,
/// blue and alpha there (a gray's one component is spread over the three).
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, each from 0 to 1.
    public let components: [CGFloat]?

    /// The color's opacity, from 0 (clear) to 1.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// How many components the color has: four (red, green, blue, alpha).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The sRGB color of these components, each from 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// The sRGB color of these components: an alias of ``init(red:green:blue:alpha:)``.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The gray of `gray` (0 black, 1 white) at `alpha`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The same color at `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let components, components.count == 4 else { return nil }
        return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Black at no opacity.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String {
        "CGColor(" + (components ?? []).map { String(format: "%.3f", Double($0)) }.joined(separator: ", ") + ")"
    }
}
