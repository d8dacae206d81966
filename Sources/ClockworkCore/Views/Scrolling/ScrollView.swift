/// A scrollable view.
///
/// It takes the space it is offered, offers its content unlimited length along its axes,
/// and shows the part its offset leaves in view, clipped. The input socket's `scroll`,
/// `TestHost`'s `scroll(_:by:)`, and the arrow keys while it has focus move it; the
/// offset stays between the content's start and its end. Lazy stacks inside build only
/// the rows in view.
public struct ScrollView<Content: View>: View, BuiltinView {
    let axes: Axis.Set
    let content: Content

    /// Creates a scroll view along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeContent() -> NodeContent { ScrollViewContent(self) }
}

/// What a lazy stack asks of the scroll view around it: what part of the content shows.
@MainActor
protocol ScrollViewport: AnyObject {
    /// How far the content is scrolled, in the target's units.
    var offset: Point { get }
    /// Where the content's origin was placed at the last layout (at the offset then).
    var contentOrigin: Point { get }
}

@MainActor
private final class ScrollViewContent<Content: View>: TypedContent<ScrollView<Content>>, Control, ScrollViewport {
    /// Where the value's `content` lies in it: read there, never copied.
    private let contentOffset = MemoryLayout<ScrollView<Content>>.offset(of: \.content)!
    private(set) var offset = Point(x: 0, y: 0)
    private(set) var contentOrigin = Point(x: 0, y: 0)
    /// The content's size and the view's as of the last layout: how far it can scroll.
    private var extent = (content: Size.zero, viewport: Size.zero)
    private unowned(unsafe) var node: ViewNode?

    override func update(_ node: ViewNode) {
        // unowned(unsafe): the content lives in this node and dies with it.
        self.node = node
        reconcilePart(Content.self, at: contentOffset, child: 0, of: node)
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
        let content = node.children[0].sizeThatFits(contentProposal(ProposedSize(bounds.size)))
        extent = (content, bounds.size)
        offset = clamped(offset)
        contentOrigin = Point(x: bounds.minX - offset.x, y: bounds.minY - offset.y)
        node.children[0].place(in: Rect(x: contentOrigin.x, y: contentOrigin.y, width: content.width, height: content.height))
    }

    private func clamped(_ point: Point) -> Point {
        Point(x: min(max(point.x, 0), max(extent.content.width - extent.viewport.width, 0)),
              y: min(max(point.y, 0), max(extent.content.height - extent.viewport.height, 0)))
    }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        var paint = paint
        paintChildren(&paint, node: node)
        node.appendChildrenDisplayItems(paint: paint, to: &items)
    }

    /// The content shows inside the frame only.
    override func paintChildren(_ paint: inout Paint, node: ViewNode) {
        paint.clips.append(Clip(outline: .rectangle, frame: node.frame, transform: paint.transform))
    }

    /// Scrolls, and has the view laid out (and its lazy stacks built) again at the next tick.
    func perform(_ input: ControlInput) throws(ControlInputError) {
        let step = view.axes.contains(.vertical) ? Point(x: 0, y: 1) : Point(x: 1, y: 0)
        let by: Point
        switch input {
        case let .scroll(x, y): by = Point(x: x, y: y)
        case .increment: by = step
        case .decrement: by = Point(x: -step.x, y: -step.y)
        case .activate, .toggle, .setOn, .setText, .setValue, .select: throw .unsupported(input, control: "ScrollView")
        }
        let moved = clamped(Point(x: view.axes.contains(.horizontal) ? offset.x + by.x : offset.x,
                                  y: view.axes.contains(.vertical) ? offset.y + by.y : offset.y))
        guard moved != offset, let node else { return }
        offset = moved
        node.graph.markDirty(node)
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
