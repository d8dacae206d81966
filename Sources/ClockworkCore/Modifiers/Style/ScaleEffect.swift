struct ScaleEffectModifier: BuiltinModifier {
    let x: Double
    let y: Double
    var attributes: [String] { Self.attributes(x, y) }
    var animatableVector: AnimationVector? { AnimationVector(x, y, 0, 0) }
    func attributes(presenting vector: AnimationVector) -> [String] { Self.attributes(vector[0], vector[1]) }

    /// Scales about the center of the modifier's frame, like SwiftUI's default anchor.
    func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        let center = UnitPoint.center.point(in: frame)
        paint.transform = paint.transform.concatenating(.scale(x: presented?[0] ?? x, y: presented?[1] ?? y, about: center))
    }

    private static func attributes(_ x: Double, _ y: Double) -> [String] {
        x == y ? ["scale=\(formatNumber(x))"] : ["scale=(\(formatNumber(x)),\(formatNumber(y)))"]
    }
}

extension View {
    /// Scales the view's rendered output by `scale` in both dimensions, around its center.
    public func scaleEffect(_ scale: Double) -> some View {
        modifier(ScaleEffectModifier(x: scale, y: scale))
    }

    /// Scales the view's rendered output by `x` and `y`.
    public func scaleEffect(x: Double = 1, y: Double = 1) -> some View {
        modifier(ScaleEffectModifier(x: x, y: y))
    }
}
