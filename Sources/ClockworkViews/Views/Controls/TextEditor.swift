@_spi(Machinery) import ClockworkCore

/// A view that can display and edit long-form text.
///
/// It takes all the space it is offered, wraps its text to its width and, when the text
/// is longer than it can show, shows the last lines (where typing goes on). It has no
/// title: find it by an accessibility identifier (`.accessibilityIdentifier("notes")`) to
/// type into it over the socket or from a `TestHost`. Like SwiftUI's, it draws no box: put
/// a border or a background around it.
public struct TextEditor {
    let text: Binding<String>

    /// Creates a plain text editor bound to `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    var title: String { "" }
    var placeholder: String { "" }
    var axis: Axis { .vertical }
    var fillsHeight: Bool { true }
    var hasBox: Bool { false }
    static var kind: String { "TextEditor" }
    static func shown(_ text: String) -> String { text }
    @MainActor package func makeContent() -> NodeContent { TextEntryContent(self) }
}

extension TextEditor: View, BuiltinView, TextEntryView {}
