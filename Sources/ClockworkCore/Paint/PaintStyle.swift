/// A shape style as render targets paint it: what a fill, a stroke or a foreground carries
/// in the display list. Targets map each case to their own means (a terminal to cell
/// colors, a pixel target to a Cairo source).
public enum PaintStyle: Hashable, Sendable, CustomStringConvertible {
    /// One color.
    case color(Color)
    /// A content role; the target picks its color (a terminal's default foreground for
    /// primary, grays below it).
    case hierarchical(HierarchicalShapeStyle)
    /// Colors changing along the line from `startPoint` to `endPoint` (unit points of the
    /// painted frame).
    case linearGradient(Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    /// Colors changing with the distance from `center` (a unit point of the painted frame),
    /// from `startRadius` to `endRadius` in the target's units.
    case radialGradient(Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)

    /// The style's color at `point` (in the target's units) of something painted in
    /// `frame`; `nil` for a content role. What a target without gradients draws.
    public func color(at point: Point, in frame: Rect) -> Color? {
        switch self {
        case .color(let color):
            return color
        case .hierarchical:
            return nil
        case let .linearGradient(gradient, start, end):
            let from = start.point(in: frame), to = end.point(in: frame)
            let (dx, dy) = (to.x - from.x, to.y - from.y)
            let length = dx * dx + dy * dy
            let t = length == 0 ? 0 : ((point.x - from.x) * dx + (point.y - from.y) * dy) / length
            return gradient.color(at: t)
        case let .radialGradient(gradient, center, startRadius, endRadius):
            let middle = center.point(in: frame)
            let distance = ((point.x - middle.x) * (point.x - middle.x) + (point.y - middle.y) * (point.y - middle.y)).squareRoot()
            let span = endRadius - startRadius
            return gradient.color(at: span == 0 ? (distance < startRadius ? 0 : 1) : (distance - startRadius) / span)
        }
    }

    /// `red`, `rgba(1,0.5,0,1)`, `secondary`, `linearGradient(red 0, blue 1; (0,0.5)->(1,0.5))`.
    public var description: String {
        switch self {
        case .color(let color): color.description
        case .hierarchical(let role): role.name
        case let .linearGradient(gradient, start, end): "linearGradient(\(gradient); \(start)->\(end))"
        case let .radialGradient(gradient, center, startRadius, endRadius):
            "radialGradient(\(gradient); \(center) \(formatNumber(startRadius))->\(formatNumber(endRadius)))"
        }
    }
}
