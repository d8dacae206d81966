/// A color style animates through its red, green, blue and opacity; other styles (roles
/// like `.secondary`) change at once.
struct BackgroundStyleModifier<Style: ShapeStyle>: BuiltinModifier {
    let style: Style
    var attributes: [String] { ["background=\(style.styleDescription)"] }
    var animatableVector: AnimationVector? { (style as? Color)?.components }
    func attributes(presenting vector: AnimationVector) -> [String] { ["background=\(Color(vector).styleDescription)"] }
    func backdrop(presenting presented: AnimationVector?) -> String? {
        presented.map { Color($0).styleDescription } ?? style.styleDescription
    }
}

/// Animates like ``BackgroundStyleModifier``.
struct ForegroundStyleModifier<Style: ShapeStyle>: BuiltinModifier {
    let style: Style
    var attributes: [String] { ["foreground=\(style.styleDescription)"] }
    var animatableVector: AnimationVector? { (style as? Color)?.components }
    func attributes(presenting vector: AnimationVector) -> [String] { ["foreground=\(Color(vector).styleDescription)"] }
    func paint(_ paint: inout Paint, presenting presented: AnimationVector?) {
        // Applied on the way down: a modifier nearer the content overrides one further
        // out, as in SwiftUI.
        paint.foreground = presented.map { Color($0).styleDescription } ?? style.styleDescription
    }
}

struct ScaleEffectModifier: BuiltinModifier {
    let x: Double
    let y: Double
    var attributes: [String] { Self.attributes(x, y) }
    var animatableVector: AnimationVector? { AnimationVector(x, y, 0, 0) }
    func attributes(presenting vector: AnimationVector) -> [String] { Self.attributes(vector[0], vector[1]) }

    func paint(_ paint: inout Paint, presenting presented: AnimationVector?) {
        paint.scaleX *= presented?[0] ?? x
        paint.scaleY *= presented?[1] ?? y
    }

    private static func attributes(_ x: Double, _ y: Double) -> [String] {
        x == y ? ["scale=\(formatNumber(x))"] : ["scale=(\(formatNumber(x)),\(formatNumber(y)))"]
    }
}

struct OpacityModifier: BuiltinModifier {
    let opacity: Double
    var attributes: [String] { ["opacity=\(formatNumber(opacity))"] }
    var animatableVector: AnimationVector? { AnimationVector(opacity, 0, 0, 0) }
    func attributes(presenting vector: AnimationVector) -> [String] { ["opacity=\(formatNumber(vector[0]))"] }
    func paint(_ paint: inout Paint, presenting presented: AnimationVector?) {
        paint.opacity *= presented?[0] ?? opacity
    }
}

/// Moves the content as it is drawn; its layout stays where it was.
struct OffsetModifier: BuiltinModifier {
    let x: Double
    let y: Double

    func contentFrame(in bounds: Rect, content: (ProposedSize) -> Size) -> Rect {
        Rect(x: bounds.minX + x, y: bounds.minY + y, width: bounds.size.width, height: bounds.size.height)
    }
    var attributes: [String] { ["offset=(\(formatNumber(x)),\(formatNumber(y)))"] }
    var animatableVector: AnimationVector? { AnimationVector(x, y, 0, 0) }
    func attributes(presenting vector: AnimationVector) -> [String] {
        ["offset=(\(formatNumber(vector[0])),\(formatNumber(vector[1])))"]
    }
}

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

    /// The default amount: one cell.
    private var insets: (leading: Double, top: Double, trailing: Double, bottom: Double) {
        let amount = length ?? 1
        return (edges.contains(.leading) ? amount : 0, edges.contains(.top) ? amount : 0,
                edges.contains(.trailing) ? amount : 0, edges.contains(.bottom) ? amount : 0)
    }

    func sizeThatFits(_ proposal: ProposedSize, content: (ProposedSize) -> Size) -> Size {
        let insets = insets
        let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
        let inner = content(proposal.inset(width: horizontal, height: vertical))
        return Size(width: inner.width + horizontal, height: inner.height + vertical)
    }

    func contentFrame(in bounds: Rect, content: (ProposedSize) -> Size) -> Rect {
        let insets = insets
        return Rect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                    width: max(bounds.size.width - insets.leading - insets.trailing, 0),
                    height: max(bounds.size.height - insets.top - insets.bottom, 0))
    }
}

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
    func sizeThatFits(_ proposal: ProposedSize, content: (ProposedSize) -> Size) -> Size {
        let inner = content(contentProposal(proposal))
        return Size(
            width: Self.dimension(offered: proposal.width, min: minWidth, ideal: idealWidth, max: maxWidth, content: inner.width),
            height: Self.dimension(offered: proposal.height, min: minHeight, ideal: idealHeight, max: maxHeight, content: inner.height))
    }

    /// The content, sized for the frame, placed by the frame's alignment.
    func contentFrame(in bounds: Rect, content: (ProposedSize) -> Size) -> Rect {
        let inner = content(ProposedSize(bounds.size))
        let fractions = alignment.fractions
        return Rect(
            x: bounds.minX + ((bounds.size.width - inner.width) * fractions.horizontal).rounded(.down),
            y: bounds.minY + ((bounds.size.height - inner.height) * fractions.vertical).rounded(.down),
            width: inner.width, height: inner.height)
    }

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

