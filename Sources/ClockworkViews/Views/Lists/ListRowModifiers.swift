@_spi(Machinery) import ClockworkCore

/// What a list row's modifiers ask of the list: its insets, its separator, its background.
struct ListRowOptions {
    var insets: EdgeInsets?
    var separator = Visibility.automatic
    var separatorTint: Color?
    /// Whether the row is a section's header, footer or closing gap, not one of its rows:
    /// an inset grouped list draws its card around the rows between them.
    var isSectionFrame = false
}

/// One of a list row's options, as its modifier sets it.
enum ListRowOption {
    case insets(EdgeInsets?)
    case separator(Visibility)
    case separatorTint(Color?)
    case sectionFrame

    func apply(to options: inout ListRowOptions) {
        switch self {
        case .sectionFrame: options.isSectionFrame = true
        case .insets(let insets): options.insets = insets
        case .separator(let visibility): options.separator = visibility
        case .separatorTint(let tint): options.separatorTint = tint
        }
    }
}

/// Carries a row option for the list to find on the way down a row's modifiers.
struct ListRowModifier: CarrierModifier {
    let carried: ListRowOption
}

extension View {
    /// Applies an inset to the rows in a list: the row's own distance from the list's
    /// edges, in place of the style's; `nil` keeps the style's.
    public nonisolated func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowModifier(carried: .insets(insets)))
    }

    /// Sets the display mode for the separator associated with this specific row.
    public nonisolated func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowModifier(carried: .separator(visibility)))
    }

    /// Sets the tint color associated with a row's separator.
    public nonisolated func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowModifier(carried: .separatorTint(color)))
    }

    /// Places a custom background view behind a list row item: across the whole row,
    /// from one edge of the list to the other.
    public nonisolated func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowBackgroundModifier(background: view.map { AnyView($0) }))
    }
}

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// An efficient set of vertical edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The top edge.
        public static let top = Set(rawValue: 1 << 0)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 1 << 1)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

extension ViewNode {
    /// The row options the list-row modifiers at the top of this node's one-child chain set.
    @MainActor var listRowOptions: ListRowOptions {
        var options = ListRowOptions()
        var node = self
        while true {
            if let carrier = node.content as? any Carrying<ListRowOption> { carrier.carried.apply(to: &options) }
            guard node.content.isAlwaysTransparent || node.content is ListRowBackgroundHolding, node.children.count == 1 else { break }
            node = node.children[0]
        }
        return options
    }

    /// The row background modifier at the top of this node's one-child chain, if any.
    @MainActor var listRowBackground: ListRowBackgroundHolding? {
        var node = self
        while true {
            if let holder = node.content as? ListRowBackgroundHolding { return holder }
            guard node.content.isAlwaysTransparent, node.children.count == 1 else { return nil }
            node = node.children[0]
        }
    }
}

/// A row's background, which the list places across the whole row.
@MainActor
protocol ListRowBackgroundHolding: AnyObject {
    /// The frame the background takes: the row from one edge of the list to the other.
    var rowFrame: Rect? { get set }
}

/// Draws a view behind a list row, across the whole row.
struct ListRowBackgroundModifier: BuiltinModifier {
    let background: AnyView?

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { ListRowBackgroundContent(view) }
}

/// Child 0 is the row, child 1 its background.
@MainActor
private final class ListRowBackgroundContent<Content: View>: ModifierContent<Content, ListRowBackgroundModifier>, ListRowBackgroundHolding {
    var rowFrame: Rect?

    override func update(_ node: ViewNode) {
        super.update(node)
        node.reconcileChild(at: 1, with: modifier.background ?? AnyView(EmptyView()))
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        node.children[0].sizeThatFits(proposal)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        node.children[0].place(in: bounds)
        node.children[1].place(in: rowFrame ?? bounds)
    }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        node.children[1].appendDisplayItems(paint: paint, to: &items)
        node.children[0].appendDisplayItems(paint: paint, to: &items)
    }
}

extension HorizontalAlignment {
    private enum ListRowSeparatorLeading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    private enum ListRowSeparatorTrailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
    }

    /// Where a list row's separator starts: set it on the row with
    /// `alignmentGuide(.listRowSeparatorLeading) { … }` (the row's leading edge unless set).
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)

    /// Where a list row's separator ends: set it on the row with
    /// `alignmentGuide(.listRowSeparatorTrailing) { … }` (the list's trailing edge unless set).
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)
}
