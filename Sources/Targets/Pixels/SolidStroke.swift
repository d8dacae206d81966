import ClockworkCore

/// A path stroked in one color straight into the canvas's pixels, the way LVGL draws a
/// chart's lines: curves flattened to short segments, each pixel near the path given the
/// coverage of the line at its centre, and the covered pixels blended once.
///
/// Cairo strokes the same path by building the outline of the whole line, joins and caps
/// included, and scan-converting it: about two million instructions for a trend chart's
/// curve of 120 points. This costs a few dozen instructions a pixel the line passes near.
///
/// Two kinds of stroke are drawn so, the ones charts and rules are made of; any other
/// (dashes, miter or bevel joins on bends) is left to Cairo:
/// - round caps and joins, any path: a pixel is covered as far as the line's half width
///   reaches past its centre's distance to the nearest segment (a linear ramp: exact
///   along straight edges, within a few levels of Cairo's on curves; at a sharp bend or
///   a round end narrower than two pixels, a little heavier: a dot 1.5 pixels wide lays a
///   quarter more ink than Cairo's);
/// - butt or square caps on lines that run straight across or down, one segment a
///   subpath (grid lines, ticks): rectangles, covered exactly.
struct SolidStroke {
    /// A straight piece of the line, in the surface's pixels.
    private struct Segment {
        let x0: Double, y0: Double, x1: Double, y1: Double
    }

    private let segments: [Segment]
    /// Half the line's width, in pixels.
    private let halfWidth: Double
    /// Round ends (coverage by distance), or rectangles (butt or square ends, already
    /// lengthened for square ones).
    private let isRound: Bool
    private let color: SolidColor

    /// How far a flattened curve may stray from the true one, in pixels (Cairo's default
    /// tolerance).
    private static let tolerance = 0.1

    /// The stroke of `path`, whose points map to the surface's pixels through `point`, or
    /// `nil` when it is not one this draws.
    init?(_ path: Path, point: (CGPoint) -> (Double, Double), lineWidth: Double, style: StrokeStyle, color: Color) {
        guard style.dash.isEmpty, lineWidth > 0 else { return nil }
        halfWidth = lineWidth / 2
        self.color = SolidColor(color)
        if style.lineCap == .round && style.lineJoin == .round {
            isRound = true
            segments = Self.flattened(path, point: point)
        } else {
            guard style.lineCap != .round, let rules = Self.rules(path, point: point, extended: style.lineCap == .square ? lineWidth / 2 : 0) else {
                return nil
            }
            isRound = false
            segments = rules
        }
    }

    /// The path as straight segments: curves cut into pieces short enough to stray less
    /// than ``tolerance`` (the second differences of their control points bound it).
    private static func flattened(_ path: Path, point: (CGPoint) -> (Double, Double)) -> [Segment] {
        var segments: [Segment] = []
        var current = (0.0, 0.0), start = (0.0, 0.0)
        func line(to end: (Double, Double)) {
            segments.append(Segment(x0: current.0, y0: current.1, x1: end.0, y1: end.1))
            current = end
        }
        func cubic(_ c1: (Double, Double), _ c2: (Double, Double), _ end: (Double, Double)) {
            let p0 = current
            let dd1 = hypot(p0.0 - 2 * c1.0 + c2.0, p0.1 - 2 * c1.1 + c2.1)
            let dd2 = hypot(c1.0 - 2 * c2.0 + end.0, c1.1 - 2 * c2.1 + end.1)
            let pieces = min(max(Int((0.75 * max(dd1, dd2) / tolerance).squareRoot().rounded(.up)), 1), 256)
            for piece in 1...pieces {
                let t = Double(piece) / Double(pieces), u = 1 - t
                let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                line(to: piece == pieces ? end : (a * p0.0 + b * c1.0 + c * c2.0 + d * end.0, a * p0.1 + b * c1.1 + c * c2.1 + d * end.1))
            }
        }
        for element in path.elements {
            switch element {
            case .move(let to):
                current = point(to)
                start = current
            case .line(let to):
                line(to: point(to))
            case let .quadCurve(to, control):
                let (end, middle) = (point(to), point(control))
                cubic((current.0 + 2 / 3 * (middle.0 - current.0), current.1 + 2 / 3 * (middle.1 - current.1)),
                      (end.0 + 2 / 3 * (middle.0 - end.0), end.1 + 2 / 3 * (middle.1 - end.1)), end)
            case let .curve(to, control1, control2):
                cubic(point(control1), point(control2), point(to))
            case .closeSubpath:
                line(to: start)
            }
        }
        return segments
    }

    /// The path as rules: each subpath one segment across or down, lengthened by
    /// `extended` at both ends; `nil` for any other path.
    private static func rules(_ path: Path, point: (CGPoint) -> (Double, Double), extended: Double) -> [Segment]? {
        var segments: [Segment] = []
        var start: (Double, Double)?
        for element in path.elements {
            switch element {
            case .move(let to):
                start = point(to)
            case .line(let to):
                guard let from = start else { return nil }
                let end = point(to)
                if from.1 == end.1 {
                    segments.append(Segment(x0: min(from.0, end.0) - extended, y0: from.1, x1: max(from.0, end.0) + extended, y1: end.1))
                } else if from.0 == end.0 {
                    segments.append(Segment(x0: from.0, y0: min(from.1, end.1) - extended, x1: end.0, y1: max(from.1, end.1) + extended))
                } else {
                    return nil
                }
                start = nil
            case .quadCurve, .curve, .closeSubpath:
                return nil
            }
        }
        return segments
    }

