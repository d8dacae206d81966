/// A control that displays an editable text interface.
///
/// Its text is drawn in a box (between brackets on a terminal), or alone under
/// `.textFieldStyle(.plain)`; the title shows while the text is empty.
public struct TextField: View, BuiltinView, TextEntryView {
    let title: String
    let text: Binding<String>

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = Text(titleKey).plainString
        self.text = text
    }

    static var kind: String { "TextField" }
    static func shown(_ text: String) -> String { text }
    func makeContent() -> NodeContent { TextEntryContent(self) }
}
