@_spi(Machinery) import ClockworkCore

/// A tab of a `TabView`, as iOS 18 writes one: `Tab("Home", systemImage: "house") { … }`.
///
/// It is its content, with its label in the tab bar and its value as the tab's tag: the
/// same tab `content.tabItem { label }.tag(value)` makes, so it mixes with tabs written
/// that way. A tab made without a value stands for its place.
public struct Tab<Value: Hashable, Content: View, Label: View> {
    let value: Value?
    let content: Content
    let label: Label

    /// A tab standing for `value`, labelled by `label`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    @ViewBuilder @MainActor public var body: some View {
        if let value {
            content.tabItem { label }.tag(value)
        } else {
            content.tabItem { label }
        }
    }
}

extension Tab: View {}

extension Tab where Label == ClockworkViews.Label<Text, Image> {
    /// A tab standing for `value`, titled with the localized `titleKey` and the symbol `image`.
    public nonisolated init(_ titleKey: LocalizedStringKey, systemImage image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { ClockworkViews.Label(titleKey, systemImage: image) }
    }

    /// A tab standing for `value`, titled `title` with the symbol `image`.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, systemImage image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { ClockworkViews.Label(title, systemImage: image) }
    }

}

extension Tab where Value == Never, Label == ClockworkViews.Label<Text, Image> {
    /// A tab titled with the localized `titleKey` and the symbol `image`, standing for its
    /// place among the tabs.
    public nonisolated init(_ titleKey: LocalizedStringKey, systemImage image: String, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = ClockworkViews.Label(titleKey, systemImage: image)
    }

    /// A tab titled `title` with the symbol `image`, standing for its place among the tabs.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, systemImage image: String, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = ClockworkViews.Label(title, systemImage: image)
    }
}
