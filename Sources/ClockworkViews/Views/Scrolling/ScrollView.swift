@_spi(Machinery) import ClockworkCore

/// A scrollable view.
///
/// It takes the space it is offered, offers its content unlimited length along its axes,
/// and shows the part its offset leaves in view, clipped. The input socket's `scroll`,
/// `TestHost`'s `scroll(_:by:)`, and the arrow keys while it has focus move it (unless
/// `.scrollDisabled(true)`), and so does a `ScrollViewReader`'s proxy; the offset stays
/// between the content's start and its end. `.defaultScrollAnchor(_:)` sets where it
/// starts, `.scrollIndicators(.visible)` draws a bar for the part in view, and
/// `.scrollPosition(id:)` binds the id of the first target in view. Lazy stacks inside
/// build only the rows in view.
public struct ScrollView<Content: View> {
    let axes: Axis.Set
    /// `false`: no indicators, whatever `.scrollIndicators` says.
    let showsIndicators: Bool
    let content: Content

    /// Creates a new instance that's scrollable in the direction of the given axis.
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.axes = axes
        showsIndicators = true
        self.content = content()
    }

    /// Creates a scroll view along `axes`; `showsIndicators: false` hides its indicators
    /// whatever `.scrollIndicators` says.
    @_disfavoredOverload
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    @MainActor package func makeContent() -> NodeContent { ScrollViewContent(self) }
}

extension ScrollView: View, BuiltinView {}

@MainActor
private final class ScrollViewContent<Content: View>: TypedContent<ScrollView<Content>>, Control, Scrollable, ScrollRevealing {
    /// Where the value's `content` lies in it: read there, never copied.
    private let contentOffset = MemoryLayout<ScrollView<Content>>.offset(of: \.content)!
    private(set) var offset = Point(x: 0, y: 0)
    private(set) var contentOrigin = Point(x: 0, y: 0)
    /// The content's size and the view's as of the last layout: how far it can scroll.
    private var extent = (content: Size.zero, viewport: Size.zero)
    private unowned(unsafe) var node: ViewNode?
    /// What the environment sets: the indicators, whether people may scroll, the anchor.
    private var indicators = ScrollIndicators()
    private var isScrollEnabled = true
    private var anchor: UnitPoint?
    /// The refresh action a pull runs, and its runs.
    private var refresh: RefreshAction?
    private let refreshing = RefreshRunner()
    /// Whether the view has been laid out (the default anchor applies at the first layout).
    private var hasBeenPlaced = false
    /// A view a proxy asked to bring into sight, and how many layouts have tried.
    private var pendingReveal: (id: AnyHashable, anchor: UnitPoint?, tries: Int)?
    /// The position binding from `.scrollPosition(id:)`, and the id it last held or was
    /// told: a new id from the app scrolls to its view.
    private var position: ScrollPositionBinding?
    private var positionID: AnyHashable?
    /// Whether a scroll takes the focus from a text field inside (`.scrollDismissesKeyboard`).
    private var dismissesKeyboard = false
    /// Whether the content shows inside the frame only (`.scrollClipDisabled` turns it off).
    private var clips = true

    override func update(_ node: ViewNode) {
        // unowned(unsafe): the content lives in this node and dies with it.
        self.node = node
        let asked: AnyHashable?
        (indicators, isScrollEnabled, anchor, refresh, position, asked, dismissesKeyboard, clips) = node.graph.track(node, countsAsBody: false) {
            let position = node.trackedEnvironment(\.scrollPosition)
            return (node.trackedEnvironment(\.scrollIndicators), node.trackedEnvironment(\.isScrollEnabled), node.trackedEnvironment(\.defaultScrollAnchor),
                    node.trackedEnvironment(\.refresh), position, position?.read(),
                    node.trackedEnvironment(\.scrollDismissesKeyboardMode).dismissesOnScroll, !node.trackedEnvironment(\.isScrollClipDisabled))
        }
        reconcilePart(Content.self, at: contentOffset, child: 0, of: node)
        if let asked, asked != positionID {
            positionID = asked
            reveal(asked, anchor: position?.anchor ?? (view.axes.contains(.vertical) ? .top : .leading))
        }
    }

    /// Tells the position binding the first target in view, when it is another than it holds.
    private func reportPosition(node: ViewNode) {
        guard let position, let shown = node.firstTargetInView(along: view.axes.contains(.vertical) ? .vertical : .horizontal),
              shown != positionID, pendingReveal == nil else { return }
        positionID = shown
        position.write(shown)
    }

    override var render: RenderRole {
        .element(kind: "ScrollView", attributes: ["offset=(\(formatNumber(offset.x)),\(formatNumber(offset.y)))"])
    }

    private func contentProposal(_ size: ProposedSize) -> ProposedSize {
        ProposedSize(width: view.axes.contains(.horizontal) ? nil : size.width, height: view.axes.contains(.vertical) ? nil : size.height)
    }

