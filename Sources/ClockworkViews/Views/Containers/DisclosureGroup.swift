@_spi(Machinery) import ClockworkCore

/// A view that shows or hides another content view, based on the state of a disclosure
/// control: a row with a chevron and its label, which a tap (the input socket's `tap` on
/// the label, Enter while it has focus) expands to show the content indented under it.
public struct DisclosureGroup<Label: View, Content: View> {
    let label: Label
    let content: Content
    let isExpandedBinding: Binding<Bool>?
    @State private var ownExpanded = false

    /// Creates a disclosure group with the given label and content views, which keeps
    /// whether it is expanded itself (collapsed at first).
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpandedBinding = nil
    }

    /// Creates a disclosure group with the given label and content views, and a binding
    /// to the expansion state (expanded or collapsed).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpandedBinding = isExpanded
    }

    private var isExpanded: Binding<Bool> { isExpandedBinding ?? $ownExpanded }

    @MainActor public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button {
                withAnimation { isExpanded.wrappedValue.toggle() }
            } label: {
                HStack(spacing: 1) {
                    Image(systemName: isExpanded.wrappedValue ? "chevron.down" : "chevron.right")
                    label
                }
            }
            .buttonStyle(.plain)
            .accessibilityValue(isExpanded.wrappedValue ? "expanded" : "collapsed")
            if isExpanded.wrappedValue {
                VStack(alignment: .leading, spacing: 0) { content }
                    .padding(.leading, 2)
            }
        }
    }
}

extension DisclosureGroup: View {}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group, using a provided localized string key to create a text
    /// view for the label.
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group, using a provided string to create a text view for the label.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// Creates a disclosure group, using a provided localized string key to create a text
    /// view for the label, and a binding to the expansion state.
    public nonisolated init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group, using a provided string to create a text view for the
    /// label, and a binding to the expansion state.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
