/// A standard label for user interface items, consisting of an icon with a title.
///
/// Drawn as the icon, a space, and the title; `.labelStyle(_:)` shows one of them only.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelPresentation) private var presentation

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HStack(spacing: 1) {
            if presentation != .titleOnly { icon }
            if presentation != .iconOnly { title }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system symbol and a title generated from a localized string key.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a system symbol and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

/// Which parts of a label show.
public enum LabelPresentation: Sendable, Equatable {
    /// The icon and the title.
    case titleAndIcon
    /// The title only.
    case titleOnly
    /// The icon only.
    case iconOnly
}

/// How labels within a view show: both parts, or one.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// Which parts of a label show.
    var presentation: LabelPresentation { get }
}

/// The default label style: the icon and the title.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the default label style.
    public init() {}
    public var presentation: LabelPresentation { .titleAndIcon }
}

/// A label style that shows the title and the icon.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    public var presentation: LabelPresentation { .titleAndIcon }
}

/// A label style that shows only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    public var presentation: LabelPresentation { .titleOnly }
}

/// A label style that shows only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    public var presentation: LabelPresentation { .iconOnly }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default label style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows the title and the icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that shows only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that shows only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

private struct LabelPresentationKey: EnvironmentKey {
    static let defaultValue = LabelPresentation.titleAndIcon
}

extension EnvironmentValues {
    /// Which parts of the labels below show (`.labelStyle(_:)`).
    var labelPresentation: LabelPresentation {
        get { self[LabelPresentationKey.self] }
        set { self[LabelPresentationKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelPresentation, style.presentation)
    }
}
