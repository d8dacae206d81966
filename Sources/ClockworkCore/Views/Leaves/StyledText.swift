/// A text with a style of its own as the render tree shows it: the values, compared as they
/// are, and spelled as words only when the tree is written out.
struct StyledText: Equatable {
    /// The text as shown.
    var text: String
    /// The one style of all the text's runs (with `strings` empty), or each run's style.
    var styles: [TextRunStyle]
    /// Each run's string as shown, beside its style, for a text of runs styled apart.
    var strings: [String]

    /// The render attributes: the quoted text, then its style as the modifiers that set it
    /// are spelled, or `run("Ready" fontWeight=700)` for each run with a style.
    var attributes: [String] {
        guard !strings.isEmpty else { return [quoted(text)] + (styles.first?.attributes ?? []) }
        return [quoted(text)] + zip(styles, strings).compactMap { style, string in
            let attributes = style.attributes
            return attributes.isEmpty ? nil : "run(" + ([quoted(string)] + attributes).joined(separator: " ") + ")"
        }
    }
}
