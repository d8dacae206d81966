/// How a view's drawing mixes with what is drawn behind it.
///
/// The pixel target mixes as each mode says (through Cairo's operators; `.plusDarker`,
/// which Cairo has no operator for, darkens); a terminal's cells draw every mode as
/// `.normal`.
public enum BlendMode: UInt8, Hashable, Sendable, CaseIterable {
    /// The drawing over what is behind it.
    case normal
    /// Each color channel multiplied: darker, never lighter.
    case multiply
    /// The inverses multiplied: lighter, never darker.
    case screen
    /// Multiply or screen, by what is behind.
    case overlay
    /// The darker of the two per channel.
    case darken
    /// The lighter of the two per channel.
    case lighten
    /// What is behind brightened toward the drawing.
    case colorDodge
    /// What is behind darkened toward the drawing.
    case colorBurn
    /// A soft light on what is behind.
    case softLight
    /// A harsh light on what is behind.
    case hardLight
    /// The difference of the two per channel.
    case difference
    /// Like difference, lower in contrast.
    case exclusion
    /// The drawing's hue with what is behind's saturation and luminosity.
    case hue
    /// The drawing's saturation.
    case saturation
    /// The drawing's hue and saturation.
    case color
    /// The drawing's luminosity.
    case luminosity
    /// The drawing only where something is behind it.
    case sourceAtop
    /// The drawing behind what is there.
    case destinationOver
    /// What is behind, cut away where the drawing is.
    case destinationOut
    /// The two added, then darkened.
    case plusDarker
    /// The two added: lighter.
    case plusLighter
    /// Everything cleared where the drawing is (a graphics context's mode).
    case clear
    /// The drawing in place of what is behind (a graphics context's mode).
    case copy
    /// The drawing only where something is behind, the rest cleared (a graphics context's mode).
    case sourceIn
    /// The drawing only where nothing is behind (a graphics context's mode).
    case sourceOut
    /// What is behind only where the drawing is (a graphics context's mode).
    case destinationIn
    /// What is behind only where the drawing is, over it (a graphics context's mode).
    case destinationAtop
    /// Each only where the other is not (a graphics context's mode).
    case xor

    /// The mode's name, as the display list spells it.
    public var name: String { String(describing: self) }

    /// The mode called `name`.
    init?(name: String) {
        guard let mode = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = mode
    }
}

/// `.blendMode(_:)`: the mode the view's items are drawn in.
struct BlendModeModifier: BuiltinModifier {
    let mode: BlendMode
    var attributes: [String] { ["blendMode=\(mode.name)"] }

    func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        paint.blendMode = mode
    }
}

extension View {
    /// Sets how this view blends with what is drawn behind it.
    public nonisolated func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(BlendModeModifier(mode: blendMode))
    }
}

/// A style drawn in a blend mode of its own: what ``ShapeStyle/blendMode(_:)`` returns.
public struct BlendedShapeStyle<Base: ShapeStyle> {
    let base: Base
    package let mode: BlendMode

    /// The base style's paint; the mode goes with the item it fills.
    public var paintStyle: PaintStyle { base.paintStyle }
}

extension BlendedShapeStyle: ShapeStyle {}

extension ShapeStyle {
    /// This style drawn in `mode` where it fills or strokes a shape.
    public func blendMode(_ mode: BlendMode) -> BlendedShapeStyle<Self> {
        BlendedShapeStyle(base: self, mode: mode)
    }
}
