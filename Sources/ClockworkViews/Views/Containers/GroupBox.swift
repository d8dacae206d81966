@_spi(Machinery) import ClockworkCore

/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content.
///
/// Drawn by the `groupBoxStyle(_:)` in effect; by default its label (bold) over its
/// content, on a faint rounded backdrop with a unit of padding.
public struct GroupBox<Label: View, Content: View> {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    /// Creates a group box with the provided label and view content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Creates a group box with `label` and the provided view content (the form iOS 14
    /// code writes).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    @ViewBuilder @MainActor public var body: some View {
        let configuration = GroupBoxStyleConfiguration(label: .init(view: AnyView(label)), content: .init(view: AnyView(content)))
        if let style {
            style.makeBody(configuration)
        } else {
            DefaultGroupBoxStyle().makeBody(configuration: configuration)
        }
    }
}

extension GroupBox: View {}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    public nonisolated init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and a title from a localized
    /// string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a group box with the provided view content and a title from a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
