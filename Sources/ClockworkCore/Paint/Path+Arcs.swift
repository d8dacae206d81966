import Foundation

extension Path {
    /// The last point drawn to, where the next element starts; `nil` for an empty path.
    public var currentPoint: CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                start = point
                current = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                current = point
            case .closeSubpath:
                current = start
            }
        }
        return current
    }

    /// Adds an arc of the circle at `center` of `radius`, from `startAngle` to `endAngle`,
    /// joined by a line from the current point. Angles grow clockwise on a screen (y points
    /// down); `clockwise` follows CoreGraphics, whose y points up, so on a screen a
    /// `clockwise` arc turns counterclockwise, as in SwiftUI.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        // A sweep of a whole turn or more is a circle; else the angle between, in the
        // arc's direction (negative: counterclockwise on a screen).
        let turn = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            if sweep <= -turn { sweep = -turn } else { while sweep > 0 { sweep -= turn } }
        } else {
            if sweep >= turn { sweep = turn } else { while sweep < 0 { sweep += turn } }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(sweep), transform: transform)
    }

    /// Adds an arc of the circle at `center` of `radius`, from `startAngle` turning by
    /// `delta` (positive: clockwise on a screen), joined by a line from the current point.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)).applying(transform)
        }
        let start = startAngle.radians
        let pieces = max(1, Int((abs(delta.radians) / (Double.pi / 2)).rounded(.up)))
        let step = delta.radians / Double(pieces)
        // A cubic Bézier through a quarter circle or less: control points along the
        // tangents, 4/3·tan(step/4) of the radius out.
        let reach = 4.0 / 3.0 * tan(step / 4) * radius
        if currentPoint == nil { move(to: point(start)) } else { addLine(to: point(start)) }
        for piece in 0..<pieces {
            let (from, to) = (start + Double(piece) * step, start + Double(piece + 1) * step)
            let control1 = CGPoint(x: center.x + radius * cos(from) - reach * sin(from),
                                   y: center.y + radius * sin(from) + reach * cos(from)).applying(transform)
            let control2 = CGPoint(x: center.x + radius * cos(to) + reach * sin(to),
                                   y: center.y + radius * sin(to) - reach * cos(to)).applying(transform)
            addCurve(to: point(to), control1: control1, control2: control2)
        }
    }

    /// Adds `path`'s elements, moved by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        path.forEach { element in
            switch element {
            case .move(let point): move(to: point.applying(transform))
            case .line(let point): addLine(to: point.applying(transform))
            case let .quadCurve(point, control): addQuadCurve(to: point.applying(transform), control: control.applying(transform))
            case let .curve(point, control1, control2):
                addCurve(to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// The path with every point moved by `transform`.
    public nonisolated func applying(_ transform: CGAffineTransform) -> Path {
        var moved = Path()
        moved.addPath(self, transform: transform)
        return moved
    }

    /// The path moved `dx` across and `dy` down.
    public nonisolated func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Calls `body` with each element, in order.
    public nonisolated func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }
}