    /// All it is offered along its axes (its content's length when offered no limit).
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let content = node.children[0].sizeThatFits(contentProposal(proposal))
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        let placedAt = offset
        defer {
            // Moved by layout (an anchor, a reveal, content that shrank): the render tree's
            // note of the offset is made again at the next tick.
            if offset != placedAt, hasBeenPlaced { node.graph.markDirty(node) }
        }
        let content = node.children[0].sizeThatFits(contentProposal(ProposedSize(bounds.size)))
        let wasAnchored = hasBeenPlaced && anchor.map { offset == anchoredOffset($0) } == true
        extent = (content, bounds.size)
        if let anchor, !hasBeenPlaced || wasAnchored { offset = anchoredOffset(anchor) }
        hasBeenPlaced = true
        offset = clamped(offset)
        placeContent(in: bounds, size: content, node: node)
        if pendingReveal != nil, let moved = revealedOffset(node: node) {
            offset = clamped(moved)
            placeContent(in: bounds, size: content, node: node)
        }
        reportPosition(node: node)
    }

    private func placeContent(in bounds: Rect, size: Size, node: ViewNode) {
        contentOrigin = Point(x: bounds.minX - offset.x, y: bounds.minY - offset.y)
        node.children[0].place(in: Rect(x: contentOrigin.x, y: contentOrigin.y, width: size.width, height: size.height))
    }

    /// The offset that puts `anchor`'s point of the content at the same point of the view.
    private func anchoredOffset(_ anchor: UnitPoint) -> Point {
        clamped(Point(x: view.axes.contains(.horizontal) ? (extent.content.width - extent.viewport.width) * Double(anchor.x) : 0,
                      y: view.axes.contains(.vertical) ? (extent.content.height - extent.viewport.height) * Double(anchor.y) : 0))
    }

    // MARK: Revealing a view

    func reveal(_ id: AnyHashable, anchor: UnitPoint?) {
        pendingReveal = (id, anchor, 0)
        if let node { needsLayout(node) }
    }

    /// Has `node` laid out again at the next layout, though nothing it is built from changed.
    private func needsLayout(_ node: ViewNode) {
        node.graph.surface.contentChanged(node)
        node.graph.loop.requestTick()
    }

    /// The offset that shows the view a proxy asked for, the content placed at the
    /// current offset: exact once the view is built and placed; estimated for a lazy
    /// stack's row not built yet, tried again at the next layout (three times at most).
    private func revealedOffset(node: ViewNode) -> Point? {
        guard let request = pendingReveal else { return nil }
        let found = node.descendant(withID: request.id)
        if let target = found, target.frame.size != .zero || request.tries >= 3 {
            pendingReveal = nil
            let frame = target.frame
            return offset(showing: Rect(x: frame.minX - contentOrigin.x, y: frame.minY - contentOrigin.y,
                                        width: frame.size.width, height: frame.size.height), anchor: request.anchor)
        }
        if found != nil {
            // Built since the last layout, and placed after this view in this one: measure
            // it at the next.
            pendingReveal = (request.id, request.anchor, request.tries + 1)
            needsLayout(node)
            return nil
        }
        guard request.tries < 3, let (stack, row) = node.lazyRow(withID: request.id),
              let lazy = stack.content as? RowRevealing else {
            pendingReveal = nil
            return nil
        }
        pendingReveal = (request.id, request.anchor, request.tries + 1)
        needsLayout(node)
        let span = lazy.estimatedSpan(ofRow: row, node: stack)
        let stackFrame = stack.frame
        let estimated = view.axes.contains(.vertical)
            ? Rect(x: stackFrame.minX - contentOrigin.x, y: stackFrame.minY - contentOrigin.y + span.start, width: stackFrame.size.width, height: span.length)
            : Rect(x: stackFrame.minX - contentOrigin.x + span.start, y: stackFrame.minY - contentOrigin.y, width: span.length, height: stackFrame.size.height)
        return offset(showing: estimated, anchor: request.anchor)
    }

    /// The offset that shows `frame` (in the content's coordinates): its `anchor` point at
    /// the view's, or with no anchor the least move that shows it whole.
    private func offset(showing frame: Rect, anchor: UnitPoint?) -> Point {
        func along(_ start: Double, _ length: Double, _ viewport: Double, _ current: Double, _ fraction: CGFloat?) -> Double {
            if let fraction { return start + (length - viewport) * Double(fraction) }
            if start < current { return start }
            if start + length > current + viewport { return start + length - viewport }
            return current
        }
        return Point(x: view.axes.contains(.horizontal) ? along(frame.minX, frame.size.width, extent.viewport.width, offset.x, anchor?.x) : offset.x,
                     y: view.axes.contains(.vertical) ? along(frame.minY, frame.size.height, extent.viewport.height, offset.y, anchor?.y) : offset.y)
    }

    private func clamped(_ point: Point) -> Point {
        Point(x: min(max(point.x, 0), max(extent.content.width - extent.viewport.width, 0)),
              y: min(max(point.y, 0), max(extent.content.height - extent.viewport.height, 0)))
    }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        var inside = paint
        paintChildren(&inside, node: node)
        node.appendChildrenDisplayItems(paint: inside, to: &items)
        for axis in [Axis.vertical, .horizontal] where view.axes.contains(axis == .vertical ? .vertical : .horizontal) {
            if view.showsIndicators, indicators[axis] == .visible, let bar = indicatorFrame(along: axis, in: node.frame, node: node) {
                var indicator = paint.item(.shape(.capsule, .fill(Color.secondary.paintStyle, eoFill: false)), in: bar)
                indicator.opacity *= 0.6
                items.append(indicator)
            }
        }
    }

    /// The indicator's bar along `axis`: at the trailing (or bottom) edge, as long and as
    /// far along as the part of the content in view; none when it all fits.
    private func indicatorFrame(along axis: Axis, in frame: Rect, node: ViewNode) -> Rect? {
        let content = extent.content[axis], viewport = frame.size[axis]
        guard content > viewport, viewport > 0 else { return nil }
        let cell = node.graph.layoutMetrics.cell
        let length = max(viewport * viewport / content, axis == .vertical ? cell.height : cell.width)
        let start = (viewport - length) * (axis == .vertical ? offset.y : offset.x) / (content - viewport)
        let thickness = cell.height > 1 ? 3.0 : (axis == .vertical ? cell.width : cell.height)
        return axis == .vertical
            ? Rect(x: frame.maxX - thickness, y: frame.minY + start, width: thickness, height: length)
            : Rect(x: frame.minX + start, y: frame.maxY - thickness, width: length, height: thickness)
    }

    /// The content shows inside the frame only, unless `.scrollClipDisabled()`.
    override func paintChildren(_ paint: inout Paint, node: ViewNode) {
        guard clips else { return }
        paint.clips.append(Clip(outline: .rectangle, frame: node.frame, transform: paint.transform))
    }

    /// Scrolls, and has the view laid out (and its lazy stacks built) again at the next tick.
    func perform(_ input: ControlInput) throws(ControlInputError) {
        let step = view.axes.contains(.vertical) ? Point(x: 0, y: 1) : Point(x: 1, y: 0)
        switch input {
        case let .scroll(x, y): try scroll(by: Point(x: x, y: y))
        case .increment: try scroll(by: step)
        case .decrement: try scroll(by: Point(x: -step.x, y: -step.y))
        case .activate, .toggle, .setOn, .setText, .setValue, .select: throw .unsupported(input, control: "ScrollView")
        }
    }

    func scroll(by: Point) throws(ControlInputError) {
        guard isScrollEnabled else { throw .unsupported(.scroll(x: by.x, y: by.y), control: "ScrollView with scrolling disabled") }
        if by.y < 0, offset.y == 0, view.axes.contains(.vertical), let refresh, let node {
            refreshing.pull(refresh) { node.graph.loop.requestTick() }
        }
        let moved = clamped(Point(x: view.axes.contains(.horizontal) ? offset.x + by.x : offset.x,
                                  y: view.axes.contains(.vertical) ? offset.y + by.y : offset.y))
        guard moved != offset, let node else { return }
        offset = moved
        node.graph.markDirty(node)
        if dismissesKeyboard, let focused = node.graph.focus.focused, focused.content is SubmitsText, Self.isInside(focused, node) {
            node.graph.focus.move(to: nil)
        }
    }

    private static func isInside(_ node: ViewNode, _ ancestor: ViewNode) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent === ancestor { return true }
            current = parent.parent
        }
        return false
    }
}

extension ViewGraph {
    /// The part of `node` (from its leading or top edge, along `axis`) in view: inside the
    /// nearest scroll view around it, as that view is scrolled now, else on the surface.
    /// Before the first layout, a screenful from the start.
    func visibleSpan(of node: ViewNode, along axis: Axis) -> Range<Double> {
        var ancestor = node.parent
        while let current = ancestor {
            if let scroll = current.content as? ScrollViewport {
                let length = current.frame.size[axis]
                guard length > 0 else { break }
                let start = (axis == .vertical ? node.frame.minY - scroll.contentOrigin.y : node.frame.minX - scroll.contentOrigin.x)
                let shown = axis == .vertical ? scroll.offset.y : scroll.offset.x
                return (shown - start)..<(shown - start + length)
            }
            ancestor = current.parent
        }
        let surface = surface.layoutSize ?? Size(width: 80, height: 24)
        let start = axis == .vertical ? node.frame.minY : node.frame.minX
        return -start..<(surface[axis] - start)
    }
}
