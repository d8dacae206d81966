/// A background material type: a translucent layer that lets what is behind show
/// through, more or less.
///
/// A daemon's screen does not blur what is behind: a material is drawn as the secondary
/// color at its thickness's opacity — a neutral veil that lightens a dark theme and darkens
/// a light one — from a fifth for `.ultraThin` to two thirds for `.ultraThick`.
public struct Material: Hashable {
    /// The share of the veil's color over what is behind, from 0 to 1.
    package let thickness: Double

    /// A material that's somewhat translucent.
    nonisolated public static let regular = Material(thickness: 0.4)
    /// A material that's more opaque than translucent.
    nonisolated public static let thick = Material(thickness: 0.55)
    /// A material that's more translucent than opaque.
    nonisolated public static let thin = Material(thickness: 0.3)
    /// A mostly translucent material.
    nonisolated public static let ultraThin = Material(thickness: 0.2)
    /// A mostly opaque material.
    nonisolated public static let ultraThick = Material(thickness: 0.67)
    /// A material matched to the platform's bars (toolbars, tab bars): `.regular`'s veil.
    nonisolated public static let bar = Material(thickness: 0.4)

    /// The veil: the secondary color at the material's opacity.
    public var paintStyle: PaintStyle { .color(Color.secondary.opacity(thickness)) }
}

extension Material: ShapeStyle {}

extension ShapeStyle where Self == Material {
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material bars use.
    public static var bar: Material { .bar }
}
