@_spi(Machinery) import ClockworkCore

/// A guide a view sets for itself: its value worked out from the view's dimensions when a
/// container lines the view up by that guide.
struct AlignmentGuideModifier: BuiltinModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { AlignmentGuideContent(view) }
}

/// Counted while mounted, so containers line children up by fractions while no view sets
/// a guide (``ViewGraph/alignsByGuides(_:)``).
@MainActor
private final class AlignmentGuideContent<Content: View>: ModifierContent<Content, AlignmentGuideModifier>, AlignmentGuideSetting {
    private var counted = MountedViewCount(\.alignmentGuideViews)
    private var hasUpdated = false

    var guideKey: AlignmentKey { modifier.key }

    override var isAlwaysTransparent: Bool { true }

    override func update(_ node: ViewNode) {
        counted.mount(in: node.graph)
        // A new closure may give another value: what lines the view up places again.
        if hasUpdated { node.graph.surface.alignmentGuideChanged(at: node) }
        hasUpdated = true
        super.update(node)
    }

    override func unmount(_ node: ViewNode) {
        counted.unmount(from: node.graph)
        super.unmount(node)
    }

    /// The closure's value for this guide, given the dimensions of the view below with the
    /// guides it sets; any other guide as the view below sets it.
    override func explicitAlignment(_ key: AlignmentKey, in size: Size, node: ViewNode) -> Double? {
        guard key == modifier.key, let content = node.children.first else { return super.explicitAlignment(key, in: size, node: node) }
        return Double(modifier.computeValue(content.dimensions(in: size)))
    }
}

extension View {
    /// Sets the view's horizontal alignment guide `g` to the value `computeValue` works
    /// out from the view's dimensions: a stack, frame or overlay aligned by `g` lines the
    /// view up by it instead of the guide's default.
    public nonisolated func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets the view's vertical alignment guide `g` to the value `computeValue` works out
    /// from the view's dimensions.
    public nonisolated func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
}
