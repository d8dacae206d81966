@_spi(Machinery) import ClockworkCore

/// Animates like ``BackgroundStyleModifier``.
struct ForegroundStyleModifier<Style: ShapeStyle>: BuiltinModifier {
    let style: Style
    var attributes: [String] { ["foreground=\(style.styleDescription)"] }
    var animatableVector: AnimationVector? { (style as? Color)?.components }
    func attributes(presenting vector: AnimationVector) -> [String] { ["foreground=\(Color(vector).styleDescription)"] }
    func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        // Applied on the way down: a modifier nearer the content overrides one further
        // out, as in SwiftUI.
        paint.foreground = presented.map { Color($0).paintStyle } ?? style.paintStyle
    }
}

extension View {
    /// Sets the style of foreground content (text, symbols).
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ForegroundStyleModifier(style: style))
    }
}

extension View {
    /// Sets the color of foreground content (text, symbols); `nil` keeps the color set above.
    public nonisolated func foregroundColor(_ color: Color?) -> some View {
        modifier(OptionalForegroundModifier(color: color))
    }
}

/// `.foregroundColor(nil)`: leaves the foreground as the modifiers above set it.
struct OptionalForegroundModifier: BuiltinModifier {
    let color: Color?
    var attributes: [String] { color.map { ["foreground=\($0.styleDescription)"] } ?? [] }
    var animatableVector: AnimationVector? { color?.components }
    func canAnimate(from old: Self) -> Bool { old.color != nil }
    func attributes(presenting vector: AnimationVector) -> [String] { ["foreground=\(Color(vector).styleDescription)"] }
    func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        if let color = presented.map(Color.init) ?? color { paint.foreground = color.paintStyle }
    }
}
