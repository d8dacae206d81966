import ClockworkLoop

/// How fast a finger moves, from where it was over the last tenth of a second: what a
/// drag's `velocity` and a scroll's momentum start from.
package struct VelocityTracker {
    private var samples: [(time: MonotonicInstant, point: Point)] = []
    private static let window = Duration.milliseconds(100)

    package init() {}

    /// The finger was at `point` at `time`.
    package mutating func add(_ point: Point, at time: MonotonicInstant) {
        samples.append((time, point))
        while let first = samples.first, time - first.time > Self.window, samples.count > 2 { samples.removeFirst() }
    }

    /// Units a second, right and down: zero until two samples apart in time.
    package var velocity: Point {
        guard let first = samples.first, let last = samples.last else { return Point(x: 0, y: 0) }
        let seconds = (last.time - first.time).seconds
        guard seconds > 0 else { return Point(x: 0, y: 0) }
        return Point(x: (last.point.x - first.point.x) / seconds, y: (last.point.y - first.point.y) / seconds)
    }
}
