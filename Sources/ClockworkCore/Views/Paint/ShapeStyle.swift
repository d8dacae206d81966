/// A type that describes how to fill or stroke: a color, or a role like ``primary``.
public protocol ShapeStyle: Sendable {
    /// The style as the render tree spells it.
    var styleDescription: String { get }
}

/// A style for content by its level of importance.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    public var styleDescription: String {
        ["primary", "secondary", "tertiary", "quaternary"][level]
    }

    /// The most important content.
    nonisolated public static let primary = HierarchicalShapeStyle(level: 0)
    /// Secondary content.
    nonisolated public static let secondary = HierarchicalShapeStyle(level: 1)
    /// Tertiary content.
    nonisolated public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// Quaternary content.
    nonisolated public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The style for the most important content.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The style for secondary content.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The style for tertiary content.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}
