import CoreGraphics

extension Color {
    /// The color of a CoreGraphics color's sRGB components.
    nonisolated public init(cgColor: CGColor) {
        let components = cgColor.components ?? [0, 0, 0, 1]
        let channel = { (index: Int) in Double(components.indices.contains(index) ? components[index] : 0) }
        self.init(.sRGB, red: channel(0), green: channel(1), blue: channel(2), opacity: Double(cgColor.alpha))
    }

    /// The color as a CoreGraphics color, in sRGB; `nil` for a color that depends on
    /// where it is drawn (`primary`, `secondary` and the colors that differ by appearance),
    /// as SwiftUI answers.
    nonisolated public var cgColor: CGColor? {
        guard case .color = paintStyle, DynamicColor(system) == nil else { return nil }
        let (red, green, blue, opacity) = sRGB
        return CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
}
