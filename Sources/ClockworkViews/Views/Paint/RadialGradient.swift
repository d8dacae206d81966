@_spi(Machinery) import ClockworkCore
import Foundation

/// Colors changing with the distance from a center; a shape style, and a view that fills
/// the space it is offered.
public struct RadialGradient: Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: Double
    let endRadius: Double

    /// A gradient from `startRadius` to `endRadius` (target units) around `center`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = Double(startRadius)
        self.endRadius = Double(endRadius)
    }

    /// A gradient through `colors`, spaced evenly.
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient through `stops`.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Paints as a radial gradient.
    nonisolated public var paintStyle: PaintStyle {
        .radialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    @MainActor package func makeContent() -> NodeContent { StyleFillContent(self, kind: "RadialGradient") }
}

extension RadialGradient: ShapeStyle {}

extension RadialGradient: View, BuiltinView {}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient around `center`.
    nonisolated public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
