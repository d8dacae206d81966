@_spi(Machinery) import ClockworkCore

/// A control for presenting a menu of actions.
///
/// Drawn as its label in the tint with a down chevron, as a borderless button is.
/// Activating it opens the menu, a box of its items under it (above it when there is no
/// room below); with a primary action, activating it runs that instead, and the menu opens
/// with the input socket's `menu`, `TestHost.showMenu(_:)`, a secondary click or a long
/// press. Choosing an item, going back, or Escape closes it.
public struct Menu<Label: View, Content: View> {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
    /// Whether this is the menu a style's body draws the default way (`Menu(configuration)`).
    private var isStyled = false
    @State private var isOpen = false
    @Environment(\.menuIndicatorVisibility) private var indicator
    @Environment(\.menuStyle) private var style

    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// Creates a menu with a custom primary action and custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    @ViewBuilder @MainActor public var body: some View {
        if let style, !isStyled {
            style.makeBody(MenuStyleConfiguration(label: MenuStyleConfiguration.Label(view: AnyView(label)),
                                                  content: MenuStyleConfiguration.Content(view: AnyView(content)),
                                                  primaryAction: primaryAction))
        } else {
            menu
        }
    }

    @MainActor private var menu: some View {
        Button {
            if let primaryAction { primaryAction() } else { isOpen = true }
        } label: {
            HStack(spacing: 1) {
                label
                if indicator != .hidden { Image(systemName: "chevron.down") }
            }
        }
        .buttonStyle(.borderless)
        // Opening a menu inside a menu does not close the one it is in.
        .environment(\.dismissAfterAction, nil)
        .modifier(MenuOpeningModifier { isOpen = true })
        .modifier(PresentationModifier(placement: .menu, presented: isOpen ? MenuCard(content: content) : nil, identity: nil,
                                       dismiss: { isOpen = false }, onDismiss: nil, buttonsDismiss: true))
    }
}

extension Menu: View {}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Creates a menu based on a style configuration: inside a style's body, the menu
    /// drawn the default way.
    public nonisolated init(_ configuration: MenuStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        primaryAction = configuration.primaryAction
        isStyled = true
    }
}

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu that generates its label from a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a menu with a custom primary action that generates its label from a
    /// localized string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// Creates a menu with a custom primary action that generates its label from a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == ClockworkViews.Label<Text, Image> {
    /// Creates a menu that generates its label from a localized string key and system image.
    public nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ClockworkViews.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a menu that generates its label from a string and system image.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ClockworkViews.Label(title, systemImage: systemImage) }
    }
}
