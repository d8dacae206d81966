import Foundation

/// The largest circle that fits its frame, centered in it.
public struct Circle: Shape, BuiltinShape {
    /// A circle.
    public init() {}

    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        let diameter = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
    }

    var outline: ShapeOutline { .circle }
}
