/// A built-in modifier: what it adds to the render tree, what it changes in its
/// content's environment, and what it does when its value changes.
///
/// Its values are made wherever a modifier method is called (those are nonisolated, as in
/// SwiftUI); only its content is made and used on the main actor, the loop thread.
@_spi(Machinery) public protocol BuiltinModifier {
    /// Render attributes for the content below.
    var attributes: [String] { get }
    /// Makes the node content that applies this modifier to `Content`.
    @MainActor func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent
    /// The modifier's animatable values, or `nil` if a change of it applies at once.
    var animatableVector: AnimationVector? { get }
    /// Whether a change from `old` can animate: both have the same shape (the same
    /// optional values set), so only the animatable values differ.
    func canAnimate(from old: Self) -> Bool
    /// Render attributes with the animatable values taken from `vector`.
    func attributes(presenting vector: AnimationVector) -> [String]
    /// Changes the paint of everything below (foreground, font, opacity, transform, clip);
    /// `presented` is the animation's value while one runs, `frame` the modifier's frame.
    @MainActor func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect)
    /// A style to fill the modifier's frame with, behind its content.
    func backdrop(presenting presented: AnimationVector?) -> PaintStyle?
    /// Whether the modifier sets the font of the text below.
    var changesFont: Bool { get }
    /// The modifier's size for `proposal`, given how its content sizes itself, in a graph
    /// laid out with `metrics`.
    func sizeThatFits(_ proposal: ProposedSize, metrics: LayoutMetrics, content: (ProposedSize) -> Size) -> Size
    /// Whether where the content goes follows the animatable values, so an animation of
    /// them moves it (an offset, a position) and each frame places the content again.
    static var placementFollowsAnimation: Bool { get }
    /// Where the content goes inside the modifier's frame, `bounds`; `presented` is the
    /// animation's value while one runs (given only when ``placementFollowsAnimation``).
    func contentFrame(in bounds: Rect, presenting presented: AnimationVector?, metrics: LayoutMetrics,
                      content: (ProposedSize) -> Size) -> Rect
    /// The alignment the modifier places its content by in its frame (a frame's), so that
    /// the content's alignment guides move it there; `nil` for a modifier that does not.
    var contentAlignment: Alignment? { get }
}

/// The defaults: a modifier that adds nothing to the tree, draws and lays out its content
/// as it is, and changes at once.
extension BuiltinModifier {
    @_spi(Machinery) public var attributes: [String] { [] }
    @_spi(Machinery) @MainActor public func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { ModifierContent(view) }
    @_spi(Machinery) public var animatableVector: AnimationVector? { nil }
    @_spi(Machinery) public func canAnimate(from old: Self) -> Bool { true }
    @_spi(Machinery) public func attributes(presenting vector: AnimationVector) -> [String] { attributes }
    @_spi(Machinery) public func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {}
    @_spi(Machinery) public func backdrop(presenting presented: AnimationVector?) -> PaintStyle? { nil }
    @_spi(Machinery) public var changesFont: Bool { false }
    @_spi(Machinery) public func sizeThatFits(_ proposal: ProposedSize, metrics: LayoutMetrics, content: (ProposedSize) -> Size) -> Size { content(proposal) }
    @_spi(Machinery) public static var placementFollowsAnimation: Bool { false }
    @_spi(Machinery) public var contentAlignment: Alignment? { nil }
    @_spi(Machinery) public func contentFrame(in bounds: Rect, presenting presented: AnimationVector?, metrics: LayoutMetrics,
                      content: (ProposedSize) -> Size) -> Rect { bounds }
}

/// `content` with `modifier` applied. What a built-in modifier method returns.
@_spi(Machinery) public struct Modified<Content: View, Modifier: BuiltinModifier> {
    package let content: Content
    package let modifier: Modifier
}

extension Modified: View, BuiltinView {
    package func makeContent() -> NodeContent { modifier.makeContent(for: self) }
}

/// The node content of a plain modifier: its attributes decorate the content below.
///
/// When an animatable modifier's values change in an update whose transaction (or a
/// `.animation(_:value:)` above) has an animation, the node animates from what it shows
/// to the new values; otherwise the new values show at once.
@MainActor
@_spi(Machinery) open class ModifierContent<Content: View, Modifier: BuiltinModifier>: TypedContent<Modified<Content, Modifier>> {
    /// The modifier as of the last update (what a change animates from), once updated.
    /// Not an optional: an optional of a type parameter costs a generic class a runtime
    /// metadata lookup at each use, and every modifier node updates with its parent.
    private var shown: Modifier
    private var hasUpdated = false
    /// Where the content and the modifier lie in the value: found once, so reading them
    /// needs no lookup of the value's generic type.
    private let contentOffset = MemoryLayout<Modified<Content, Modifier>>.offset(of: \.content)!
    private let modifierOffset = MemoryLayout<Modified<Content, Modifier>>.offset(of: \.modifier)!

