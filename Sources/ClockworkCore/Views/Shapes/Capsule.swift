import Foundation

/// Its frame with fully rounded short ends.
public struct Capsule: Shape, BuiltinShape {
    /// A capsule.
    public init() {}

    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }

    var outline: ShapeOutline { .capsule }
}
