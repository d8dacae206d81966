extension Color {
    /// The color a UIKit color names: `Color(uiColor: .systemGray6)`.
    nonisolated public init(uiColor: UIColor) { self = uiColor.color }

    /// The color a UIKit color names: `Color(.systemGray6)`.
    nonisolated public init(_ color: UIColor) { self = color.color }

    /// The color an AppKit color names: `Color(nsColor: .windowBackgroundColor)`.
    nonisolated public init(nsColor: NSColor) { self = nsColor.color }

    /// The color an AppKit color names: `Color(.controlBackgroundColor)`. (A name both
    /// kits have, like `.systemBlue`, is UIKit's: the same color.)
    @_disfavoredOverload
    nonisolated public init(_ color: NSColor) { self = color.color }
}

/// The background style in the current context: the screen's background, as a
/// ``ShapeStyle`` (`.background(.background)`, `.foregroundStyle(.background)` to cut a
/// shape out of what is behind).
///
/// It is ``UIColor/systemBackground``: black on a dark screen (a daemon's), white where
/// the light scheme is in force.
public struct BackgroundStyle: Hashable {
    /// The background style.
    nonisolated public init() {}

    /// The screen's background color.
    public var paintStyle: PaintStyle { .color(UIColor.systemBackground.color) }
}

extension BackgroundStyle: ShapeStyle {}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