    /// The modifier, read where it lies in the value.
    @_spi(Machinery) public var modifier: Modifier {
        // Safe: `modifierOffset` is the offset of the value's `modifier`, of type Modifier.
        partAddress(at: modifierOffset).assumingMemoryBound(to: Modifier.self).pointee
    }

    @_spi(Machinery) public override init(_ view: Modified<Content, Modifier>) {
        shown = view.modifier
        super.init(view)
    }

    @_spi(Machinery) open override func update(_ node: ViewNode) {
        updateAnimation(node)
        reconcileContent(node)
    }

    /// Makes child 0 show the content, read where it lies in the value.
    @_spi(Machinery) public func reconcileContent(_ node: ViewNode, environment: EnvironmentValues? = nil) {
        reconcilePart(Content.self, at: contentOffset, child: 0, of: node, environment: environment)
    }

    private func updateAnimation(_ node: ViewNode) {
        let modifier = self.modifier
        defer { (shown, hasUpdated) = (modifier, true) }
        guard hasUpdated, let old = shown.animatableVector else { return }
        let new = modifier.animatableVector
        if new == old { return }
        let graph = node.graph
        if let new, modifier.canAnimate(from: shown), let animation = graph.animationForChange {
            graph.animations.animateAttribute(
                of: node, from: old, to: new, with: animation, completion: graph.transaction.completion, at: graph.now)
        } else {
            graph.animations.stopAttribute(of: node)
        }
    }

    @_spi(Machinery) open override var render: RenderRole {
        let attributes = modifier.attributes
        return attributes.isEmpty ? .transparent : .decoration(attributes)
    }

    @_spi(Machinery) open override func attributes(presenting vector: AnimationVector) -> [String] {
        modifier.attributes(presenting: vector)
    }

    @_spi(Machinery) public override var changesFont: Bool { modifier.changesFont }

    @_spi(Machinery) open override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        modifier.sizeThatFits(proposal, metrics: node.graph.layoutMetrics) { super.sizeThatFits($0, node: node) }
    }

    @_spi(Machinery) open override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        var paint = paint
        if let backdrop = modifier.backdrop(presenting: node.graph.animations.presented(of: node)) {
            items.append(paint.item(.shape(.rectangle, .fill(backdrop, eoFill: false)), in: node.frame))
        }
        paintChildren(&paint, node: node)
        node.appendChildrenDisplayItems(paint: paint, to: &items)
    }

    @_spi(Machinery) open override func paintChildren(_ paint: inout Paint, node: ViewNode) {
        modifier.paint(&paint, presenting: node.graph.animations.presented(of: node), frame: node.frame)
    }

    @_spi(Machinery) public override var placementFollowsPresentation: Bool { Modifier.placementFollowsAnimation }

    @_spi(Machinery) open override func place(in bounds: Rect, node: ViewNode) {
        let presented = Modifier.placementFollowsAnimation ? node.graph.animations.presented(of: node) : nil
        super.place(in: contentFrame(in: bounds, presenting: presented, node: node), node: node)
    }

    /// The content's frame in the modifier's `bounds`: where the modifier puts it, moved
    /// by the content's alignment guides when the modifier aligns it and guides are in use.
    private func contentFrame(in bounds: Rect, presenting presented: AnimationVector?, node: ViewNode) -> Rect {
        var frame = modifier.contentFrame(in: bounds, presenting: presented, metrics: node.graph.layoutMetrics) {
            super.sizeThatFits($0, node: node)
        }
        if let alignment = modifier.contentAlignment,
           node.graph.alignsByGuides(alignment.horizontal.key) || node.graph.alignsByGuides(alignment.vertical.key) {
            let items = node.layoutItems
            if items.count == 1 { frame.origin = items[0].origin(of: frame.size, aligned: alignment, in: bounds) }
        }
        return frame
    }

    /// The content's guide, moved to where the modifier puts the content.
    @_spi(Machinery) open override func explicitAlignment(_ key: AlignmentKey, in size: Size, node: ViewNode) -> Double? {
        let frame = contentFrame(in: Rect(origin: Point(x: 0, y: 0), size: size), presenting: nil, node: node)
        return super.explicitAlignment(key, in: frame.size, node: node).map { $0 + (key.axis == .horizontal ? frame.minX : frame.minY) }
    }
}

extension View {
    package nonisolated func modifier<M: BuiltinModifier>(_ modifier: M) -> Modified<Self, M> {
        Modified(content: self, modifier: modifier)
    }
}
