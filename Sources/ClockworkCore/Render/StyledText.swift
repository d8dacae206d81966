/// A text with a style of its own as the render tree shows it: the values, compared as they
/// are, and spelled as words only when the tree is written out.
@_spi(Machinery) public struct StyledText: Equatable {
    /// The text as shown.
    var text: String
    /// The one style of all the text's runs (with `strings` empty), or each run's style.
    var styles: [TextRunStyle]
    /// Each run's string as shown, beside its style, for a text of runs styled apart.
    var strings: [String]

    package init(text: String, styles: [TextRunStyle], strings: [String]) {
        (self.text, self.styles, self.strings) = (text, styles, strings)
    }

    /// The render attributes: the quoted text, then its style as the modifiers that set it
    /// are spelled, or `run("Ready" fontWeight=700)` for each run with a style.
    package var attributes: [String] {
        guard !strings.isEmpty else { return [quoted(text)] + (styles.first?.attributes ?? []) }
        return [quoted(text)] + zip(styles, strings).compactMap { style, string in
            let attributes = style.attributes
            return attributes.isEmpty ? nil : "run(" + ([quoted(string)] + attributes).joined(separator: " ") + ")"
        }
    }
}

/// The style a `Text`'s own modifiers give a run of it (`Text("a").bold()`): each
/// attribute set wins over the modifiers of the views around the text, and, set twice,
/// the one nearer the text wins, as in SwiftUI.
package struct TextRunStyle: Equatable, Sendable {
    package var font: Font?
    package var weight: Font.Weight?
    package var isItalic = false
    package var hasMonospacedDigits = false
    package var foreground: PaintStyle?
    package var design: Font.Design?
    package var isUnderlined = false
    package var isStruckThrough = false

    /// A style that changes nothing: every field at its default.
    package init() {}

    /// The style as render-tree attributes, spelled as the modifiers that set it are.
    var attributes: [String] {
        var words: [String] = []
        if let font { words.append("font=(\(font))") }
        if let weight { words.append("fontWeight=\(weight.value)") }
        if isItalic { words.append("italic") }
        if hasMonospacedDigits { words.append("monospacedDigit") }
        if let foreground { words.append("foreground=\(foreground)") }
        if let design { words.append("fontDesign=\(design.rawValue)") }
        if isUnderlined { words.append("underline") }
        if isStruckThrough { words.append("strikethrough") }
        return words
    }

    /// `paint` with this style's attributes put in.
    package func applied(to paint: Paint) -> Paint {
        var paint = paint
        if let font { paint.font = font }
        if let weight { paint.fontWeight = weight }
        if isItalic { paint.isItalic = true }
        if hasMonospacedDigits { paint.hasMonospacedDigits = true }
        if let foreground { paint.foreground = foreground }
        if let design { paint.fontDesign = design }
        if isUnderlined { paint.isUnderlined = true }
        if isStruckThrough { paint.isStruckThrough = true }
        return paint
    }
}
