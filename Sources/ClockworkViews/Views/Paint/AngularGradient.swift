@_spi(Machinery) import ClockworkCore
import Foundation

/// Colors changing with the angle about a center, like a color wheel or a dial's ring; a
/// shape style, and a view that fills the space it is offered.
///
/// Angles run clockwise on a screen from the trailing side (0° at 3 o'clock). Past
/// `endAngle` the end color shows, before `startAngle` the start color, meeting halfway.
public struct AngularGradient: Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// A gradient from `startAngle` to `endAngle` about `center`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI reads equal angles as one whole turn.
        self.endAngle = endAngle == startAngle ? .radians(startAngle.radians + 2 * .pi) : endAngle
    }

    /// A gradient through `colors`, spaced evenly, from `startAngle` to `endAngle`.
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient through `stops`, from `startAngle` to `endAngle`.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn of `gradient`, starting at `angle`: a conic gradient.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
    }

    /// A whole turn through `colors`, starting at `angle`.
    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A whole turn through `stops`, starting at `angle`.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// Paints as an angular gradient.
    nonisolated public var paintStyle: PaintStyle {
        .angularGradient(gradient, center: center, startAngle: startAngle.radians, endAngle: endAngle.radians)
    }

    @MainActor package func makeContent() -> NodeContent { StyleFillContent(self, kind: "AngularGradient") }
}

extension AngularGradient: ShapeStyle {}

extension AngularGradient: View, BuiltinView {}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient from `startAngle` to `endAngle` about `center`.
    nonisolated public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle,
                                                   endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through `colors`.
    nonisolated public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle,
                                                   endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn of `gradient` about `center`, starting at `angle`.
    nonisolated public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A whole turn through `colors` about `center`, starting at `angle`.
    nonisolated public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
