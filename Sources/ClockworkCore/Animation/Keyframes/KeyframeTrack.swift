import Foundation

/// A set of keyframe tracks animating the properties of a value together.
@MainActor
public protocol Keyframes<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value = Body.Value
    /// The tracks these keyframes are made of.
    associatedtype Body: Keyframes
    /// The tracks these keyframes are made of.
    @KeyframesBuilder<Value> var body: Body { get }
}

/// One track, run from a start value: how long it lasts, and what it makes of a value at
/// a time since it started.
struct KeyframeTrackRun<Root> {
    let duration: Double
    let apply: @MainActor (inout Root, _ start: Root, _ time: Double) -> Void
}

/// Keyframes that know their own tracks (the built-in tracks and lists).
@MainActor
protocol TrackedKeyframes {
    associatedtype Root
    var runs: [KeyframeTrackRun<Root>] { get }
}

extension Keyframes {
    /// The tracks of these keyframes: their own, for a built-in track or list, else their body's.
    var resolvedRuns: [KeyframeTrackRun<Value>] {
        if let own = self as? any TrackedKeyframes, let runs = own.runs(as: Value.self) { return runs }
        return body.resolvedRuns as? [KeyframeTrackRun<Value>] ?? []
    }
}

extension TrackedKeyframes {
    func runs<V>(as type: V.Type) -> [KeyframeTrackRun<V>]? {
        runs as? [KeyframeTrackRun<V>]
    }
}

/// The keyframes of one property of a value (or of the whole value), in order: what a
/// ``KeyframesBuilder`` takes.
@MainActor
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent> where Content.Value == Value {
    let runs: [KeyframeTrackRun<Root>]

    /// A track moving the property at `keyPath` through the keyframes `content` builds.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        let segments = content().resolvedSegments
        runs = [KeyframeTrackRun(duration: segments.reduce(0) { $0 + $1.duration }) { root, start, time in
            root[keyPath: keyPath] = Self.value(of: segments, from: start[keyPath: keyPath], at: time)
        }]
    }

    /// A track moving the whole value through the keyframes `content` builds.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        let segments = content().resolvedSegments
        runs = [KeyframeTrackRun(duration: segments.reduce(0) { $0 + $1.duration }) { root, start, time in
            root = Self.value(of: segments, from: start, at: time)
        }]
    }

    /// The value `segments` reach `time` seconds after starting at `start`; past their end,
    /// the last keyframe's.
    static func value(of segments: [KeyframeSegment<Value>], from start: Value, at time: Double) -> Value {
        var from = start
        var begin = 0.0
        for index in segments.indices {
            let segment = segments[index]
            let end = begin + segment.duration
            if time < end, segment.duration > 0 {
                let previous = index > 0 ? (start: index > 1 ? segments[index - 2].target : start, duration: segments[index - 1].duration) : nil
                let next = index + 1 < segments.count ? segments[index + 1] : nil
                return interpolate(segment, from: from, elapsed: time - begin, previous: previous, next: next)
            }
            from = segment.target
            begin = end
        }
        return from
    }

    /// `segment`'s value `elapsed` seconds into it, from `from`.
    private static func interpolate(_ segment: KeyframeSegment<Value>, from: Value, elapsed: Double,
                                    previous: (start: Value, duration: Double)?, next: KeyframeSegment<Value>?) -> Value {
        let (p0, p1) = (from.animatableData, segment.target.animatableData)
        let duration = segment.duration
        let progress = min(max(elapsed / duration, 0), 1)
        var result = segment.target
        switch segment.motion {
        case .move:
            return segment.target
        case .linear(let curve):
            result.animatableData = p0 + (p1 - p0).scaled(by: curve.value(at: progress))
        case let .spring(spring, startVelocity):
            result.animatableData = spring.value(from: p0, target: p1, initialVelocity: startVelocity?.animatableData ?? .zero,
                                                 time: elapsed)
        case let .cubic(startVelocity, endVelocity):
            // Hermite's cubic between the two values; a velocity not given is Catmull–Rom's,
            // through the values around (none: at rest).
            let v0 = startVelocity?.animatableData
                ?? previous.map { (p1 - $0.start.animatableData).scaled(by: 1 / ($0.duration + duration)) } ?? .zero
            let v1 = endVelocity?.animatableData
                ?? next.map { ($0.target.animatableData - p0).scaled(by: 1 / (duration + $0.duration)) } ?? .zero
            let s = progress, s2 = progress * progress, s3 = progress * progress * progress
            result.animatableData = p0.scaled(by: 2 * s3 - 3 * s2 + 1) + v0.scaled(by: (s3 - 2 * s2 + s) * duration)
                + p1.scaled(by: -2 * s3 + 3 * s2) + v1.scaled(by: (s3 - s2) * duration)
        }
        return result
    }
}

/// Tracks a builder collected.
public struct KeyframeTrackList<Root>: Keyframes, TrackedKeyframes {
    /// The value the tracks animate.
    public typealias Value = Root
    let runs: [KeyframeTrackRun<Root>]

    /// The list itself.
    public var body: Self { self }
}

/// Builds keyframes from the tracks of a closure, all starting together.
@resultBuilder
@MainActor
public enum KeyframesBuilder<Value> {
    /// A track.
    public static func buildExpression<V, C>(_ track: KeyframeTrack<Value, V, C>) -> KeyframeTrackList<Value> {
        KeyframeTrackList(runs: track.runs)
    }

    /// Keyframes of their own type.
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeTrackList<Value> where K.Value == Value {
        KeyframeTrackList(runs: keyframes.resolvedRuns)
    }

    /// The tracks, together.
    public static func buildBlock(_ lists: KeyframeTrackList<Value>...) -> KeyframeTrackList<Value> {
        KeyframeTrackList(runs: lists.flatMap(\.runs))
    }

    /// The tracks of an `if` that held, or none.
    public static func buildOptional(_ list: KeyframeTrackList<Value>?) -> KeyframeTrackList<Value> {
        list ?? KeyframeTrackList(runs: [])
    }

    /// The tracks of an `if`'s first branch.
    public static func buildEither(first list: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { list }

    /// The tracks of an `if`'s second branch.
    public static func buildEither(second list: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { list }

    /// The tracks of each pass of a `for` loop.
    public static func buildArray(_ lists: [KeyframeTrackList<Value>]) -> KeyframeTrackList<Value> {
        KeyframeTrackList(runs: lists.flatMap(\.runs))
    }
}

/// Keyframes laid out in time from an initial value: what a `KeyframeAnimator` shows,
/// to read at any time.
@MainActor
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let runs: [KeyframeTrackRun<Value>]

    /// The timeline of the keyframes `content` builds, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        runs = content().resolvedRuns
    }

    /// The longest track's length, in seconds.
    public var duration: TimeInterval { runs.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in (each track past its end holds its last keyframe).
    public func value(time: Double) -> Value {
        var value = initialValue
        for run in runs { run.apply(&value, initialValue, max(time, 0)) }
        return value
    }

    /// The value at `progress` (0–1) of the timeline's duration.
    public func value(progress: Double) -> Value {
        value(time: min(max(progress, 0), 1) * duration)
    }
}
