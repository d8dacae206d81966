@_spi(Machinery) import ClockworkCore

/// A color style animates through its red, green, blue and opacity; other styles (roles
/// like `.secondary`) change at once.
struct BackgroundStyleModifier<Style: ShapeStyle>: BuiltinModifier {
    let style: Style
    var attributes: [String] { ["background=\(style.styleDescription)"] }
    var animatableVector: AnimationVector? { (style as? Color)?.components }
    func attributes(presenting vector: AnimationVector) -> [String] { ["background=\(Color(vector).styleDescription)"] }
    func backdrop(presenting presented: AnimationVector?) -> PaintStyle? {
        presented.map { Color($0).paintStyle } ?? style.paintStyle
    }
}

struct BackgroundViewModifier<Background: View>: BuiltinModifier {
    let background: Background
    let alignment: Alignment
    /// Whether the view is layered in front of the content (`.overlay`) rather than behind.
    var isOverlay = false

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { BackgroundViewContent(view) }
}

/// A background (or overlay) view: the content is child 0, the background child 1.
@MainActor
private final class BackgroundViewContent<Content: View, Background: View>: ModifierContent<Content, BackgroundViewModifier<Background>>, BackgroundDrawing {
    override func update(_ node: ViewNode) {
        reconcileContent(node)
        node.reconcileChild(at: 1, with: modifier.background)
    }

    override var render: RenderRole { .element(kind: modifier.isOverlay ? "Overlay" : "Background", attributes: []) }

    var drawsSecondChildBehind: Bool { !modifier.isOverlay }

    /// A background first, behind the content; an overlay after it, in front.
    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        let (back, front) = modifier.isOverlay ? (0, 1) : (1, 0)
        node.children[back].appendDisplayItems(paint: paint, to: &items)
        node.children[front].appendDisplayItems(paint: paint, to: &items)
    }

    /// As big as the content; the background is offered the same frame.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        node.children[0].sizeThatFits(proposal)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        node.children[0].place(in: bounds)
        node.children[1].place(aligned: modifier.alignment, in: bounds, over: node.children[0])
    }
}

extension View {
    /// Sets the view's background to a style (a color, a material role).
    ///
    /// A daemon's screen has no safe area to extend into: `edges` is taken and changes
    /// nothing.
    public nonisolated func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(BackgroundStyleModifier(style: style))
    }

    /// Layers `background` behind this view.
    @_disfavoredOverload
    public nonisolated func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(BackgroundViewModifier(background: background, alignment: alignment))
    }

    /// Layers the views `content` builds behind this view.
    public nonisolated func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        modifier(BackgroundViewModifier(background: content(), alignment: alignment))
    }

    /// Sets the view's background to `shape` filled with `style`.
    public nonisolated func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(BackgroundViewModifier(background: shape.fill(style, style: fillStyle), alignment: .center))
    }

    /// Layers `overlay` in front of this view, offered the view's frame.
    @_disfavoredOverload
    public nonisolated func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(BackgroundViewModifier(background: overlay, alignment: alignment, isOverlay: true))
    }

    /// Layers the views `content` builds in front of this view, offered the view's frame.
    public nonisolated func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        modifier(BackgroundViewModifier(background: content(), alignment: alignment, isOverlay: true))
    }

    /// Layers the specified style in front of this view, across its frame.
    ///
    /// A daemon's screen has no safe area to extend into: `edges` is taken and changes
    /// nothing.
    public nonisolated func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        let layer = (style as? Color).map { AnyView($0) } ?? AnyView(Rectangle().fill(style))
        return modifier(BackgroundViewModifier(background: layer, alignment: .center, isOverlay: true))
    }

    /// Layers `shape` filled with `style` in front of this view.
    public nonisolated func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(BackgroundViewModifier(background: shape.fill(style, style: fillStyle), alignment: .center, isOverlay: true))
    }

    /// Adds a border of `content` and `width` in front of the view's frame.
    public nonisolated func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> some View {
        overlay(Rectangle().stroke(content, lineWidth: width))
    }
}
