@_spi(Machinery) import ClockworkCore
import Foundation

/// The filled outlines a look's lines are made of, in pixels: a look fills shapes, and
/// never strokes them, so a line is as thick on every pixel target whatever its units.
enum Outline {
    /// The outline of `rect`'s rounded border, `line` pixels thick and centred on its edge
    /// (filled even-odd).
    static func ring(_ rect: PixelBox, radius: Double, line: Double) -> Path {
        var path = Path()
        for (inset, corner) in [(-line / 2, radius + line / 2), (line / 2, max(radius - line / 2, 0))] {
            let edge = rect.insetBy(dx: inset, dy: inset)
            path.addRoundedRect(in: CGRect(x: edge.x, y: edge.y, width: edge.width, height: edge.height),
                                cornerSize: CGSize(width: corner, height: corner))
        }
        return path
    }

    /// A line through `points`, `width` pixels thick, with mitred corners: a polygon.
    static func polyline(_ points: [CGPoint], width: Double) -> Path {
        guard points.count >= 2 else { return Path() }
        let half = width / 2
        // Each point's offset to the line's left side: along the segment's normal at the
        // ends, along the mitre (the normals' mean, lengthened) at a corner.
        func normal(_ a: CGPoint, _ b: CGPoint) -> (x: Double, y: Double) {
            let (dx, dy) = (Double(b.x - a.x), Double(b.y - a.y))
            let length = max((dx * dx + dy * dy).squareRoot(), .ulpOfOne)
            return (-dy / length, dx / length)
        }
        let offsets = points.indices.map { index -> (x: Double, y: Double) in
            let before = index > 0 ? normal(points[index - 1], points[index]) : nil
            let after = index < points.count - 1 ? normal(points[index], points[index + 1]) : nil
            guard let before, let after else {
                let single = before ?? after ?? (0, 0)
                return (single.x * half, single.y * half)
            }
            let mean = ((before.x + after.x) / 2, (before.y + after.y) / 2)
            let cosine = max(mean.0 * before.x + mean.1 * before.y, 0.25)
            return (mean.0 / cosine * half, mean.1 / cosine * half)
        }
        var path = Path()
        path.move(to: CGPoint(x: Double(points[0].x) + offsets[0].x, y: Double(points[0].y) + offsets[0].y))
        for (point, offset) in zip(points, offsets).dropFirst() {
            path.addLine(to: CGPoint(x: Double(point.x) + offset.x, y: Double(point.y) + offset.y))
        }
        for (point, offset) in zip(points, offsets).reversed() {
            path.addLine(to: CGPoint(x: Double(point.x) - offset.x, y: Double(point.y) - offset.y))
        }
        path.closeSubpath()
        return path
    }

    /// The part of a ring about `center` between `startAngle` and `endAngle` (radians,
    /// clockwise on the screen from the trailing side), between `radius` ± `line` / 2:
    /// a whole ring (filled even-odd) when the span is a full turn or more.
    static func arc(center: CGPoint, radius: Double, line: Double, from startAngle: Double, to endAngle: Double) -> Path {
        let (outer, inner) = (CGFloat(radius + line / 2), CGFloat(max(radius - line / 2, 0)))
        var path = Path()
        if endAngle - startAngle >= 2 * .pi {
            path.addEllipse(in: CGRect(x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer))
            path.addEllipse(in: CGRect(x: center.x - inner, y: center.y - inner, width: 2 * inner, height: 2 * inner))
            return path
        }
        path.addArc(center: center, radius: outer, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: false)
        path.addArc(center: center, radius: inner, startAngle: .radians(endAngle), endAngle: .radians(startAngle), clockwise: true)
        path.closeSubpath()
        return path
    }
}
