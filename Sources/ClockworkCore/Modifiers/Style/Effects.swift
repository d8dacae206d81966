/// A drawing effect a terminal cannot show (a shadow, a blur): kept in the render tree,
/// so tests and a pixel target see it, and drawn as nothing on cells.
struct CellInvisibleEffect: BuiltinModifier {
    let attributes: [String]
}

extension View {
    /// Adds a shadow to the view. Terminals draw none.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0) -> some View {
        modifier(CellInvisibleEffect(attributes: ["shadow=(\(color.styleDescription) radius=\(formatNumber(radius)) x=\(formatNumber(x)) y=\(formatNumber(y)))"]))
    }

    /// Applies a Gaussian blur to the view. Terminals draw the view unblurred.
    public func blur(radius: Double, opaque: Bool = false) -> some View {
        modifier(CellInvisibleEffect(attributes: ["blur=\(formatNumber(radius))"]))
    }
}
