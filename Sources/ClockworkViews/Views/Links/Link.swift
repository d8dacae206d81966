@_spi(Machinery) import ClockworkCore
import Foundation

/// A control for navigating to a URL: drawn as its label in the tint, as a borderless
/// button is; activating it (a tap, the input socket's `tap`, Enter while it has focus)
/// hands its destination to the environment's `EnvironmentValues/openURL` action.
public struct Link<Label: View> {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    @MainActor public var body: some View {
        Button { openURL(destination) } label: { label }
            .buttonStyle(.borderless)
            .accessibilityAddTraits(.isLink)
            .accessibilityRemoveTraits(.isButton)
    }
}

extension Link: View {}

extension Link where Label == Text {
    /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
    public nonisolated init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
