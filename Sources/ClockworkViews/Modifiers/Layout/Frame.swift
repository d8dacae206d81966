@_spi(Machinery) import ClockworkCore

/// A fixed frame (`frame(width:height:)`) animates its width and height; a flexible
/// frame's bounds change at once.
struct FrameModifier: BuiltinModifier {
    var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: Double?
    var alignment: Alignment

    private var isFixed: Bool { minWidth == maxWidth && minHeight == maxHeight && idealWidth == nil && idealHeight == nil }

    var animatableVector: AnimationVector? {
        isFixed ? AnimationVector(minWidth ?? 0, minHeight ?? 0, 0, 0) : nil
    }

    func canAnimate(from old: Self) -> Bool {
        old.isFixed && (minWidth == nil) == (old.minWidth == nil) && (minHeight == nil) == (old.minHeight == nil)
    }

    /// The frame's size: a fixed dimension is itself; a flexible one is the offered size
    /// held between its bounds (the content's when nothing is offered, or its ideal).
    func sizeThatFits(_ proposal: ProposedSize, metrics: LayoutMetrics, content: (ProposedSize) -> Size) -> Size {
        let inner = content(contentProposal(proposal))
        return Size(
            width: Self.dimension(offered: proposal.width, min: minWidth, ideal: idealWidth, max: maxWidth, content: inner.width),
            height: Self.dimension(offered: proposal.height, min: minHeight, ideal: idealHeight, max: maxHeight, content: inner.height))
    }

    /// The content, sized for the frame, placed by the frame's alignment.
    func contentFrame(in bounds: Rect, presenting presented: AnimationVector?, metrics: LayoutMetrics,
                      content: (ProposedSize) -> Size) -> Rect {
        let inner = content(ProposedSize(bounds.size))
        let fractions = alignment.fractions
        return Rect(
            x: bounds.minX + ((bounds.size.width - inner.width) * fractions.horizontal).rounded(.down),
            y: bounds.minY + ((bounds.size.height - inner.height) * fractions.vertical).rounded(.down),
            width: inner.width, height: inner.height)
    }

    /// The content's alignment guides move it to the frame's.
    var contentAlignment: Alignment? { alignment }

    /// What the frame offers its content: the offer held between the frame's bounds.
    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        func offer(_ offered: Double?, _ min: Double?, _ ideal: Double?, _ max: Double?) -> Double? {
            guard let offered = offered ?? ideal else { return min == max ? min : nil }
            return Swift.min(Swift.max(offered, min ?? -.infinity), max ?? .infinity)
        }
        return ProposedSize(width: offer(proposal.width, minWidth, idealWidth, maxWidth),
                            height: offer(proposal.height, minHeight, idealHeight, maxHeight))
    }

    private static func dimension(offered: Double?, min: Double?, ideal: Double?, max: Double?, content: Double) -> Double {
        if let min, min == max { return min }
        guard min != nil || max != nil else { return content }
        let wanted = max != nil ? (offered ?? ideal ?? content) : Swift.max(content, offered.map { Swift.min($0, content) } ?? content)
        return Swift.min(Swift.max(wanted, min ?? -.infinity), max ?? .infinity)
    }

    func attributes(presenting vector: AnimationVector) -> [String] {
        var presented = self
        if minWidth != nil { (presented.minWidth, presented.maxWidth) = (vector[0], vector[0]) }
        if minHeight != nil { (presented.minHeight, presented.maxHeight) = (vector[1], vector[1]) }
        return presented.attributes
    }

    var attributes: [String] {
        var parts: [String] = []
        func add(_ name: String, _ value: Double?) {
            if let value { parts.append("\(name):\(value.isInfinite ? "inf" : formatNumber(value))") }
        }
        if minWidth == maxWidth, minHeight == maxHeight, idealWidth == nil, idealHeight == nil {
            add("width", minWidth)
            add("height", minHeight)
        } else {
            add("minWidth", minWidth); add("idealWidth", idealWidth); add("maxWidth", maxWidth)
            add("minHeight", minHeight); add("idealHeight", idealHeight); add("maxHeight", maxHeight)
        }
        if alignment != .center { parts.append("alignment:\(alignment)") }
        return ["frame=(\(parts.joined(separator: ",")))"]
    }
}

extension View {
    /// Places the view in a frame of fixed size.
    public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let width = width.map(Double.init), height = height.map(Double.init)
        return modifier(FrameModifier(
            minWidth: width, idealWidth: nil, maxWidth: width, minHeight: height, idealHeight: nil, maxHeight: height,
            alignment: alignment))
    }

    /// Places the view in a flexible frame.
    public nonisolated func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(FrameModifier(
            minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
            minHeight: minHeight.map(Double.init), idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
            alignment: alignment))
    }
}
