@_spi(Machinery) import ClockworkCore

/// A view that arranges its children in a line that grows vertically, creating items only
/// as needed.
///
/// When its content is a `ForEach`, only the rows in view (in the scroll view around it,
/// else on the surface) and a few beyond are built, measured and drawn: a 10,000-row list
/// costs what is on screen. Rows out of view are taken to be as tall as the built ones
/// on average. Other content is built whole, as in a `VStack`.
public struct LazyVStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a lazy vertical stack with the given alignment and spacing. A `Section` in
    /// it is laid out as its header, rows and footer: `pinnedViews` pins nothing (docs/LIMITS.md).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    @MainActor package func makeContent() -> NodeContent {
        LazyStackContent(
            self, axis: .vertical, role: { .element(kind: "LazyVStack", attributes: stackAttributes($0.alignment.description, $0.spacing)) },
            spacing: { $0.spacing }, alignment: { $0.alignment.fraction }
        ) { $0.content }
    }
}

extension LazyVStack: View, BuiltinView {}

/// A view that arranges its children in a line that grows horizontally, creating items
/// only as needed (see ``LazyVStack``).
public struct LazyHStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a lazy horizontal stack with the given alignment and spacing; `pinnedViews`
    /// pins nothing, as in ``LazyVStack``.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    @MainActor package func makeContent() -> NodeContent {
        LazyStackContent(
            self, axis: .horizontal, role: { .element(kind: "LazyHStack", attributes: stackAttributes($0.alignment.description, $0.spacing)) },
            spacing: { $0.spacing }, alignment: { $0.alignment.fraction }
        ) { $0.content }
    }
}

extension LazyHStack: View, BuiltinView {}

/// A lazy stack: its `ForEach` child builds the rows of ``window(rowCount:node:)``;
/// layout places them where they fall in the whole list.
@MainActor
private final class LazyStackContent<V: View, Content: View>: TypedContent<V>, RowWindowing, RowRevealing {
    private let axis: Axis
    private let role: (V) -> RenderRole
    /// The spacing the view gives, if any (else the metrics' default for the axis).
    private let spacing: (V) -> Double?
    private let alignment: (V) -> Double
    private let content: (V) -> Content
    /// The average length of the built rows along the axis: what rows not built are taken to be.
    private var rowLength = 1.0
    /// Rows built beyond each end of the visible ones.
    private static var overscan: Int { 4 }

    init(_ view: V, axis: Axis, role: @escaping (V) -> RenderRole, spacing: @escaping (V) -> Double?, alignment: @escaping (V) -> Double,
         content: @escaping (V) -> Content) {
        (self.axis, self.role, self.spacing, self.alignment, self.content) = (axis, role, spacing, alignment, content)
        super.init(view)
    }

    override func update(_ node: ViewNode) {
        node.reconcileChild(at: 0, with: content(view))
    }

    override var render: RenderRole { role(view) }

    private var crossAxis: Axis { axis == .vertical ? .horizontal : .vertical }

    /// The space between rows: the view's, else the graph's default for this axis.
    private func gap(_ node: ViewNode) -> Double {
        spacing(view) ?? node.graph.layoutMetrics.defaultSpacing[axis]
    }

    /// The rows whose estimated span meets the visible part of the stack, and a few more
    /// each way.
    func window(rowCount count: Int, node: ViewNode) -> Range<Int> {
        let visible = node.graph.visibleSpan(of: node, along: axis)
        let pitch = rowLength + gap(node)
        let first = min(max(Int((visible.lowerBound / pitch).rounded(.down)) - Self.overscan, 0), count)
        let last = min(max(Int((visible.upperBound / pitch).rounded(.up)) + Self.overscan, first), count)
        return first..<last
    }

    /// Where row `offset` starts, built or not, at the built rows' average length.
    func estimatedSpan(ofRow offset: Int, node: ViewNode) -> (start: Double, length: Double) {
        (Double(offset) * (rowLength + gap(node)), rowLength)
    }

    /// The built rows, and the whole list's count and the first built row's offset in it
    /// (for content other than a lazy `ForEach`, every item, from 0).
    private func rows(_ node: ViewNode) -> (items: [ViewNode], count: Int, window: Range<Int>?) {
        let child = node.children[0]
        if let rows = child.content as? WindowedRows, let window = rows.window {
            return (child.children, rows.rowCount, window)
        }
        let items = node.layoutItems
        return (items, items.count, nil)
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let (items, count, _) = rows(node)
        let cross = proposal[crossAxis]
        var builtLength = 0.0, across = 0.0
        for item in items {
            let size = item.sizeThatFits(ProposedSize(axis, main: nil, cross: cross))
            builtLength += size[axis]
            across = max(across, size[crossAxis])
        }
        if !items.isEmpty { rowLength = max(builtLength / Double(items.count), 1) }
        let main = builtLength + Double(count - items.count) * rowLength + gap(node) * Double(max(count - 1, 0))
        return Size(axis, main: main, cross: across)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        let (items, count, window) = rows(node)
        let cross = bounds.size[crossAxis]
        let gap = gap(node)
        var cursor = Double(window?.lowerBound ?? 0) * (rowLength + gap)
        for item in items {
            let size = item.sizeThatFits(ProposedSize(axis, main: nil, cross: cross))
            let offset = ((cross - size[crossAxis]) * alignment(view)).rounded(.down)
            let origin = axis == .vertical
                ? Point(x: bounds.minX + offset, y: bounds.minY + cursor)
                : Point(x: bounds.minX + cursor, y: bounds.minY + offset)
            item.place(in: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height))
            cursor += size[axis] + gap
        }
        // Built for another span than the one now showing (the first layout, a resize, a
        // changed row length): build the right rows at the next update.
        if let window, window != self.window(rowCount: count, node: node) {
            node.graph.markDirty(node)
        }
    }
}
