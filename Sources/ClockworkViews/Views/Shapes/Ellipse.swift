@_spi(Machinery) import ClockworkCore
import Foundation

/// The ellipse inscribed in its frame.
public struct Ellipse {
    var inset: CGFloat = 0

    /// An ellipse.
    public init() {}

    /// The ellipse `amount` in from the one inscribed in the frame.
    public func inset(by amount: CGFloat) -> Ellipse {
        var shape = self
        shape.inset += amount
        return shape
    }

    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect.insetBy(dx: inset, dy: inset))
    }

    var outline: ShapeOutline { .ellipse }
}

extension Ellipse: InsettableShape, BuiltinShape {}
