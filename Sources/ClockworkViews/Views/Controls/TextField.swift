@_spi(Machinery) import ClockworkCore

/// A control that displays an editable text interface.
///
/// Its text is drawn between brackets on a terminal, or alone under
/// `.textFieldStyle(.plain)`; laid out in points it is drawn as iOS draws it, alone, and in
/// a rounded box 34 points tall under `.textFieldStyle(.roundedBorder)`; the prompt (else the title) shows while the text is empty.
/// A field of the vertical axis wraps its text onto as many lines as it needs, within the
/// `.lineLimit` in force (`.lineLimit(3...6)` for at least three and at most six), each line
/// in the box; one of the horizontal axis stays one line.
public struct TextField {
    let title: String
    let text: Binding<String>
    let prompt: String?
    let axis: Axis
    let onCommit: (@MainActor () -> Void)?

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: String(title), text: text, prompt: nil, axis: .horizontal)
    }

    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: Text(titleKey).plainString, text: text, prompt: nil, axis: .horizontal)
    }

    /// Creates a text field whose text grows along `axis`, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title: String(title), text: text, prompt: nil, axis: axis)
    }

    /// Creates a text field whose text grows along `axis`, titled by a localized string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(title: Text(titleKey).plainString, text: text, prompt: nil, axis: axis)
    }

    /// Creates a text field showing `prompt` while empty, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title: String(title), text: text, prompt: prompt?.plainString, axis: .horizontal)
    }

    /// Creates a text field showing `prompt` while empty, titled by a localized string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title: Text(titleKey).plainString, text: text, prompt: prompt?.plainString, axis: .horizontal)
    }

    /// Creates a text field showing `prompt` while empty, whose text grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: String(title), text: text, prompt: prompt?.plainString, axis: axis)
    }

    /// Creates a text field showing `prompt` while empty, whose text grows along `axis`,
    /// titled by a localized string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: Text(titleKey).plainString, text: text, prompt: prompt?.plainString, axis: axis)
    }

    /// Creates a text field labelled by a text view, showing `prompt` while empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Text) {
        self.init(title: label().plainString, text: text, prompt: prompt?.plainString, axis: .horizontal)
    }

    /// Creates a text field titled by a string that runs `onCommit` when its text is
    /// submitted (Enter while it has focus). Deprecated in SwiftUI for `onSubmit(of:_:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
        self.init(title: String(title), text: text, prompt: nil, axis: .horizontal, onCommit: onCommit)
    }

    /// Creates a text field titled by a localized string that runs `onCommit` when its text
    /// is submitted. Deprecated in SwiftUI for `onSubmit(of:_:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
        self.init(title: Text(titleKey).plainString, text: text, prompt: nil, axis: .horizontal, onCommit: onCommit)
    }

    private init(title: String, text: Binding<String>, prompt: String?, axis: Axis, onCommit: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.onCommit = onCommit
    }

    var placeholder: String { prompt ?? title }
    static var kind: String { "TextField" }
    static func shown(_ text: String) -> String { text }
    @MainActor package func makeContent() -> NodeContent { TextEntryContent(self) }
}

extension TextField: View, BuiltinView, TextEntryView {}
