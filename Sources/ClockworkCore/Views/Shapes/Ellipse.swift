import Foundation

/// The ellipse inscribed in its frame.
public struct Ellipse: Shape, BuiltinShape {
    /// A ellipse.
    public init() {}

    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect)
    }

    var outline: ShapeOutline { .ellipse }
}
