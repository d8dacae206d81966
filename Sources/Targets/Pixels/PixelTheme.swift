import ClockworkCore

/// The colors a pixel target gives what views leave to the target: the background, and
/// content roles (`primary`, `secondary`, …), dark like an instrument panel's screen.
public struct PixelTheme: Sendable, Equatable {
    /// The screen behind every view.
    public var background: Color
    /// Content colors by level: primary, secondary, tertiary, quaternary.
    public var levels: [Color]

    /// Light content on a near-black screen.
    public static let dark = PixelTheme(
        background: Color(red: 0.06, green: 0.07, blue: 0.08),
        levels: [Color(white: 0.93), Color(white: 0.62), Color(white: 0.42), Color(white: 0.3)])

    /// Dark content on a white screen, for views in the light color scheme.
    public static let light = PixelTheme(
        background: Color(white: 1),
        levels: [Color(white: 0.1), Color(white: 0.4), Color(white: 0.58), Color(white: 0.72)])

    /// The theme of `scheme`: ``dark`` or ``light``.
    public static func of(_ scheme: ColorScheme) -> PixelTheme {
        scheme == .light ? .light : .dark
    }

    /// The color of `level` (deeper levels than four take the last).
    func color(level: Int) -> Color {
        levels[min(max(level, 0), levels.count - 1)]
    }
}
