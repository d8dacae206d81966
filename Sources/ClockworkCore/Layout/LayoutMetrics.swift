/// The lengths the built-in views are laid out with, in a render target's units: whole
/// cells on a terminal, points on a screen.
///
/// A control's geometry is counted in ``cell``s (a toggle's switch is four cells wide, a
/// symbol one, the gap between a control's label and its value one), so it keeps its
/// proportions to the text beside it. The defaults SwiftUI gives in points (a padding of
/// 16, a stack's spacing of 8) are a terminal's single cells. A target supplies its own
/// through ``RenderTarget/layoutMetrics``.
public struct LayoutMetrics: Equatable, Sendable {
    /// One cell of a control's geometry: about a digit's width and a body line's height.
    public var cell: Size
    /// The padding `padding()` adds on each edge when given no length.
    public var defaultPadding: Double
    /// A stack's spacing when given none: `width` between an `HStack`'s items, `height`
    /// between a `VStack`'s.
    public var defaultSpacing: Size
    /// What the target draws with, which the built-in controls choose their look by:
    /// glyphs in character cells, or shapes in pixels.
    public var medium: DrawingMedium

    /// Metrics of `cell`, with the given defaults, for a target drawing in `medium`.
    public init(cell: Size, defaultPadding: Double, defaultSpacing: Size, medium: DrawingMedium = .characterCells) {
        self.cell = cell
        self.defaultPadding = defaultPadding
        self.defaultSpacing = defaultSpacing
        self.medium = medium
    }

    /// A terminal's: cells of 1 × 1, a padding of one cell, a column between an
    /// `HStack`'s items and no row between a `VStack`'s.
    public static let cells = LayoutMetrics(cell: Size(width: 1, height: 1), defaultPadding: 1,
                                            defaultSpacing: Size(width: 1, height: 0))

    /// Points, with SwiftUI's defaults (a padding of 16, a spacing of 8), and controls
    /// drawn in cells of `cell` points (a body digit's width and line's height), in
    /// `medium`.
    public static func points(cell: Size, medium: DrawingMedium = .characterCells) -> LayoutMetrics {
        LayoutMetrics(cell: cell, defaultPadding: 16, defaultSpacing: Size(width: 8, height: 8), medium: medium)
    }

    /// Whether lengths are points, as SwiftUI lays out on a screen, rather than a
    /// terminal's cells.
    public var measuresPoints: Bool { cell != LayoutMetrics.cells.cell }

    /// These metrics, for a target drawing in `medium`.
    public func drawn(in medium: DrawingMedium) -> LayoutMetrics {
        var metrics = self
        metrics.medium = medium
        return metrics
    }
}

/// What a render target draws with. A built-in control makes its look from the display
/// list's primitives for it: a switch is `━━●` in a terminal's cells and a capsule with a
/// knob in pixels, so no target draws a control of its own.
public enum DrawingMedium: Equatable, Sendable {
    /// A grid of character cells, a glyph each (a terminal): controls are drawn as text.
    case characterCells
    /// Pixels, each `pixel` layout units wide and high (a framebuffer, a PNG): controls
    /// are drawn as shapes, their hairlines a pixel thick.
    case pixels(Size)
}
