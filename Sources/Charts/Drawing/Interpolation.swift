import ClockworkCore
import Foundation

/// The outline of a line through points, as an interpolation method runs between them.
enum Interpolation {
    /// Adds to `path` the line through `points` (already in drawing coordinates),
    /// starting a subpath at the first unless `continuing`.
    static func addLine(through points: [CGPoint], method: InterpolationMethod, to path: inout Path, continuing: Bool = false) {
        guard let first = points.first else { return }
        if continuing { path.addLine(to: first) } else { path.move(to: first) }
        guard points.count > 1 else { return }
        switch method.kind {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart:
            for index in 1..<points.count {
                path.addLine(to: CGPoint(x: points[index - 1].x, y: points[index].y))
                path.addLine(to: points[index])
            }
        case .stepEnd:
            for index in 1..<points.count {
                path.addLine(to: CGPoint(x: points[index].x, y: points[index - 1].y))
                path.addLine(to: points[index])
            }
        case .stepCenter:
            for index in 1..<points.count {
                let middle = (points[index - 1].x + points[index].x) / 2
                path.addLine(to: CGPoint(x: middle, y: points[index - 1].y))
                path.addLine(to: CGPoint(x: middle, y: points[index].y))
                path.addLine(to: points[index])
            }
        case .monotone:
            addMonotone(points, to: &path)
        case .catmullRom(let alpha):
            addCatmullRom(points, alpha: alpha, to: &path)
        case .cardinal(let tension):
            addCardinal(points, tension: tension, to: &path)
        }
    }

    /// A cubic Hermite curve whose slopes keep each segment between its ends' values
    /// (Fritsch–Carlson), so the curve never overshoots the data.
    private static func addMonotone(_ points: [CGPoint], to path: inout Path) {
        let n = points.count
        var secants = [Double](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) {
            let dx = points[i + 1].x - points[i].x
            secants[i] = dx == 0 ? 0 : (points[i + 1].y - points[i].y) / dx
        }
        var slopes = [Double](repeating: 0, count: n)
        slopes[0] = secants[0]
        slopes[n - 1] = secants[n - 2]
        for i in 1..<(n - 1) {
            slopes[i] = secants[i - 1] * secants[i] <= 0 ? 0 : (secants[i - 1] + secants[i]) / 2
        }
        for i in 0..<(n - 1) where secants[i] == 0 {
            slopes[i] = 0
            slopes[i + 1] = 0
        }
        for i in 0..<(n - 1) where secants[i] != 0 {
            let a = slopes[i] / secants[i], b = slopes[i + 1] / secants[i]
            let h = a * a + b * b
            if h > 9 {
                let t = 3 / h.squareRoot()
                slopes[i] = t * a * secants[i]
                slopes[i + 1] = t * b * secants[i]
            }
        }
        for i in 0..<(n - 1) {
            let (p0, p1) = (points[i], points[i + 1])
            let third = (p1.x - p0.x) / 3
            path.addCurve(to: p1, control1: CGPoint(x: p0.x + third, y: p0.y + slopes[i] * third),
                          control2: CGPoint(x: p1.x - third, y: p1.y - slopes[i + 1] * third))
        }
    }

    /// A Catmull–Rom spline of parameter `alpha`, as cubic Béziers.
    private static func addCatmullRom(_ points: [CGPoint], alpha: Double, to path: inout Path) {
        func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
            max(pow(Double((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)), alpha / 2), 1e-9)
        }
        for i in 0..<(points.count - 1) {
            let p0 = points[max(i - 1, 0)], p1 = points[i], p2 = points[i + 1], p3 = points[min(i + 2, points.count - 1)]
            let d1 = distance(p0, p1), d2 = distance(p1, p2), d3 = distance(p2, p3)
            // The Bézier handles of the centripetal (or uniform, chordal) tangents.
            let c1 = CGPoint(x: p1.x + (p2.x - p0.x) * d2 / (3 * (d1 + d2)) , y: p1.y + (p2.y - p0.y) * d2 / (3 * (d1 + d2)))
            let c2 = CGPoint(x: p2.x - (p3.x - p1.x) * d2 / (3 * (d2 + d3)), y: p2.y - (p3.y - p1.y) * d2 / (3 * (d2 + d3)))
            path.addCurve(to: p2, control1: c1, control2: c2)
        }
    }

    /// A cardinal spline of `tension`, as cubic Béziers.
    private static func addCardinal(_ points: [CGPoint], tension: Double, to path: inout Path) {
        let k = (1 - tension) / 6
        for i in 0..<(points.count - 1) {
            let p0 = points[max(i - 1, 0)], p1 = points[i], p2 = points[i + 1], p3 = points[min(i + 2, points.count - 1)]
            path.addCurve(to: p2, control1: CGPoint(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y)),
                          control2: CGPoint(x: p2.x - k * (p3.x - p1.x), y: p2.y - k * (p3.y - p1.y)))
        }
    }
}
