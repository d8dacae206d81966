@_spi(Machinery) import ClockworkCore

/// A type that applies a custom appearance to all labels within a view. Set with
/// `View/labelStyle(_:)`.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View

    /// Creates a view that represents the body of a label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label, as a ``LabelStyle`` receives them.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title {
        let part: any View
    }

    /// A type-erased icon view of a label.
    public struct Icon {
        let part: any View
    }

    /// A description of the labeled item.
    public var title: Title
    /// A symbolic representation of the labeled item.
    public var icon: Icon
}

extension LabelStyleConfiguration.Title: View, StylePlaceholder {}
extension LabelStyleConfiguration.Icon: View, StylePlaceholder {}

/// Which parts of a label the built-in styles show.
enum LabelLook: Equatable {
    /// The icon and the title.
    case titleAndIcon
    /// The title only.
    case titleOnly
    /// The icon only.
    case iconOnly
}

/// A label style the label draws itself.
@MainActor
protocol BuiltinLabelStyle {
    nonisolated var look: LabelLook { get }
}

/// The default label style in the current context: the icon and the title.
public struct DefaultLabelStyle {
    /// Creates an automatic label style.
    public init() {}
    nonisolated var look: LabelLook { .titleAndIcon }
    /// The label drawn the default way.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Label(configuration, look: look) }
}

extension DefaultLabelStyle: LabelStyle, BuiltinLabelStyle {}

/// A label style that shows both the title and icon of the label using a
/// system-standard layout.
public struct TitleAndIconLabelStyle {
    /// Creates a label style that shows both the title and icon of the label.
    public init() {}
    nonisolated var look: LabelLook { .titleAndIcon }
    /// The icon, then the title.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Label(configuration, look: look) }
}

extension TitleAndIconLabelStyle: LabelStyle, BuiltinLabelStyle {}

/// A label style that only displays the title of the label.
public struct TitleOnlyLabelStyle {
    /// Creates a title-only label style.
    public init() {}
    nonisolated var look: LabelLook { .titleOnly }
    /// The title alone.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Label(configuration, look: look) }
}

extension TitleOnlyLabelStyle: LabelStyle, BuiltinLabelStyle {}

/// A label style that only displays the icon of the label.
public struct IconOnlyLabelStyle {
    /// Creates an icon-only label style.
    public init() {}
    nonisolated var look: LabelLook { .iconOnly }
    /// The icon alone.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Label(configuration, look: look) }
}

extension IconOnlyLabelStyle: LabelStyle, BuiltinLabelStyle {}

extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically based on the current context.
    public nonisolated static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label.
    public nonisolated static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    public nonisolated static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    public nonisolated static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// Makes a label's body with a ``LabelStyle``.
enum LabelStyleAdapter<S: LabelStyle> {
    @MainActor static func body(of style: S, for configuration: LabelStyleConfiguration) -> S.Body {
        style.makeBody(configuration: configuration)
    }

    static func resetStyle(in environment: inout EnvironmentValues) {
        environment.labelStyle = .builtin(.titleAndIcon)
    }
}

extension LabelStyleAdapter: StyleAdapter {}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: StyleChoice<LabelStyleConfiguration, LabelLook> { .builtin(.titleAndIcon) }
}

extension EnvironmentValues {
    /// The style of the labels below (`View/labelStyle(_:)`).
    var labelStyle: StyleChoice<LabelStyleConfiguration, LabelLook> {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for labels within this view.
    public nonisolated func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, .choosing(style, LabelStyleAdapter<S>.self, builtin: (style as? BuiltinLabelStyle)?.look))
    }
}
