@_spi(Machinery) import ClockworkCore

/// A type that applies standard interaction behavior and a custom appearance to all menus
/// within a view hierarchy.
///
/// A style of yours wraps `Menu(configuration)`, the menu drawn the default way, in the
/// modifiers it wants. The built-in styles all draw a menu the same way on a daemon's
/// screen: its label as a borderless button, with a chevron.
public protocol MenuStyle {
    /// A view that represents the body of a menu.
    associatedtype Body: View

    /// Creates a view that represents the body of a menu.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body

    /// The properties of a menu.
    typealias Configuration = MenuStyleConfiguration
}

/// A configuration of a menu: what `Menu(configuration)` draws the default way.
public struct MenuStyleConfiguration {
    /// A type-erased label of a menu.
    public struct Label {
        let view: AnyView
        @MainActor public var body: some View { view }
    }

    /// A type-erased content of a menu.
    public struct Content {
        let view: AnyView
        @MainActor public var body: some View { view }
    }

    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
}

extension MenuStyleConfiguration.Label: View {}
extension MenuStyleConfiguration.Content: View {}

/// The default menu style.
nonisolated public struct DefaultMenuStyle: MenuStyle {
    /// Creates a default menu style.
    public init() {}

    /// The menu, drawn the default way.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
    }
}

/// A menu style that displays a button that toggles the display of the menu's contents.
nonisolated public struct ButtonMenuStyle: MenuStyle {
    /// Creates a button menu style.
    public init() {}

    /// The menu, drawn as a button.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
    }
}

/// A menu style that displays a borderless button that toggles the display of the menu's contents.
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
    /// Creates a borderless button menu style.
    public init() {}

    /// The menu, drawn as a borderless button.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style, based on the menu's context.
    public nonisolated static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style that displays a button that toggles the display of the menu's contents when pressed.
    public nonisolated static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu style that displays a borderless button that toggles the display of the menu's contents when pressed.
    public nonisolated static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// A menu style kept in the environment: what it makes of a menu's configuration.
struct AnyMenuStyle {
    let style: any MenuStyle

    /// The style's body for `configuration`, made on the main actor like a view's body.
    @MainActor
    func makeBody(_ configuration: MenuStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

private struct MenuStyleKey: EnvironmentKey {
    static var defaultValue: AnyMenuStyle? { nil }
}

private struct MenuIndicatorKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// The menu style set above (`nil`: the default way).
    var menuStyle: AnyMenuStyle? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }

    /// The menu indicator visibility to apply to controls within a view: whether a menu
    /// draws its chevron.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for menus within this view.
    public nonisolated func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environment(\.menuStyle, AnyMenuStyle(style: style))
    }

    /// Sets the menu indicator visibility for controls within this view.
    public nonisolated func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }
}
