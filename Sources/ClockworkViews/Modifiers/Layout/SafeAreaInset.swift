@_spi(Machinery) import ClockworkCore

/// A view set along one edge of another, which takes the room left: what
/// `.safeAreaInset(edge:)` draws (a daemon's screen has no safe area of its own, so the
/// inset is all the view gives way to).
struct SafeAreaInsetModifier<Inset: View>: BuiltinModifier {
    let inset: Inset
    let edge: Edge
    /// Where the inset sits along its edge, 0 (leading, top) to 1.
    let alignment: Double
    let spacing: Double?

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { SafeAreaInsetContent(view) }
}

/// The content is child 0, the inset view child 1.
@MainActor
private final class SafeAreaInsetContent<Content: View, Inset: View>: ModifierContent<Content, SafeAreaInsetModifier<Inset>> {
    override func update(_ node: ViewNode) {
        reconcileContent(node)
        node.reconcileChild(at: 1, with: modifier.inset)
    }

    override var render: RenderRole { .element(kind: "SafeAreaInset", attributes: ["edge=\(modifier.edge)"]) }

    private var axis: Axis { modifier.edge == .top || modifier.edge == .bottom ? .vertical : .horizontal }

    /// The inset's size, offered the whole length of its edge, and the gap after it.
    private func inset(_ proposal: ProposedSize, node: ViewNode) -> (size: Size, gap: Double) {
        let size = node.children[1].sizeThatFits(axis == .vertical ? ProposedSize(width: proposal.width, height: nil)
                                                                   : ProposedSize(width: nil, height: proposal.height))
        let gap = size[axis] > 0 ? (modifier.spacing ?? 0) : 0
        return (size, gap)
    }

    /// All the content takes of what the inset leaves, and the inset along its edge.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let (size, gap) = inset(proposal, node: node)
        let taken = size[axis] + gap
        let left = axis == .vertical ? ProposedSize(width: proposal.width, height: proposal.height.map { max($0 - taken, 0) })
                                     : ProposedSize(width: proposal.width.map { max($0 - taken, 0) }, height: proposal.height)
        let content = node.children[0].sizeThatFits(left)
        return axis == .vertical ? Size(width: max(content.width, size.width), height: content.height + taken)
                                 : Size(width: content.width + taken, height: max(content.height, size.height))
    }

    override func place(in bounds: Rect, node: ViewNode) {
        let (size, gap) = inset(ProposedSize(bounds.size), node: node)
        let taken = size[axis] + gap
        let crossFree = axis == .vertical ? bounds.size.width - size.width : bounds.size.height - size.height
        let along = (max(crossFree, 0) * modifier.alignment).rounded(.down)
        switch modifier.edge {
        case .top:
            node.children[1].place(in: Rect(x: bounds.minX + along, y: bounds.minY, width: size.width, height: size.height))
            node.children[0].place(in: Rect(x: bounds.minX, y: bounds.minY + taken, width: bounds.size.width, height: max(bounds.size.height - taken, 0)))
        case .bottom:
            node.children[1].place(in: Rect(x: bounds.minX + along, y: bounds.maxY - size.height, width: size.width, height: size.height))
            node.children[0].place(in: Rect(x: bounds.minX, y: bounds.minY, width: bounds.size.width, height: max(bounds.size.height - taken, 0)))
        case .leading:
            node.children[1].place(in: Rect(x: bounds.minX, y: bounds.minY + along, width: size.width, height: size.height))
            node.children[0].place(in: Rect(x: bounds.minX + taken, y: bounds.minY, width: max(bounds.size.width - taken, 0), height: bounds.size.height))
        case .trailing:
            node.children[1].place(in: Rect(x: bounds.maxX - size.width, y: bounds.minY + along, width: size.width, height: size.height))
            node.children[0].place(in: Rect(x: bounds.minX, y: bounds.minY, width: max(bounds.size.width - taken, 0), height: bounds.size.height))
        }
    }
}

extension View {
    /// Shows the specified content beside the modified view, along a vertical edge: the
    /// view takes the room the inset leaves (less `spacing`).
    public nonisolated func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), edge: edge == .top ? .top : .bottom, alignment: alignment.fraction,
                                       spacing: spacing.map(Double.init)))
    }

    /// Shows the specified content beside the modified view, along a horizontal edge: the
    /// view takes the room the inset leaves (less `spacing`).
    public nonisolated func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), edge: edge == .leading ? .leading : .trailing, alignment: alignment.fraction,
                                       spacing: spacing.map(Double.init)))
    }
}
