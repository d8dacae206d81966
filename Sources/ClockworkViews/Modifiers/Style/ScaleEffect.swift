@_spi(Machinery) import ClockworkCore

struct ScaleEffectModifier: BuiltinModifier {
    let x: Double
    let y: Double
    /// The point of the modifier's frame that stays put.
    var anchor = UnitPoint.center
    var attributes: [String] { attributes(x, y) }
    var animatableVector: AnimationVector? { AnimationVector(x, y, 0, 0) }
    func attributes(presenting vector: AnimationVector) -> [String] { attributes(vector[0], vector[1]) }

    /// Scales about the anchor's point of the modifier's frame (its center by default).
    func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        let fixed = anchor.point(in: frame)
        paint.transform = paint.transform.concatenating(.scale(x: presented?[0] ?? x, y: presented?[1] ?? y, about: fixed))
    }

    private func attributes(_ x: Double, _ y: Double) -> [String] {
        let scale = x == y ? "scale=\(formatNumber(x))" : "scale=(\(formatNumber(x)),\(formatNumber(y)))"
        return anchor == .center ? [scale] : [scale, "anchor=(\(formatNumber(Double(anchor.x))),\(formatNumber(Double(anchor.y))))"]
    }
}

extension View {
    /// Scales the view's rendered output by `scale` in both dimensions, about `anchor`.
    public nonisolated func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(ScaleEffectModifier(x: Double(scale), y: Double(scale), anchor: anchor))
    }

    /// Scales the view's rendered output by the given size's width and height, about `anchor`.
    public nonisolated func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(ScaleEffectModifier(x: Double(scale.width), y: Double(scale.height), anchor: anchor))
    }

    /// Scales the view's rendered output by `x` and `y`, about `anchor`.
    public nonisolated func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(ScaleEffectModifier(x: Double(x), y: Double(y), anchor: anchor))
    }
}
