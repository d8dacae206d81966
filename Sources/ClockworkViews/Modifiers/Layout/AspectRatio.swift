@_spi(Machinery) import ClockworkCore

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Sendable, Hashable, CaseIterable {
    /// The largest size with the ratio that fits inside the space offered.
    case fit
    /// The smallest size with the ratio that covers the space offered.
    case fill
}

/// Offers the content a size of a fixed width-to-height ratio: the given one, or the
/// content's own ideal one.
struct AspectRatioModifier: BuiltinModifier {
    let ratio: Double?
    let contentMode: ContentMode
    var attributes: [String] { ["aspectRatio=\(ratio.map(formatNumber) ?? "ideal") \(contentMode)"] }

    private func offer(_ proposal: ProposedSize, content: (ProposedSize) -> Size) -> ProposedSize {
        let ideal = content(.unspecified)
        let ratio = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return proposal }
        let width = proposal.width ?? ideal.width, height = proposal.height ?? ideal.height
        let byWidth = Size(width: width, height: width / ratio), byHeight = Size(width: height * ratio, height: height)
        let chosen: Size
        switch contentMode {
        case .fit: chosen = byWidth.height <= height ? byWidth : byHeight
        case .fill: chosen = byWidth.height >= height ? byWidth : byHeight
        }
        return ProposedSize(width: chosen.width.rounded(), height: chosen.height.rounded())
    }

    func sizeThatFits(_ proposal: ProposedSize, metrics: LayoutMetrics, content: (ProposedSize) -> Size) -> Size {
        content(offer(proposal, content: content))
    }
}

extension View {
    /// Constrains this view's dimensions to `aspectRatio` (width over height; `nil`: the
    /// view's own ideal ratio), fitting or filling the space offered.
    public nonisolated func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio.map(Double.init), contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of `aspectRatio`.
    public nonisolated func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode))
    }

    /// Scales this view to fit its parent, keeping its ideal aspect ratio.
    public nonisolated func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales this view to fill its parent, keeping its ideal aspect ratio.
    public nonisolated func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}
