@_spi(Machinery) import ClockworkCore

/// Offers the content no limit in the fixed dimensions, so it takes its ideal size there.
struct FixedSizeModifier: BuiltinModifier {
    let horizontal: Bool
    let vertical: Bool
    var attributes: [String] { ["fixedSize=(\(horizontal),\(vertical))"] }

    private func fixed(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedSize, metrics: LayoutMetrics, content: (ProposedSize) -> Size) -> Size {
        content(fixed(proposal))
    }
}

extension View {
    /// Fixes this view at its ideal size in both dimensions.
    public nonisolated func fixedSize() -> some View {
        modifier(FixedSizeModifier(horizontal: true, vertical: true))
    }

    /// Fixes this view at its ideal size in the given dimensions.
    public nonisolated func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}
