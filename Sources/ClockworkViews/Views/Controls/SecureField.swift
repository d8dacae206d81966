@_spi(Machinery) import ClockworkCore

/// A control into which people securely enter private text.
///
/// Its text never leaves the binding: the render tree, the display list (and so the
/// terminal, `tree` and `frames`) show one `•` per character. The input socket's `text`,
/// `TestHost`'s `type(_:into:)`, and Enter (which submits) work as on a text field.
public struct SecureField {
    let title: String
    let text: Binding<String>

    /// Creates a secure field with a title shown while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    /// Creates a secure field with a localized title shown while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = Text(titleKey).plainString
        self.text = text
    }

    var placeholder: String { title }
    var axis: Axis { .horizontal }
    static var kind: String { "SecureField" }
    static func shown(_ text: String) -> String { String(repeating: "•", count: text.count) }
    @MainActor package func makeContent() -> NodeContent { TextEntryContent(self) }
}

extension SecureField: View, BuiltinView, TextEntryView {}
