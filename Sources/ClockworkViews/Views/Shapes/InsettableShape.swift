@_spi(Machinery) import ClockworkCore
import Foundation

/// A shape type that is able to inset itself to produce another shape: what
/// `strokeBorder` draws, so that a border stays inside the frame.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// The shape `amount` in from each side of its frame.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The shape's border, `lineWidth` wide, in `content`, drawn inside its frame.
    public nonisolated func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
    }

    /// The shape's border in `content`, as `style` says, drawn inside its frame.
    public nonisolated func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// The shape's border, `lineWidth` wide, in the foreground style, drawn inside its frame.
    public nonisolated func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        inset(by: lineWidth / 2).stroke(lineWidth: lineWidth)
    }

    /// The shape's border in the foreground style, as `style` says, drawn inside its frame.
    public nonisolated func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        inset(by: style.lineWidth / 2).stroke(style: style)
    }
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
nonisolated public struct _TrimmedShape<Base: Shape>: Shape {
    let shape: Base
    let from: CGFloat
    let to: CGFloat

    /// The base shape's path in `rect`, trimmed.
    @MainActor public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: from, to: to)
    }
}
