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
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ForegroundStyleModifier(style: style))
    }
}
