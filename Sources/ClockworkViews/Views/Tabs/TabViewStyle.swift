@_spi(Machinery) import ClockworkCore

/// How a `TabView` shows its tabs: set with `View/tabViewStyle(_:)`.
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// What a tab view style draws: the bar of tabs, or a page at a time with its dots.
enum TabViewLook: Equatable {
    case tabBar
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// A style the tab view draws itself.
@MainActor
protocol BuiltinTabViewStyle: TabViewStyle {
    nonisolated var look: TabViewLook { get }
}

/// The default tab view style: the bar of tabs at the bottom.
public struct DefaultTabViewStyle {
    /// The default tab view style.
    public init() {}
    nonisolated var look: TabViewLook { .tabBar }
}

extension DefaultTabViewStyle: TabViewStyle, BuiltinTabViewStyle {}

/// The tab bar, also where a wider screen would show a sidebar: on a daemon's screen, the
/// bar of tabs, as on an iPhone.
public struct SidebarAdaptableTabViewStyle {
    /// The sidebar-adaptable style.
    public init() {}
    nonisolated var look: TabViewLook { .tabBar }
}

extension SidebarAdaptableTabViewStyle: TabViewStyle, BuiltinTabViewStyle {}

/// The tab bar only.
public struct TabBarOnlyTabViewStyle {
    /// The tab bar only.
    public init() {}
    nonisolated var look: TabViewLook { .tabBar }
}

extension TabBarOnlyTabViewStyle: TabViewStyle, BuiltinTabViewStyle {}

/// Pages: each tab fills the view, with a row of dots at the bottom, one per page, the
/// current one brighter. Tapping a dot (the socket's `tap` on `Page 2`) shows its page;
/// setting the selection does too.
public struct PageTabViewStyle {
    /// When the dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        let shows: Bool?
        /// When there is more than one page.
        public static let automatic = IndexDisplayMode(shows: nil)
        /// Always, one page or several.
        public static let always = IndexDisplayMode(shows: true)
        /// Never.
        public static let never = IndexDisplayMode(shows: false)
    }

    let indexDisplayMode: IndexDisplayMode

    /// Pages whose dots show as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    nonisolated var look: TabViewLook { .page(indexDisplayMode) }
}

extension PageTabViewStyle: TabViewStyle, BuiltinTabViewStyle {}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default tab view style.
    public nonisolated static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// The tab bar, where a wider screen would show a sidebar.
    public nonisolated static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// The tab bar only.
    public nonisolated static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages, with dots when there is more than one.
    public nonisolated static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages, with dots as `indexDisplayMode` says.
    public nonisolated static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

private struct TabViewLookKey: EnvironmentKey {
    static let defaultValue = TabViewLook.tabBar
}

extension EnvironmentValues {
    /// How the tab views below show their tabs (`View/tabViewStyle(_:)`).
    var tabViewLook: TabViewLook {
        get { self[TabViewLookKey.self] }
        set { self[TabViewLookKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the tab views within this view.
    public nonisolated func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewLook, (style as? any BuiltinTabViewStyle)?.look ?? .tabBar)
    }
}

/// A paged tab view's dots: one per page, the current one in the primary color, the
/// others dimmed; each a button showing its page.
struct PageDots {
    let count: Int
    let selected: Int
    let select: @MainActor (Int) -> Void
    @Environment(\.pageDotsHaveBackdrop) private var hasBackdrop

    @MainActor var body: some View {
        MediumChoice {
            dots
                .padding(.horizontal, 8)
                .padding(.vertical, 6)
                .background(Capsule().fill(Color.black.opacity(hasBackdrop ? 0.25 : 0)))
                .padding(.vertical, 4)
        } cells: {
            HStack(spacing: 1) {
                ForEach(0..<count, id: \.self) { index in
                    Button { select(index) } label: { Text(index == selected ? "●" : "○") }
                        .buttonStyle(.plain)
                        .accessibilityLabel("Page \(index + 1)")
                }
            }
        }
    }

    /// iOS's dots: 7 points, 9 apart.
    @MainActor private var dots: some View {
        HStack(spacing: 9) {
            ForEach(0..<count, id: \.self) { index in
                Button { select(index) } label: {
                    Circle()
                        .fill(index == selected ? Color.primary : Color.secondary.opacity(0.5))
                        .frame(width: 7, height: 7)
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Page \(index + 1)")
            }
        }
    }
}

extension PageDots: View {}

/// How a paged view's dots are drawn: set with `View/indexViewStyle(_:)`.
@MainActor @preconcurrency
public protocol IndexViewStyle {}

/// The dots on a backdrop, or without one.
public struct PageIndexViewStyle {
    /// When the dots have a backdrop.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let shows: Bool
        /// As the system decides: no backdrop.
        public static let automatic = BackgroundDisplayMode(shows: false)
        /// Always on a backdrop.
        public static let always = BackgroundDisplayMode(shows: true)
        /// On a backdrop while being touched: a daemon's dots are tapped, not dragged, so
        /// without one.
        public static let interactive = BackgroundDisplayMode(shows: false)
        /// Never on a backdrop.
        public static let never = BackgroundDisplayMode(shows: false)
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Dots whose backdrop shows as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension PageIndexViewStyle: IndexViewStyle {}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Dots without a backdrop.
    public nonisolated static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Dots whose backdrop shows as `backgroundDisplayMode` says.
    public nonisolated static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct PageDotsBackdropKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether a paged view's dots are on a backdrop (`View/indexViewStyle(_:)`).
    var pageDotsHaveBackdrop: Bool {
        get { self[PageDotsBackdropKey.self] }
        set { self[PageDotsBackdropKey.self] = newValue }
    }
}

extension View {
    /// Sets how the paged views within this view draw their dots.
    public nonisolated func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageDotsHaveBackdrop, (style as? PageIndexViewStyle)?.backgroundDisplayMode.shows ?? false)
    }
}
