import ClockworkCore
import Foundation

/// One point of the trends: the three instruments at one moment.
public struct TrendPoint: Identifiable, Equatable, Sendable {
    /// Counts the points recorded, so a point keeps its identity as the window slides.
    public let id: Int
    public let time: Date
    public let temperature: Double
    public let pressure: Double
    public let flow: Double
}

/// The last minute of the instruments' readings, two points a second: what the panel's
/// trend charts show. An observable object of its own, so the readings published sixty
/// times a second do not redraw the charts, which change twice a second.
public final class TrendHistory: ObservableObject, @unchecked Sendable {
    // @unchecked Sendable: `points` is written by one thread at a time, the sampling
    // thread (OpenCombine's published subject locks its value); `next` only by it too.
    @Published public private(set) var points: [TrendPoint] = []
    private var next = 0

    /// How long a stretch of time the trends keep.
    public static let window = 60.0
    /// How often a point is recorded, in seconds.
    public static let interval = 0.5

    /// An empty history.
    public init() {}

    /// Records `reading` as of `time`, dropping the points that left the window.
    public func record(_ reading: Reading, at time: Date) {
        var points = points
        points.append(TrendPoint(id: next, time: time, temperature: reading.temperature, pressure: reading.pressure,
                                 flow: reading.flow))
        next += 1
        let oldest = time.addingTimeInterval(-Self.window)
        if let keep = points.firstIndex(where: { $0.time >= oldest }), keep > 0 { points.removeFirst(keep) }
        self.points = points
    }
}
