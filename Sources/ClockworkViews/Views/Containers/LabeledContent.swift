@_spi(Machinery) import ClockworkCore
import Foundation

/// A container for attaching a label to a value-bearing view: the label at the leading
/// edge, the content at the trailing edge in the secondary color, as a row of a form shows
/// a setting's value.
public struct LabeledContent<Label: View, Content: View> {
    let label: Label
    let content: Content

    /// Creates a standard labeled element, with a view that conveys the value of the
    /// element and a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    @MainActor public var body: some View {
        HStack {
            label
            Spacer()
            content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
        }
        .accessibilityElement(children: .combine)
    }
}

extension LabeledContent: View {}

extension LabeledContent where Label == Text {
    /// Creates a labeled view that generates its label from a localized string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a labeled view that generates its label from a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view: a localized title and a string value.
    public nonisolated init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(titleKey) { Text(value) }
    }

    /// Creates a labeled informational view: a title and a string value.
    @_disfavoredOverload
    public nonisolated init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(title) { Text(value) }
    }

    /// Creates a labeled informational view from a formatted value.
    public nonisolated init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(titleKey) { Text(value, format: format) }
    }

    /// Creates a labeled informational view from a formatted value.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(title) { Text(value, format: format) }
    }
}
