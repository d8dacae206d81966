@_spi(Machinery) import ClockworkCore

/// An explicit length animates; the default amount (`nil`) does not.
struct PaddingModifier: BuiltinModifier {
    let edges: Edge.Set
    let length: Double?
    var attributes: [String] { attributes(length: length) }
    var animatableVector: AnimationVector? { length.map { AnimationVector($0, 0, 0, 0) } }
    func canAnimate(from old: Self) -> Bool { edges == old.edges }
    func attributes(presenting vector: AnimationVector) -> [String] { attributes(length: vector[0]) }

    private func attributes(length: Double?) -> [String] {
        let amount = length.map(formatNumber) ?? "default"
        return [edges == .all ? "padding=\(amount)" : "padding(\(edges))=\(amount)"]
    }

    /// The insets, the metrics' default amount where no length is given (a cell on a
    /// terminal, 16 points on a screen).
    private func insets(_ metrics: LayoutMetrics) -> (leading: Double, top: Double, trailing: Double, bottom: Double) {
        let amount = length ?? metrics.defaultPadding
        return (edges.contains(.leading) ? amount : 0, edges.contains(.top) ? amount : 0,
                edges.contains(.trailing) ? amount : 0, edges.contains(.bottom) ? amount : 0)
    }

    func sizeThatFits(_ proposal: ProposedSize, metrics: LayoutMetrics, content: (ProposedSize) -> Size) -> Size {
        let insets = insets(metrics)
        let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
        let inner = content(proposal.inset(width: horizontal, height: vertical))
        return Size(width: inner.width + horizontal, height: inner.height + vertical)
    }

    func contentFrame(in bounds: Rect, presenting presented: AnimationVector?, metrics: LayoutMetrics,
                      content: (ProposedSize) -> Size) -> Rect {
        let insets = insets(metrics)
        return Rect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                    width: max(bounds.size.width - insets.leading - insets.trailing, 0),
                    height: max(bounds.size.height - insets.top - insets.bottom, 0))
    }
}

extension View {
    /// Adds padding on `edges` (the default amount when `length` is `nil`).
    public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(edges: edges, length: length.map(Double.init)))
    }

    /// Adds `length` of padding on every edge.
    public nonisolated func padding(_ length: CGFloat) -> some View {
        modifier(PaddingModifier(edges: .all, length: Double(length)))
    }
}

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset at the top.
    public var top: CGFloat
    /// The inset at the leading edge.
    public var leading: CGFloat
    /// The inset at the bottom.
    public var bottom: CGFloat
    /// The inset at the trailing edge.
    public var trailing: CGFloat

    /// Creates insets of the given lengths (all zero by default).
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

extension View {
    /// Pads each edge of the view by its inset.
    public nonisolated func padding(_ insets: EdgeInsets) -> some View {
        padding(.top, insets.top).padding(.leading, insets.leading).padding(.bottom, insets.bottom).padding(.trailing, insets.trailing)
    }
}
