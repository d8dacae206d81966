@_spi(Machinery) import ClockworkCore

struct OpacityModifier: BuiltinModifier {
    let opacity: Double
    var attributes: [String] { ["opacity=\(formatNumber(opacity))"] }
    var animatableVector: AnimationVector? { AnimationVector(opacity, 0, 0, 0) }
    func attributes(presenting vector: AnimationVector) -> [String] { ["opacity=\(formatNumber(vector[0]))"] }
    func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        paint.opacity *= presented?[0] ?? opacity
    }
}

extension View {
    /// Sets the transparency of the view (0 transparent, 1 opaque).
    public nonisolated func opacity(_ opacity: Double) -> some View {
        modifier(OpacityModifier(opacity: opacity))
    }
}
