@_spi(Machinery) import ClockworkCore

/// The style of links: the accent color, as SwiftUI draws a link's text.
public struct LinkShapeStyle: Hashable {
    /// The link style.
    nonisolated public init() {}
    /// The accent color.
    public var paintStyle: PaintStyle { Color.accentColor.paintStyle }
}

extension LinkShapeStyle: ShapeStyle {}

/// The foreground style in the current context: the primary content color.
public struct ForegroundStyle: Hashable {
    /// The foreground style.
    nonisolated public init() {}
    /// The primary content color, which each target resolves for its scheme.
    public var paintStyle: PaintStyle { .hierarchical(.primary) }
}

extension ForegroundStyle: ShapeStyle {}

/// The system's fill for thin and small shapes: iOS's `systemFill`.
public struct FillShapeStyle: Hashable {
    /// The fill style.
    nonisolated public init() {}
    /// iOS's `systemFill`.
    public var paintStyle: PaintStyle { Color(uiColor: .systemFill).paintStyle }
}

extension FillShapeStyle: ShapeStyle {}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The style of links.
    public nonisolated static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public nonisolated static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system's fill for thin and small shapes.
    public nonisolated static var fill: FillShapeStyle { FillShapeStyle() }
}
