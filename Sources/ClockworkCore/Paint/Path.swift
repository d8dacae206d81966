import Foundation

/// An outline of lines and curves, in the coordinates of the rectangle a shape was asked
/// to fill (its origin the frame's top-left corner).
public struct Path: Hashable, Sendable {
    /// One step of drawing an outline.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line to the point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to the point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to the point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the subpath's start.
        case closeSubpath
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public nonisolated init() {}

    /// A path drawn by `build`.
    public nonisolated init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// The outline of `rect`.
    public nonisolated init(_ rect: CGRect) {
        addRect(rect)
    }

    /// The ellipse inscribed in `rect`.
    public nonisolated init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// `rect` with corners rounded by `cornerRadius`.
    public nonisolated init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

    /// Adds straight lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Adds `rect` as a closed subpath.
    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    /// Adds the ellipse inscribed in `rect`, as four cubic curves.
    public mutating func addEllipse(in rect: CGRect) {
        let (rx, ry) = (rect.width / 2, rect.height / 2)
        let (cx, cy) = (rect.midX, rect.midY)
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Adds `rect` with corners rounded by `cornerSize` (clamped to half the sides).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let rx = min(cornerSize.width, rect.width / 2), ry = min(cornerSize.height, rect.height / 2)
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY),
                 control2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry),
                 control2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY),
                 control2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry),
                 control2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY))
        closeSubpath()
    }

    /// Whether `point` is inside the path: by the non-zero winding rule, or even-odd when
    /// `eoFill`. Curves are followed as short straight pieces.
    public nonisolated func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        var crossings = 0
        for (from, to) in segments() {
            guard (from.y <= point.y) != (to.y <= point.y) else { continue }
            let x = from.x + (point.y - from.y) / (to.y - from.y) * (to.x - from.x)
            guard x > point.x else { continue }
            crossings += 1
            winding += to.y > from.y ? 1 : -1
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }

    /// The smallest rectangle holding every point the elements name (control points included).
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let to), .line(let to): points.append(to)
            case let .quadCurve(to, control): points += [to, control]
            case let .curve(to, control1, control2): points += [to, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, minY) = (min(minX, point.x), min(minY, point.y))
            (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The part of the path between two fractions of its length, 0 its start and 1 its
    /// end: what a progress ring strokes. Curves are followed as 16 straight pieces each.
    public nonisolated func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let pieces = strokeSegments()
        let lengths = pieces.map { hypot($0.1.x - $0.0.x, $0.1.y - $0.0.y) }
        let total = lengths.reduce(0, +)
        let (from, to) = (max(min(start, 1), 0) * total, max(min(end, 1), 0) * total)
        var trimmed = Path()
        guard total > 0, to > from else { return trimmed }
        var walked: CGFloat = 0
        var last: CGPoint?
        for ((a, b), length) in zip(pieces, lengths) {
            defer { walked += length }
            guard walked + length > from, walked < to, length > 0 else { continue }
            func point(at distance: CGFloat) -> CGPoint {
                let t = min(max((distance - walked) / length, 0), 1)
                return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            let first = point(at: max(from, walked)), second = point(at: min(to, walked + length))
            if last != first { trimmed.move(to: first) }
            trimmed.addLine(to: second)
            last = second
        }
        return trimmed
    }

    /// The outline as straight segments, each subpath closed, curves cut into 16 pieces:
    /// what a fill covers.
    func segments() -> [(CGPoint, CGPoint)] {
        segments(closingSubpaths: true)
    }

    /// The path as a pen draws it: straight segments, subpaths left open unless the path
    /// closes them, curves cut into 16 pieces.
    package func strokeSegments() -> [(CGPoint, CGPoint)] {
        segments(closingSubpaths: false)
    }

    private func segments(closingSubpaths: Bool) -> [(CGPoint, CGPoint)] {
        var result: [(CGPoint, CGPoint)] = []
        var start = CGPoint.zero, current = CGPoint.zero
        func line(to point: CGPoint) {
            result.append((current, point))
            current = point
        }
        for element in elements {
            switch element {
            case .move(let to):
                if closingSubpaths, current != start { result.append((current, start)) }
                (start, current) = (to, to)
            case .line(let to):
                line(to: to)
            case let .quadCurve(to, control):
                let from = current
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    line(to: CGPoint(x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
                                     y: u * u * from.y + 2 * u * t * control.y + t * t * to.y))
                }
            case let .curve(to, control1, control2):
                let from = current
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    line(to: CGPoint(x: w0 * from.x + w1 * control1.x + w2 * control2.x + w3 * to.x,
                                     y: w0 * from.y + w1 * control1.y + w2 * control2.y + w3 * to.y))
                }
            case .closeSubpath:
                line(to: start)
            }
        }
        if closingSubpaths, current != start { result.append((current, start)) }
        return result
    }
}
