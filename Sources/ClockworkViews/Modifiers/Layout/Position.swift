@_spi(Machinery) import ClockworkCore

/// Centers the content on a point of the modifier's frame, which takes all the space it
/// is offered (SwiftUI's `.position`).
struct PositionModifier: BuiltinModifier {
    let x: Double
    let y: Double

    var attributes: [String] { ["position=(\(formatNumber(x)),\(formatNumber(y)))"] }
    var animatableVector: AnimationVector? { AnimationVector(x, y, 0, 0) }
    func attributes(presenting vector: AnimationVector) -> [String] {
        ["position=(\(formatNumber(vector[0])),\(formatNumber(vector[1])))"]
    }

    /// All that is offered; 10 units where nothing is, as SwiftUI's default.
    func sizeThatFits(_ proposal: ProposedSize, metrics: LayoutMetrics, content: (ProposedSize) -> Size) -> Size {
        Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }

    static var placementFollowsAnimation: Bool { true }

    /// The content at its ideal size for the frame, its center at (`x`, `y`) from the
    /// frame's top-leading corner (or at the values an animation presents).
    func contentFrame(in bounds: Rect, presenting presented: AnimationVector?, metrics: LayoutMetrics,
                      content: (ProposedSize) -> Size) -> Rect {
        let (x, y) = presented.map { ($0[0], $0[1]) } ?? (x, y)
        let size = content(ProposedSize(bounds.size))
        return Rect(x: bounds.minX + x - size.width / 2, y: bounds.minY + y - size.height / 2,
                    width: size.width, height: size.height)
    }
}

extension View {
    /// Positions the center of this view at `x`, `y` in its parent's coordinate space.
    public nonisolated func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(PositionModifier(x: Double(x), y: Double(y)))
    }

    /// Positions the center of this view at `position` in its parent's coordinate space.
    public nonisolated func position(_ position: CGPoint) -> some View {
        modifier(PositionModifier(x: Double(position.x), y: Double(position.y)))
    }
}
