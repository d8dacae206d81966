@_spi(Machinery) import ClockworkCore

/// Moves the content as it is drawn; its layout stays where it was. An animated change
/// moves it through the values between.
struct OffsetModifier: BuiltinModifier {
    let x: Double
    let y: Double

    static var placementFollowsAnimation: Bool { true }

    func contentFrame(in bounds: Rect, presenting presented: AnimationVector?, metrics: LayoutMetrics,
                      content: (ProposedSize) -> Size) -> Rect {
        let (x, y) = presented.map { ($0[0], $0[1]) } ?? (x, y)
        return Rect(x: bounds.minX + x, y: bounds.minY + y, width: bounds.size.width, height: bounds.size.height)
    }
    var attributes: [String] { ["offset=(\(formatNumber(x)),\(formatNumber(y)))"] }
    var animatableVector: AnimationVector? { AnimationVector(x, y, 0, 0) }
    func attributes(presenting vector: AnimationVector) -> [String] {
        ["offset=(\(formatNumber(vector[0])),\(formatNumber(vector[1])))"]
    }
}

extension View {
    /// Moves the view's rendered output by `x` and `y`.
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(OffsetModifier(x: Double(x), y: Double(y)))
    }

    /// Moves the view's rendered output by `offset`'s width and height.
    public nonisolated func offset(_ offset: CGSize) -> some View {
        modifier(OffsetModifier(x: Double(offset.width), y: Double(offset.height)))
    }
}
