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
    /// Colors changing with the angle about `center` (a unit point of the painted frame),
    /// from `startAngle` to `endAngle` in radians, clockwise on a screen from the trailing
    /// side; before and after them, the end colors.
    case angularGradient(Gradient, center: UnitPoint, startAngle: Double, endAngle: Double)

    /// Whether the style's color changes across what it paints: a gradient.
    public var isGradient: Bool {
        switch self {
        case .linearGradient, .radialGradient, .angularGradient: true
        case .color, .hierarchical: false
        }
    }

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
        case let .angularGradient(gradient, center, startAngle, endAngle):
            let middle = center.point(in: frame)
            return gradient.color(at: Self.angularLocation(of: atan2(point.y - middle.y, point.x - middle.x),
                                                           from: startAngle, to: endAngle))
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
        case let .angularGradient(gradient, center, startAngle, endAngle):
            "angularGradient(\(gradient); \(center) \(formatNumber(startAngle))->\(formatNumber(endAngle)))"
        }
    }

    /// Where `angle` (radians) falls along an angular gradient from `start` to `end`: 0 to
    /// 1 within them, the angle taken a whole turn on where that brings it in; outside,
    /// the nearer end.
    package static func angularLocation(of angle: Double, from start: Double, to end: Double) -> Double {
        let span = end - start
        guard span > 0 else { return 0 }
        let turn = 2 * Double.pi
        var offset = (angle - start).truncatingRemainder(dividingBy: turn)
        if offset < 0 { offset += turn }
        if offset <= span { return offset / span }
        // Past the end: the end's color up to halfway round to the start, then the start's.
        return offset - span < (turn - span) / 2 ? 1 : 0
    }
}