    /// Blends the line over the pixels of `image` (Cairo's ARGB32, premultiplied, `stride`
    /// bytes a row) inside `clip`.
    func draw(into image: UnsafeMutableRawPointer, stride: Int, clip: PixelRect) {
        guard !segments.isEmpty, color.pixel >> 24 > 0 else { return }
        guard isRound else {
            // Rules are rectangles apart from one another: each filled as one.
            for rule in segments {
                let frame = rule.y0 == rule.y1
                    ? PixelFrame(x: rule.x0, y: rule.y0 - halfWidth, width: rule.x1 - rule.x0, height: 2 * halfWidth)
                    : PixelFrame(x: rule.x0 - halfWidth, y: rule.y0, width: 2 * halfWidth, height: rule.y1 - rule.y0)
                SolidFill(frame: frame, radius: 0, color: color).draw(into: image, stride: stride, clip: clip)
            }
            return
        }
        let reach = halfWidth + 1
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for segment in segments {
            minX = min(minX, segment.x0, segment.x1)
            minY = min(minY, segment.y0, segment.y1)
            maxX = max(maxX, segment.x0, segment.x1)
            maxY = max(maxY, segment.y0, segment.y1)
        }
        let area = PixelRect(x: Int((minX - reach).rounded(.down)), y: Int((minY - reach).rounded(.down)),
                             width: Int((maxX - minX + 2 * reach).rounded(.up)) + 1, height: Int((maxY - minY + 2 * reach).rounded(.up)) + 1)
            .intersection(clip)
        guard area.area > 0 else { return }
        // Each pixel's coverage by the whole line: the most any segment gives it, so
        // that segments meeting at a join do not blend their overlap twice; and each row's
        // span of pixels any segment reached, so that only those are blended.
        // One byte a pixel (coverage in 255ths): the buffer is the stroke's clipped bounds.
        var coverage = [UInt8](repeating: 0, count: area.area)
        var spans = [(first: Int, last: Int)](repeating: (Int.max, Int.min), count: area.height)
        coverage.withUnsafeMutableBufferPointer { coverage in
            spans.withUnsafeMutableBufferPointer { spans in
                for segment in segments { cover(segment, in: area, coverage: coverage, spans: spans) }
            }
        }
        for row in 0..<area.height where spans[row].first <= spans[row].last {
            // Safe: the area lies inside the clip, which lies inside the image.
            let pixels = (image + (area.y + row) * stride).assumingMemoryBound(to: UInt32.self) + area.x
            for column in spans[row].first...spans[row].last {
                color.blend(pixels + column, level: UInt32(coverage[row * area.width + column]))
            }
        }
    }

    /// Raises the coverage of the pixels of `area` that `segment` (round-ended) covers, and
    /// widens each row's span of reached pixels (columns from the area's left).
    private func cover(_ segment: Segment, in area: PixelRect, coverage: UnsafeMutableBufferPointer<UInt8>,
                       spans: UnsafeMutableBufferPointer<(first: Int, last: Int)>) {
        let reach = halfWidth + 1
        let left = max(Int((min(segment.x0, segment.x1) - reach).rounded(.down)), area.x)
        let right = min(Int((max(segment.x0, segment.x1) + reach).rounded(.up)), area.x + area.width)
        let top = max(Int((min(segment.y0, segment.y1) - reach).rounded(.down)), area.y)
        let bottom = min(Int((max(segment.y0, segment.y1) + reach).rounded(.up)), area.y + area.height)
        guard left < right, top < bottom else { return }
        let (dx, dy) = (Float(segment.x1 - segment.x0), Float(segment.y1 - segment.y0))
        let lengthSquared = dx * dx + dy * dy
        let inverse: Float = lengthSquared > 0 ? 1 / lengthSquared : 0
        // Pixels whose centre lies within `inner` of the segment are wholly covered; past
        // `outer`, not at all; between, by how far the line reaches past the centre.
        let outer = Float(halfWidth) + 0.5, inner = max(Float(halfWidth) - 0.5, 0)
        let (x0, y0) = (Float(segment.x0), Float(segment.y0))
        for y in top..<bottom {
            let py = Float(y) + 0.5 - y0
            let row = (y - area.y) * area.width - area.x
            var first = Int.max, last = Int.min
            for x in left..<right {
                let px = Float(x) + 0.5 - x0
                let t = min(max((px * dx + py * dy) * inverse, 0), 1)
                let (ex, ey) = (px - t * dx, py - t * dy)
                let distanceSquared = ex * ex + ey * ey
                guard distanceSquared < outer * outer else { continue }
                let covered: Float = distanceSquared <= inner * inner ? 1 : min(outer - distanceSquared.squareRoot(), 1)
                let level = UInt8(covered * 255 + 0.5)
                if level > coverage[row + x] { coverage[row + x] = level }
                if first == Int.max { first = x }
                last = x
            }
            if first <= last {
                let span = spans[y - area.y]
                spans[y - area.y] = (min(span.first, first - area.x), max(span.last, last - area.x))
            }
        }
    }
}
