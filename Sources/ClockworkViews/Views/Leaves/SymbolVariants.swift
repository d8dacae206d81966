@_spi(Machinery) import ClockworkCore

/// A variant of a symbol: its filled, circled, squared or slashed form, named as the
/// symbol set names them (`bell` → `bell.slash.circle.fill`).
///
/// Set with `.symbolVariant(_:)` on a view, it reaches every `Image(systemName:)` inside:
/// the image takes the variant's name — in the render tree, as its label for input and
/// accessibility — unless its own name has that part already. A symbol's one-cell glyph
/// is the same for every variant.
public struct SymbolVariants: Hashable, Sendable {
    private var shape: String?
    private var isSlashed = false
    private var isFilled = false

    /// No variant for a symbol.
    nonisolated public static let none = SymbolVariants()
    /// A variant that encapsulates the symbol in a circle.
    nonisolated public static let circle = SymbolVariants(shape: "circle")
    /// A variant that encapsulates the symbol in a square.
    nonisolated public static let square = SymbolVariants(shape: "square")
    /// A variant that encapsulates the symbol in a rectangle.
    nonisolated public static let rectangle = SymbolVariants(shape: "rectangle")
    /// A variant that fills the symbol.
    nonisolated public static let fill = SymbolVariants(isFilled: true)
    /// A variant that draws a slash through the symbol.
    nonisolated public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, filled too.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// This variant, in a circle.
    public var circle: SymbolVariants { with { $0.shape = "circle" } }
    /// This variant, in a square.
    public var square: SymbolVariants { with { $0.shape = "square" } }
    /// This variant, in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
    /// This variant, slashed too.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether the variant contains `other`'s parts.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isSlashed || isSlashed) && (!other.isFilled || isFilled)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var variant = self
        change(&variant)
        return variant
    }

    /// `name` with the variant's parts it lacks, in the symbol set's order: slash, shape, fill.
    func applied(to name: String) -> String {
        guard self != .none else { return name }
        var parts = name.split(separator: ".").map(String.init)
        func has(_ part: String) -> Bool { parts.contains(part) }
        if isSlashed, !has("slash") { parts.insert("slash", at: parts.firstIndex(of: "fill") ?? parts.endIndex) }
        if let shape, !has(shape) { parts.insert(shape, at: parts.firstIndex(of: "fill") ?? parts.endIndex) }
        if isFilled, !has("fill") { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}

/// A symbol rendering mode: how a symbol's layers are colored.
///
/// In points, `.hierarchical` and `.palette` color the two layers of an enclosed symbol
/// (`checkmark.circle.fill`: the circle and the check) apart; a symbol
/// of one layer, and every symbol in `.multicolor` (the icon set has no colors of its
/// own), is drawn in the foreground style as `.monochrome` draws it. A terminal's symbols
/// are one-cell glyphs of one layer in every mode.
public struct SymbolRenderingMode: Hashable, Sendable {
    private let name: String

    /// A mode that renders symbols as a single layer filled with the foreground style.
    nonisolated public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// A mode that renders symbols as multiple layers with their inherit styles.
    nonisolated public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// A mode that renders symbols as multiple layers, with different opacities applied
    /// to the foreground style.
    nonisolated public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A mode that renders symbols as multiple layers, with different styles applied to
    /// the layers.
    nonisolated public static let palette = SymbolRenderingMode(name: "palette")
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
    /// The symbol variant to use in this environment.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The current symbol rendering mode, or `nil` for the default.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Makes symbols within the view show a particular variant.
    public nonisolated func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// Sets the rendering mode for symbol images within this view (``SymbolRenderingMode``
    /// says which are drawn in layers).
    public nonisolated func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// Sets the rendering mode for this symbol image, over the environment's
    /// (``SymbolRenderingMode`` says which are drawn in layers).
    public nonisolated func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolMode = mode
        return image
    }
}
