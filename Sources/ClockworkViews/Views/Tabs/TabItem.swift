@_spi(Machinery) import ClockworkCore

extension View {
    /// Sets what this view's tab shows in the bar of the `TabView` around it: typically a
    /// `Label` with a title and a symbol.
    public nonisolated func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(carried: AnyView(label())))
    }
}

/// Carries a tab's label for the tab view to show in its bar.
struct TabItemModifier: CarrierModifier {
    let carried: AnyView
}
