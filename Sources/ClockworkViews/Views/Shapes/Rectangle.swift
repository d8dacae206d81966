@_spi(Machinery) import ClockworkCore
import Foundation

/// A rectangle filling its frame.
public struct Rectangle {
    var inset: CGFloat = 0

    /// A rectangle.
    public init() {}

    /// The rectangle `amount` in from each side of its frame.
    public func inset(by amount: CGFloat) -> Rectangle {
        var shape = self
        shape.inset += amount
        return shape
    }

    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: inset, dy: inset))
    }

    var outline: ShapeOutline { .rectangle }
}

extension Rectangle: InsettableShape, BuiltinShape {}
