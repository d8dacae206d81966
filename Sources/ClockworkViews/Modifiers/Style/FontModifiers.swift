@_spi(Machinery) import ClockworkCore

/// Sets the font of the text below; a font nearer the text wins, as in SwiftUI.
struct FontModifier: BuiltinModifier {
    var changesFont: Bool { true }
    let font: Font?
    var attributes: [String] { font.map { ["font=(\($0))"] } ?? [] }
    func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        paint.font = font
    }
}

/// Sets the weight of the text below, whatever its font; `.bold()` is the bold weight.
struct FontWeightModifier: BuiltinModifier {
    var changesFont: Bool { true }
    let weight: Font.Weight?
    var attributes: [String] { weight.map { ["fontWeight=\($0.value)"] } ?? [] }
    func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        paint.fontWeight = weight
    }
}

/// Slants the text below.
struct ItalicModifier: BuiltinModifier {
    var changesFont: Bool { true }
    let isActive: Bool
    var attributes: [String] { isActive ? ["italic"] : [] }
    func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        paint.isItalic = isActive
    }
}

/// Gives the digits of the text below one width.
struct MonospacedDigitModifier: BuiltinModifier {
    var changesFont: Bool { true }
    var attributes: [String] { ["monospacedDigit"] }
    func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        paint.hasMonospacedDigits = true
    }
}

extension View {
    /// Sets the font of the text in this view (`nil`: the default, body).
    public nonisolated func font(_ font: Font?) -> some View {
        modifier(FontModifier(font: font))
    }

    /// Sets the weight of the text in this view (`nil`: the font's own).
    public nonisolated func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(FontWeightModifier(weight: weight))
    }

    /// Makes the text in this view bold (when `isActive`).
    public nonisolated func bold(_ isActive: Bool = true) -> some View {
        modifier(FontWeightModifier(weight: isActive ? .bold : nil))
    }

    /// Gives the digits of the text in this view one width, so changing numbers keep their
    /// place.
    public nonisolated func monospacedDigit() -> some View {
        modifier(MonospacedDigitModifier())
    }

    /// Makes the text in this view italic (when `isActive`).
    public nonisolated func italic(_ isActive: Bool = true) -> some View {
        modifier(ItalicModifier(isActive: isActive))
    }
}

/// Sets the family of the text below, whatever its font.
struct FontDesignModifier: BuiltinModifier {
    var changesFont: Bool { true }
    let design: Font.Design?
    var attributes: [String] { design.map { ["fontDesign=\($0.rawValue)"] } ?? [] }
    func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        paint.fontDesign = design
    }
}

/// Draws a line under or through the text below.
struct TextDecorationModifier: BuiltinModifier {
    let isUnderline: Bool
    let isActive: Bool
    var attributes: [String] { isActive ? [isUnderline ? "underline" : "strikethrough"] : [] }
    func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        if isUnderline { paint.isUnderlined = isActive } else { paint.isStruckThrough = isActive }
    }
}

extension View {
    /// Sets the family of the text in this view (`nil`: the font's own).
    public nonisolated func fontDesign(_ design: Font.Design?) -> some View {
        modifier(FontDesignModifier(design: design))
    }

    /// Sets the text in this view in the monospaced family (when `isActive`).
    public nonisolated func monospaced(_ isActive: Bool = true) -> some View {
        modifier(FontDesignModifier(design: isActive ? .monospaced : nil))
    }

    /// Underlines the text in this view (when `isActive`); drawn solid, in the text's color.
    public nonisolated func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(TextDecorationModifier(isUnderline: true, isActive: isActive))
    }

    /// Underlines the text in this view in `pattern` (when `isActive`); drawn as
    /// ``underline(_:color:)`` draws it.
    public nonisolated func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> some View {
        modifier(TextDecorationModifier(isUnderline: true, isActive: isActive))
    }

    /// Strikes the text in this view through (when `isActive`); drawn solid, in the text's color.
    public nonisolated func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(TextDecorationModifier(isUnderline: false, isActive: isActive))
    }

    /// Strikes the text in this view through in `pattern` (when `isActive`); drawn as
    /// ``strikethrough(_:color:)`` draws it.
    public nonisolated func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> some View {
        modifier(TextDecorationModifier(isUnderline: false, isActive: isActive))
    }
}
