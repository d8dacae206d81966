@_spi(Machinery) import ClockworkCore

/// A protocol that describes the behavior and appearance of a list.
///
/// On a daemon's screen: `.automatic` draws rows one under another, inset one unit;
/// `.plain` adds a separator under each row; `.inset` insets rows further, with
/// separators; `.grouped` and `.insetGrouped` draw the list on a faint background (unless
/// `.scrollContentBackground(.hidden)`), and `.insetGrouped` its rows on a rounded card;
/// `.sidebar` is `.automatic`'s look. Separators are drawn where a row boundary can hold
/// a hairline, on a screen in points; a terminal's rows are whole cells, and show none.
public protocol ListStyle: Sendable {}

/// The list style that describes a platform's default behavior and appearance for a list.
nonisolated public struct DefaultListStyle: ListStyle {
    /// Creates a default list style.
    public init() {}
}

/// The list style that describes the behavior and appearance of a plain list.
nonisolated public struct PlainListStyle: ListStyle {
    /// Creates a plain list style.
    public init() {}
}

/// The list style that describes the behavior and appearance of a grouped list.
nonisolated public struct GroupedListStyle: ListStyle {
    /// Creates a grouped list style.
    public init() {}
}

/// The list style that describes the behavior and appearance of an inset grouped list.
nonisolated public struct InsetGroupedListStyle: ListStyle {
    /// Creates an inset grouped list style.
    public init() {}
}

/// The list style that describes the behavior and appearance of an inset list.
nonisolated public struct InsetListStyle: ListStyle {
    /// Creates an inset list style.
    public init() {}
}

/// The list style that describes the behavior and appearance of a sidebar list.
nonisolated public struct SidebarListStyle: ListStyle {
    /// Creates a sidebar list style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behavior and appearance for a list.
    public nonisolated static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behavior and appearance of a plain list.
    public nonisolated static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// The list style that describes the behavior and appearance of a grouped list.
    public nonisolated static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style that describes the behavior and appearance of an inset grouped list.
    public nonisolated static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// The list style that describes the behavior and appearance of an inset list.
    public nonisolated static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The list style that describes the behavior and appearance of a sidebar list.
    public nonisolated static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// How a list draws, as its style says.
enum ListLook: String, Equatable {
    case automatic, plain, grouped, insetGrouped, inset, sidebar

    init(_ style: some ListStyle) {
        switch style {
        case is PlainListStyle: self = .plain
        case is GroupedListStyle: self = .grouped
        case is InsetGroupedListStyle: self = .insetGrouped
        case is InsetListStyle: self = .inset
        case is SidebarListStyle: self = .sidebar
        default: self = .automatic
        }
    }

    /// Whether rows have separators under them.
    var hasSeparators: Bool { self == .plain || self == .inset || self == .grouped || self == .insetGrouped }
    /// Whether the list has a background of its own.
    var hasBackground: Bool { self == .grouped || self == .insetGrouped }
    /// How many units rows are inset from each side.
    var rowInset: Double { self == .inset || self == .insetGrouped ? 2 : 1 }
}

/// How a list's section headers and footers are drawn: as the rows' text on a terminal;
/// in points as iOS draws them, a plain list's headers in the headline font, a grouped
/// list's in uppercase footnote, a sidebar's in bold title 3, footers in footnote.
enum SectionFrameLook: Equatable {
    case cells, plain, grouped, sidebar

    /// The look of the sections of a list drawn in `look`.
    init(_ look: ListLook, measuresPoints: Bool) {
        guard measuresPoints else {
            self = .cells
            return
        }
        switch look {
        case .plain: self = .plain
        case .sidebar: self = .sidebar
        case .automatic, .grouped, .insetGrouped, .inset: self = .grouped
        }
    }
}

private struct TintsLabelIconsKey: EnvironmentKey {
    static let defaultValue = false
}

/// How far apart a list's sections are. Set with `.listSectionSpacing(_:)`.
public struct ListSectionSpacing: Equatable, Sendable {
    /// The gap after a section, in the list's units; `nil`: the list style's own.
    let gap: Double?

    /// The list style's own spacing.
    public static let `default` = ListSectionSpacing(gap: nil)
    /// A smaller spacing than the default: 8 points (on a terminal, 8 rows: set a custom
    /// one there).
    public static let compact = ListSectionSpacing(gap: 8)

    /// A spacing of `spacing` (points, or a terminal's rows).
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(gap: Double(spacing)) }
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static let defaultValue = ListSectionSpacing.default
}

extension View {
    /// Sets the spacing after the sections of the lists (or after the one section) here:
    /// the gap between a section's last row and what follows it.
    public nonisolated func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// Sets the spacing after the sections here to `spacing` (points, or a terminal's rows).
    public nonisolated func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, .custom(spacing))
    }
}

private struct SectionFrameLookKey: EnvironmentKey {
    static let defaultValue = SectionFrameLook.cells
}

private struct ListLookKey: EnvironmentKey {
    static let defaultValue = ListLook.automatic
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// The look of the lists here.
    var listLook: ListLook {
        get { self[ListLookKey.self] }
        set { self[ListLookKey.self] = newValue }
    }

    /// How the sections of the list here draw their headers and footers.
    var sectionFrameLook: SectionFrameLook {
        get { self[SectionFrameLookKey.self] }
        set { self[SectionFrameLookKey.self] = newValue }
    }

    /// Whether labels here draw their icons in the tint (a sidebar's rows, in points).
    var tintsLabelIcons: Bool {
        get { self[TintsLabelIconsKey.self] }
        set { self[TintsLabelIconsKey.self] = newValue }
    }

    /// The gap after the list sections here.
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    /// Whether scrollable views here draw their background.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for lists within this view.
    public nonisolated func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listLook, ListLook(style))
    }

    /// Specifies the visibility of the background for scrollable views within this view:
    /// `.hidden` leaves out a grouped list's background, so what is behind shows.
    public nonisolated func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
