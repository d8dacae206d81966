/// A color gradient represented as a shape style: what ``Color/gradient`` makes, a gentle
/// top-to-bottom gradient of one color.
public struct AnyGradient: Hashable {
    let gradient: Gradient

    /// Creates a gradient shape style from `gradient`, drawn top to bottom.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    /// Paints as a linear gradient from the top edge to the bottom edge.
    public var paintStyle: PaintStyle { .linearGradient(gradient, startPoint: .top, endPoint: .bottom) }
}

extension AnyGradient: ShapeStyle {}

extension Color {
    /// A standard gradient for the color: from a lighter shade of it at the top to the
    /// color itself at the bottom.
    public var gradient: AnyGradient {
        let lighter = Color(colorSpace, red: min(red + (1 - red) * 0.25, 1), green: min(green + (1 - green) * 0.25, 1),
                            blue: min(blue + (1 - blue) * 0.25, 1), opacity: opacity)
        return AnyGradient(Gradient(colors: [lighter, self]))
    }
}
