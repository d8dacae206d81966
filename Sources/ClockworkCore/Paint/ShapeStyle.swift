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
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
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
