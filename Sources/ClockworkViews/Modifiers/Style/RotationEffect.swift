@_spi(Machinery) import ClockworkCore

/// Turns what the content draws about an anchor of the modifier's frame; layout stays as
/// it was. Animates through the angle.
struct RotationEffectModifier: BuiltinModifier {
    let angle: Angle
    let anchor: UnitPoint

    var attributes: [String] { Self.attributes(angle.degrees) }
    var animatableVector: AnimationVector? { AnimationVector(angle.degrees, 0, 0, 0) }
    func attributes(presenting vector: AnimationVector) -> [String] { Self.attributes(vector[0]) }

    func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        let degrees = presented?[0] ?? angle.degrees
        paint.transform = paint.transform.concatenating(.rotation(.degrees(degrees), about: anchor.point(in: frame)))
    }

    private static func attributes(_ degrees: Double) -> [String] { ["rotation=\(formatNumber(degrees))"] }
}

extension View {
    /// Rotates the view's rendered output by `angle` (clockwise on screen) about `anchor`.
    public nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(RotationEffectModifier(angle: angle, anchor: anchor))
    }
}
