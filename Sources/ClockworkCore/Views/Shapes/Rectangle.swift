import Foundation

/// A rectangle filling its frame.
public struct Rectangle: Shape, BuiltinShape {
    /// A rectangle.
    public init() {}

    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(rect)
    }

    var outline: ShapeOutline { .rectangle }
}
