@_spi(Machinery) import ClockworkCore

/// A control that pushes a screen onto the navigation stack around it: the one the
/// stack's `.navigationDestination` shows for a value, or a given view.
///
/// Drawn as its label followed by a chevron. Activated like a button: the input socket's
/// `tap` (by its text), `TestHost.tap`, a pointer, or Return while it has focus. Outside a
/// `NavigationStack` it refuses with an error.
public struct NavigationLink<Label: View, Destination: View> {
    /// What the link pushes.
    enum Target {
        /// A path value (nothing, for a nil value: the link does nothing).
        case value(AnyHashable?)
        case view(Destination)
    }

    let target: Target
    let label: Label

    @MainActor package func makeContent() -> NodeContent { NavigationLinkContent(self) }
}

extension NavigationLink: View, BuiltinView {}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`, shown by the destination for its type.
    public nonisolated init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        target = .value(value.map { AnyHashable($0) })
        self.label = label()
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled `titleKey` that pushes `value`.
    public nonisolated init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `value`.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink {
    /// A link that pushes `destination`.
    public nonisolated init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        target = .view(destination())
        self.label = label()
    }

    /// A link that pushes `destination`.
    public nonisolated init(destination: Destination, @ViewBuilder label: () -> Label) {
        target = .view(destination)
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `titleKey` that pushes `destination`.
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `destination`.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }

    /// A link titled `titleKey` that pushes `destination`.
    public nonisolated init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `destination`.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

/// The label is child 0; the chevron is drawn after it.
@MainActor
private final class NavigationLinkContent<Label: View, Destination: View>: TypedContent<NavigationLink<Label, Destination>>, Control {
    /// Where the value's `label` lies in it: read there, never copied.
    private let labelOffset = MemoryLayout<NavigationLink<Label, Destination>>.offset(of: \.label)!
    /// The stack the link pushes onto.
    private weak var context: NavigationContext?

    override func update(_ node: ViewNode) {
        context = node.environment.object(NavigationContext.self)
        reconcilePart(Label.self, at: labelOffset, child: 0, of: node)
    }

    override var render: RenderRole { .element(kind: "NavigationLink", attributes: []) }

    override var accessibilityTraits: AccessibilityTraits? { .isButton }

    /// The label, then the chevron: a cell's gap and a cell on a terminal; in points
    /// iOS's 8-point gap and 9-point chevron. In a list's row the link takes the row's
    /// width, its chevron at the trailing edge, as iOS draws a navigation row.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let cell = node.graph.layoutMetrics.cell
        let chevron = chevronWidth(node.graph)
        let label = node.children[0].sizeThatFits(ProposedSize(width: proposal.width.map { max($0 - chevron, 0) }, height: proposal.height))
        var width = label.width + chevron
        if node.environment.isInListRow, let offered = proposal.width, offered.isFinite { width = max(width, offered) }
        return Size(width: width, height: max(label.height, cell.height))
    }

    /// The room the chevron takes after the label, its gap included.
    private func chevronWidth(_ graph: ViewGraph) -> Double {
        graph.layoutMetrics.measuresPoints ? Self.pointChevron + Self.pointGap : 2 * graph.layoutMetrics.cell.width
    }

    /// iOS's disclosure chevron's width, and the gap before it, in points.
    private static var pointChevron: Double { 9 }
    private static var pointGap: Double { 8 }

    override func place(in bounds: Rect, node: ViewNode) {
        let chevron = chevronWidth(node.graph)
        let label = node.children[0].sizeThatFits(ProposedSize(width: max(bounds.size.width - chevron, 0), height: bounds.size.height))
        node.children[0].place(in: Rect(x: bounds.minX, y: bounds.minY + max((bounds.size.height - label.height) / 2, 0),
                                        width: max(bounds.size.width - chevron, 0), height: min(label.height, bounds.size.height)))
    }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        node.children[0].appendDisplayItems(paint: paint, to: &items)
        let metrics = node.graph.layoutMetrics
        let frame = node.frame
        let box = metrics.measuresPoints
            ? Rect(x: frame.maxX - Self.pointChevron, y: frame.minY + (frame.size.height - 14) / 2, width: Self.pointChevron, height: 14)
            : Rect(x: frame.maxX - metrics.cell.width, y: frame.minY, width: metrics.cell.width, height: metrics.cell.height)
        var chevron = paint.item(.symbol("chevron.right"), in: box)
        chevron.foreground = metrics.measuresPoints ? Color(uiColor: .tertiaryLabel).paintStyle : Color.secondary.paintStyle
        if metrics.measuresPoints { chevron.font = Font.body.weight(.semibold) }
        items.append(chevron)
    }

    func perform(_ input: ControlInput) throws(ControlInputError) {
        guard case .activate = input else { throw .unsupported(input, control: "NavigationLink") }
        guard let context else { throw .unsupported(input, control: "NavigationLink outside a NavigationStack") }
        switch view.target {
        case .value(let value?): context.push(value)
        case .value(nil): break
        case .view(let destination): context.push(view: AnyView(destination))
        }
    }
}
