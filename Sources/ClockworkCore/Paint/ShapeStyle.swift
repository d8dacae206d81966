/// A type that describes how to fill or stroke: a color, a gradient, or a role like
/// ``HierarchicalShapeStyle/primary``.
public protocol ShapeStyle: Sendable {
    /// The style as render targets paint it.
    var paintStyle: PaintStyle { get }
}

extension ShapeStyle {
    /// The style as the render tree spells it: `red`, `rgba(1,0.5,0,1)`, `secondary`.
    public var styleDescription: String { paintStyle.description }
}

/// A style for content by its level of importance; the target picks the colors.
public struct HierarchicalShapeStyle: Hashable {
    /// 0 for primary, up to 3 for quaternary.
    public let level: Int

    /// Paints as the content role it is.
    public var paintStyle: PaintStyle { .hierarchical(self) }

    /// The most important content.
    nonisolated public static let primary = HierarchicalShapeStyle(level: 0)
    /// Secondary content.
    nonisolated public static let secondary = HierarchicalShapeStyle(level: 1)
    /// Tertiary content.
    nonisolated public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// Quaternary content.
    nonisolated public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// `primary`, `secondary`, `tertiary` or `quaternary`.
    public var name: String { ["primary", "secondary", "tertiary", "quaternary"][level] }
}

extension HierarchicalShapeStyle: ShapeStyle {}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The style for the most important content.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The style for secondary content.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The style for tertiary content.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The style for quaternary content.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle {
    /// Returns a new style based on self that multiplies by the specified opacity when
    /// drawing.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}

/// A style drawn at a fraction of its opacity: a color's opacity, or each stop's of a
/// gradient, multiplied.
///
/// A content role takes its color on the dark theme (`.primary` white, `.secondary` gray,
/// `.tertiary` and `.quaternary` gray at 60 % and 40 %), multiplied: a faded role is a
/// color, not a role.
public struct _OpacityShapeStyle<Base: ShapeStyle> {
    let base: Base
    let opacity: Double

    /// The base's paint with its opacity multiplied.
    public var paintStyle: PaintStyle { base.paintStyle.multiplyingOpacity(by: opacity) }
}

extension _OpacityShapeStyle: ShapeStyle {}

extension PaintStyle {
    /// The style with every color's opacity multiplied by `factor`.
    func multiplyingOpacity(by factor: Double) -> PaintStyle {
        func faded(_ gradient: Gradient) -> Gradient {
            Gradient(stops: gradient.stops.map { Gradient.Stop(color: $0.color.opacity(factor), location: $0.location) })
        }
        switch self {
        case .color(let color):
            return .color(color.opacity(factor))
        case .hierarchical(let role):
            let color = [Color.primary, .secondary, Color.secondary.opacity(0.6), Color.secondary.opacity(0.4)][min(role.level, 3)]
            return .color(color.opacity(factor))
        case let .linearGradient(gradient, start, end):
            return .linearGradient(faded(gradient), startPoint: start, endPoint: end)
        case let .radialGradient(gradient, center, startRadius, endRadius):
            return .radialGradient(faded(gradient), center: center, startRadius: startRadius, endRadius: endRadius)
        case let .angularGradient(gradient, center, startAngle, endAngle):
            return .angularGradient(faded(gradient), center: center, startAngle: startAngle, endAngle: endAngle)
        }
    }
}
