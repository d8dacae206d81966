@_spi(Machinery) import ClockworkCore
import Foundation

/// A shape type that is able to inset itself to produce another shape: what
/// `strokeBorder` draws, so that a border stays inside the frame.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// The shape `amount` in from each side of its frame.
    ///
    /// The main actor's, where Apple's is nonisolated, as ``Shape/path(in:)`` is: a shape
    /// written in a target whose default isolation is the main actor has a main-actor
    /// `inset(by:)`. The built-in shapes' insets are nonisolated.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The shape's border, `lineWidth` wide, in `content`, drawn inside its frame.
    public nonisolated func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        BorderShape(base: self, amount: lineWidth / 2).stroke(content, lineWidth: lineWidth)
    }

    /// The shape's border in `content`, as `style` says, drawn inside its frame.
    public nonisolated func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        BorderShape(base: self, amount: style.lineWidth / 2).stroke(content, style: style)
    }

    /// The shape's border, `lineWidth` wide, in the foreground style, drawn inside its frame.
    public nonisolated func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        BorderShape(base: self, amount: lineWidth / 2).stroke(lineWidth: lineWidth)
    }

    /// The shape's border in the foreground style, as `style` says, drawn inside its frame.
    public nonisolated func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        BorderShape(base: self, amount: style.lineWidth / 2).stroke(style: style)
    }
}

/// The shape `strokeBorder` draws: its base inset by half the line's width. The modifier
/// is nonisolated, so the base is asked for its inset only when the shape is drawn, on the
/// main actor, where a shape's own `inset(by:)` runs.
struct BorderShape<Base: InsettableShape> {
    let base: Base
    let amount: CGFloat

    @MainActor func path(in rect: CGRect) -> Path { base.inset(by: amount).path(in: rect) }
}

extension BorderShape: Shape, StandInShape {
    var drawn: any Shape { base.inset(by: amount) }
}

extension Shape where Self == Rectangle {
    /// A rectangular shape aligned inside the frame of the view containing it.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners of `cornerRadius`.
    public nonisolated static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangular shape with rounded corners of `cornerSize`.
    public nonisolated static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule shape aligned inside the frame of the view containing it.
    public static var capsule: Capsule { Capsule() }

    /// A capsule shape whose ends curve as `style` says.
    public nonisolated static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape {
    /// Trims this shape by a fractional amount based on its representation as a path:
    /// the part between `startFraction` and `endFraction` of its outline's length (a
    /// circle's starts at its trailing point and runs clockwise).
    public nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }
}

/// A shape cut to a part of its outline's length.
public struct _TrimmedShape<Base: Shape> {
    let shape: Base
    let from: CGFloat
    let to: CGFloat

    /// The base shape's path in `rect`, trimmed.
    @MainActor public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: from, to: to)
    }
}

extension _TrimmedShape: Shape {}
