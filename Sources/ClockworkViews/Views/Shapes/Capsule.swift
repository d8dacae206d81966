@_spi(Machinery) import ClockworkCore
import Foundation

/// Its frame with fully rounded short ends.
///
/// Its ends are drawn as half circles whichever `style` it is given.
public struct Capsule {
    /// How the ends curve.
    public var style: RoundedCornerStyle
    var inset: CGFloat = 0

    /// A capsule whose ends curve as `style` says.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// The capsule `amount` in from each side of its frame.
    public func inset(by amount: CGFloat) -> Capsule {
        var shape = self
        shape.inset += amount
        return shape
    }

    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: inset, dy: inset)
        return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }

    var outline: ShapeOutline { .capsule }
}

extension Capsule: InsettableShape, BuiltinShape {}
