@_spi(Machinery) import ClockworkCore

/// A view that adapts to the available space by providing the first child view that fits.
///
/// The children are tried in order: the first whose ideal size, along the constrained
/// `axes`, fits the proposal is shown, else the last. The others keep their state, hidden
/// from drawing, input and the render tree, as a tab not selected is.
public struct ViewThatFits<Content: View> {
    let axes: Axis.Set
    let content: Content

    /// Produces a view constrained in the given axes from one of several alternatives
    /// provided by a view builder.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    @MainActor package func makeContent() -> NodeContent { ViewThatFitsContent(self) }
}

extension ViewThatFits: View, BuiltinView {}

@MainActor
private final class ViewThatFitsContent<Content: View>: TypedContent<ViewThatFits<Content>> {
    /// The child shown, as of the last placement.
    private var chosen = 0

    override var render: RenderRole { .element(kind: "ViewThatFits", attributes: []) }

    override func update(_ node: ViewNode) {
        node.reconcileChild(at: 0, with: view.content)
        hideAllBut(chosen, node: node)
    }

    /// The first child whose ideal size fits `proposal` along the constrained axes, else
    /// the last.
    private func choice(for proposal: ProposedSize, among items: [ViewNode]) -> Int {
        for (index, item) in items.enumerated() {
            let ideal = item.sizeThatFits(.unspecified)
            let fitsWidth = !view.axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !view.axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return max(items.count - 1, 0)
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let items = node.layoutItems(ofChild: 0)
        guard !items.isEmpty else { return .zero }
        return items[choice(for: proposal, among: items)].sizeThatFits(proposal)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        let items = node.layoutItems(ofChild: 0)
        guard !items.isEmpty else { return }
        let choice = choice(for: ProposedSize(bounds.size), among: items)
        if choice != chosen {
            chosen = choice
            hideAllBut(choice, node: node)
            node.graph.surface.contentChanged(node)
        }
        items[choice].place(in: bounds)
    }

    /// Shows the child at `index` only.
    private func hideAllBut(_ index: Int, node: ViewNode) {
        for (offset, item) in node.layoutItems(ofChild: 0).enumerated() { _ = item.setOffscreen(offset != index) }
    }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        let children = node.layoutItems(ofChild: 0)
        guard chosen < children.count else { return }
        children[chosen].appendDisplayItems(paint: paint, to: &items)
    }
}
