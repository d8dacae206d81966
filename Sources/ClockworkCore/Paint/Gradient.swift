import Foundation

/// Colors at locations from 0 to 1: what a linear or radial gradient spreads over its frame.
public struct Gradient: Hashable, Sendable, CustomStringConvertible {
    /// One color at one location.
    public struct Stop: Hashable, Sendable {
        /// The color at ``location``.
        public var color: Color
        /// Where the color is, from 0 (the gradient's start) to 1 (its end).
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// A gradient through `colors`, spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat(Double($0.offset) / Double(last))) }
    }

    /// The color at `location` (clamped to 0–1), between the stops around it, mixed in sRGB.
    public func color(at location: Double) -> Color? {
        guard let first = stops.first, let last = stops.last else { return nil }
        let t = location.isNaN ? 0 : location
        if t <= Double(first.location) { return first.color }
        if t >= Double(last.location) { return last.color }
        let after = stops.firstIndex { Double($0.location) >= t } ?? stops.count - 1
        let (low, high) = (stops[after - 1], stops[after])
        let span = Double(high.location - low.location)
        let fraction = span == 0 ? 1 : (t - Double(low.location)) / span
        let (a, b) = (low.color.sRGB, high.color.sRGB)
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
        return Color(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
                     opacity: mix(a.opacity, b.opacity))
    }

    /// `red 0, blue 1`.
    public var description: String {
        stops.map { "\($0.color) \(formatNumber(Double($0.location)))" }.joined(separator: ", ")
    }
}

extension Gradient: ShapeStyle {
    /// A gradient used as a style runs from the leading edge to the trailing one; a tinted
    /// gauge or progress bar takes it along its length.
    public var paintStyle: PaintStyle { .linearGradient(self, startPoint: .leading, endPoint: .trailing) }
}
