@_spi(Machinery) import ClockworkCore

extension View {
    /// Sets the title the navigation bar shows while this view's screen is on top (and
    /// the back button on the screen above).
    public nonisolated func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationTitleModifier(title: title.plainString))
    }

    /// Sets the navigation bar's title for this view's screen.
    public nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(NavigationTitleModifier(title: Text(titleKey).plainString))
    }

    /// Sets the navigation bar's title for this view's screen.
    @_disfavoredOverload
    public nonisolated func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationTitleModifier(title: String(title)))
    }
}

/// Gives its screen a title.
struct NavigationTitleModifier: BuiltinModifier {
    let title: String
}

extension NavigationTitleModifier {
    @MainActor package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { NavigationTitleContent(view) }
}

@MainActor
private final class NavigationTitleContent<Content: View>: ModifierContent<Content, NavigationTitleModifier> {
    override var isAlwaysTransparent: Bool { true }

    override func update(_ node: ViewNode) {
        node.environment.object(NavigationScreen.self)?.title = modifier.title
        super.update(node)
    }
}
