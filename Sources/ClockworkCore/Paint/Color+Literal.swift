extension Color: _ExpressibleByColorLiteral {
    /// A color from a color literal (`#colorLiteral(red:green:blue:alpha:)`), in sRGB.
    nonisolated public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

/// The type a color literal makes where nothing else asks for one: a ``Color``, as
/// `import SwiftUI` makes it on Apple's platforms.
public typealias _ColorLiteralType = Color
