extension View {
    /// Sets what this view's tab shows in the bar of the `TabView` around it: typically a
    /// `Label` with a title and a symbol.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: AnyView(label())))
    }
}

/// Carries a tab's label for the tab view to show in its bar.
struct TabItemModifier: BuiltinModifier {
    let label: AnyView

    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { TabItemContent(view) }
}

/// Content carrying a tab's label.
@MainActor
protocol TabLabelled: AnyObject {
    var tabLabel: AnyView { get }
}

@MainActor
private final class TabItemContent<Content: View>: ModifierContent<Content, TabItemModifier>, TabLabelled {
    var tabLabel: AnyView { view.modifier.label }
    override var isAlwaysTransparent: Bool { true }
}
