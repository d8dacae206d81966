@_spi(Machinery) import ClockworkCore

/// A view that presents views in two or three columns, where selections in leading
/// columns control presentations in subsequent columns.
///
/// Its columns sit side by side, each a navigation stack of its own (its title in its
/// bar), a vertical divider between them: the sidebar (and the content column) as wide as
/// `.navigationSplitViewColumnWidth` says, else a third of the width (a quarter each with
/// three columns), the detail the rest. A column visibility of `.detailOnly` shows the
/// detail alone, `.doubleColumn` leaves out the sidebar of three columns.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?

    /// Creates a three-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        columnVisibility = nil
    }

    /// Creates a three-column navigation split view that enables programmatic control of
    /// leading columns' visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }

    @ViewBuilder @MainActor public var body: some View {
        let visibility = columnVisibility?.wrappedValue ?? .automatic
        let showsSidebar = visibility != .detailOnly && !(content != nil && visibility == .doubleColumn)
        let showsContent = content != nil && visibility != .detailOnly
        SplitColumns(columns: (showsSidebar ? 1 : 0) + (showsContent ? 1 : 0)) {
            if showsSidebar { NavigationStack { sidebar } }
            if showsContent, let content { NavigationStack { content } }
            NavigationStack { detail }
        }
    }
}

extension NavigationSplitView: View {}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view.
    public nonisolated init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        columnVisibility = nil
    }

    /// Creates a two-column navigation split view that enables programmatic control of
    /// the sidebar's visibility.
    public nonisolated init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }
}

/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    enum Kind: Hashable, Codable {
        case automatic, all, doubleColumn, detailOnly
    }

    let kind: Kind

    /// Use the default leading column visibility for the current device: every column.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Show all the columns of a three-column navigation split view.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// Show the content column and detail area of a three-column navigation split view,
    /// or the sidebar column and detail area of a two-column navigation split view.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// Hide the leading columns of a navigation split view.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// A style for a navigation split view: each draws its columns side by side on a daemon's
/// screen.
public protocol NavigationSplitViewStyle: Sendable {}

/// A navigation split style that reduces the size of the detail content to make room
/// when showing the leading column or columns.
nonisolated public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of the balanced style.
    public init() {}
}

/// A navigation split style that attempts to maintain the size of the detail content
/// when hiding or showing the leading columns.
nonisolated public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of the prominent detail style.
    public init() {}
}

/// A navigation split style that resolves its appearance automatically: balanced.
nonisolated public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of the automatic style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The balanced style.
    public nonisolated static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The prominent detail style.
    public nonisolated static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The automatic style.
    public nonisolated static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension View {
    /// Sets the style for navigation split views within this view: every style lays the
    /// columns side by side on a daemon's screen, the detail taking what the others leave.
    public nonisolated func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        self
    }

    /// Sets a fixed, preferred width for the column containing this view.
    public nonisolated func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        preference(key: SplitColumnWidthKey.self, value: Double(width))
    }

    /// Sets a flexible, preferred width for the column containing this view: its ideal
    /// width, held between `min` and `max`.
    public nonisolated func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        preference(key: SplitColumnWidthKey.self, value: Double(Swift.max(Swift.min(ideal, max ?? ideal), min ?? ideal)))
    }
}

/// The width a column's view asks for.
struct SplitColumnWidthKey: PreferenceKey {
    static let defaultValue: Double? = nil

    static func reduce(value: inout Double?, nextValue: () -> Double?) {
        value = nextValue() ?? value
    }
}

/// Columns side by side: the first `columns` as wide as they ask (else a third of the
/// width, or a quarter each when there are two), the last the rest; a vertical rule, one
/// unit wide, after each leading column.
struct SplitColumns<Content: View> {
    let columns: Int
    @ViewBuilder let content: Content

    @MainActor package func makeContent() -> NodeContent { SplitColumnsContent(self) }
}

extension SplitColumns: View, BuiltinView {}

@MainActor
private final class SplitColumnsContent<Content: View>: TypedContent<SplitColumns<Content>> {
    override func update(_ node: ViewNode) {
        node.reconcileChild(at: 0, with: view.content)
    }

    override var render: RenderRole { .element(kind: "NavigationSplitView", attributes: ["columns=\(view.columns + 1)"]) }

    /// Every width offered (a screenful when offered none).
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let surface = node.graph.surface.layoutSize ?? Size(width: 80, height: 24)
        return Size(width: proposal.width ?? surface.width, height: proposal.height ?? surface.height)
    }

    /// The leading columns' widths, then the detail's, for a view `width` wide.
    private func widths(_ columns: [ViewNode], width: Double, rule: Double) -> [Double] {
        let share = (width / Double(view.columns == 2 ? 4 : 3)).rounded(.down)
        var widths = columns.dropLast().map { column in min(column.askedColumnWidth ?? share, width / 2) }
        let used = widths.reduce(0, +) + rule * Double(widths.count)
        widths.append(max(width - used, 0))
        return widths
    }

    override func place(in bounds: Rect, node: ViewNode) {
        let columns = node.layoutItems(ofChild: 0)
        let rule = node.graph.layoutMetrics.cell.width
        var x = bounds.minX
        for (column, width) in zip(columns, widths(columns, width: bounds.size.width, rule: rule)) {
            column.place(in: Rect(x: x, y: bounds.minY, width: width, height: bounds.size.height))
            x += width + rule
        }
    }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        node.appendChildrenDisplayItems(paint: paint, to: &items)
        let rule = node.graph.layoutMetrics.cell.width
        var dividerPaint = paint
        dividerPaint.foreground = Color.secondary.paintStyle
        let canvas = LookCanvas(paint: dividerPaint, graph: node.graph)
        for column in node.layoutItems(ofChild: 0).dropLast() {
            RuleLook().append(in: Rect(x: column.frame.maxX, y: node.frame.minY, width: rule, height: node.frame.size.height), on: canvas, to: &items)
        }
    }
}

extension ViewNode {
    /// The width `.navigationSplitViewColumnWidth` inside this column asks for, if any.
    @MainActor var askedColumnWidth: Double? {
        var stack = [self]
        while let current = stack.popLast() {
            if let writer = current.content as? PreferenceWriting, writer.keyType == ObjectIdentifier(SplitColumnWidthKey.self),
               let width = writer.writtenValue as? Double? {
                return width
            }
            stack.append(contentsOf: current.children.reversed())
        }
        return nil
    }
}
