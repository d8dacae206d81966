@_spi(Machinery) import ClockworkCore
import Foundation

/// The largest circle that fits its frame, centered in it.
public struct Circle {
    var inset: CGFloat = 0

    /// A circle.
    public init() {}

    /// The circle `amount` in from the one that fits the frame.
    public func inset(by amount: CGFloat) -> Circle {
        var shape = self
        shape.inset += amount
        return shape
    }

    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: inset, dy: inset)
        let diameter = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
    }

    var outline: ShapeOutline { .circle }
}

extension Circle: InsettableShape, BuiltinShape {}