struct BackgroundViewModifier<Background: View>: BuiltinModifier {
    let background: Background
    let alignment: Alignment

    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { BackgroundViewContent(view) }
}

/// A background view: the content is child 0, the background child 1.
@MainActor
private final class BackgroundViewContent<Content: View, Background: View>: ModifierContent<Content, BackgroundViewModifier<Background>> {
    override func update(_ node: ViewNode) {
        node.reconcileChild(at: 0, with: view.content)
        node.reconcileChild(at: 1, with: view.modifier.background)
    }

    override var render: RenderRole { .element(kind: "Background", attributes: []) }

    /// The background first, behind the content.
    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        node.children[1].appendDisplayItems(paint: paint, to: &items)
        node.children[0].appendDisplayItems(paint: paint, to: &items)
    }

    /// As big as the content; the background is offered the same frame.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        node.children[0].sizeThatFits(proposal)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        node.children[0].place(in: bounds)
        let background = node.children[1]
        let size = background.sizeThatFits(ProposedSize(bounds.size))
        let fractions = view.modifier.alignment.fractions
        background.place(in: Rect(
            x: bounds.minX + ((bounds.size.width - size.width) * fractions.horizontal).rounded(.down),
            y: bounds.minY + ((bounds.size.height - size.height) * fractions.vertical).rounded(.down),
            width: size.width, height: size.height))
    }
}

/// Edges of a rectangle.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable, CustomStringConvertible {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1 << 0)
        public static let leading = Set(rawValue: 1 << 1)
        public static let bottom = Set(rawValue: 1 << 2)
        public static let trailing = Set(rawValue: 1 << 3)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        public var description: String {
            Edge.allCases.filter { contains(Set(rawValue: 1 << $0.rawValue)) }.map { "\($0)" }.joined(separator: ",")
        }
    }
}

extension View {
    /// Sets the view's background to a style (a color, a material role).
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        modifier(BackgroundStyleModifier(style: style))
    }

    /// Layers `background` behind this view.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(BackgroundViewModifier(background: background, alignment: alignment))
    }

    /// Layers the views `content` builds behind this view.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        modifier(BackgroundViewModifier(background: content(), alignment: alignment))
    }

    /// Sets the style of foreground content (text, symbols).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ForegroundStyleModifier(style: style))
    }

    /// Scales the view's rendered output by `scale` in both dimensions, around its center.
    public func scaleEffect(_ scale: Double) -> some View {
        modifier(ScaleEffectModifier(x: scale, y: scale))
    }

    /// Scales the view's rendered output by `x` and `y`.
    public func scaleEffect(x: Double = 1, y: Double = 1) -> some View {
        modifier(ScaleEffectModifier(x: x, y: y))
    }

    /// Sets the transparency of the view (0 transparent, 1 opaque).
    public func opacity(_ opacity: Double) -> some View {
        modifier(OpacityModifier(opacity: opacity))
    }

    /// Moves the view's rendered output by `x` and `y`.
    public func offset(x: Double = 0, y: Double = 0) -> some View {
        modifier(OffsetModifier(x: x, y: y))
    }

    /// Adds padding on `edges` (the default amount when `length` is `nil`).
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        modifier(PaddingModifier(edges: edges, length: length))
    }

    /// Adds `length` of padding on every edge.
    public func padding(_ length: Double) -> some View {
        modifier(PaddingModifier(edges: .all, length: length))
    }

    /// Places the view in a frame of fixed size.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(
            minWidth: width, idealWidth: nil, maxWidth: width, minHeight: height, idealHeight: nil, maxHeight: height,
            alignment: alignment))
    }

    /// Places the view in a flexible frame.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(FrameModifier(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}
