import ClockworkCore

/// The colors a pixel target gives what views leave to the target: the background, and
/// content roles (`primary`, `secondary`, …), dark like an instrument panel's screen.
public struct PixelTheme: Sendable, Equatable {
    /// The screen behind every view.
    public var background: Color
    /// Content colors by level: primary, secondary, tertiary, quaternary.
    public var levels: [Color]

    /// Light content on a near-black screen.
    public static let dark = PixelTheme(background: ColorScheme.dark.screenBackground, levels: ColorScheme.dark.contentColors)

    /// Dark content on a white screen, for views in the light color scheme.
    public static let light = PixelTheme(background: ColorScheme.light.screenBackground, levels: ColorScheme.light.contentColors)

    /// The theme of `scheme`: ``dark`` or ``light``.
    public static func of(_ scheme: ColorScheme) -> PixelTheme {
        scheme == .light ? .light : .dark
    }

    /// The color of `level` (deeper levels than four take the last).
    func color(level: Int) -> Color {
        levels[min(max(level, 0), levels.count - 1)]
    }
}
