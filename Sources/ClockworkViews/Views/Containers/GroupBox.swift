@_spi(Machinery) import ClockworkCore

/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content.
///
/// Drawn as its label (bold) over its content, on a faint rounded backdrop with a unit
/// of padding.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a group box with the provided label and view content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        VStack(alignment: .leading) {
            label.bold()
            content
        }
        .padding(1)
        .background(RoundedRectangle(cornerRadius: 1).fill(Color.gray.opacity(0.25)))
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and a title from a localized
    /// string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a group box with the provided view content and a title from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
