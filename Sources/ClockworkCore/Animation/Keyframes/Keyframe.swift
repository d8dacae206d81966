import Foundation

/// One step of a keyframe track, as the track evaluates it.
struct KeyframeSegment<Value: Animatable> {
    enum Motion {
        case linear(UnitCurve)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case spring(Spring, startVelocity: Value?)
        case move
    }

    let target: Value
    let duration: Double
    let motion: Motion
}

/// Content of a keyframe track: keyframes, or a builder's list of them.
@MainActor
public protocol KeyframeTrackContent<Value> {
    /// The type of the values the keyframes animate.
    associatedtype Value: Animatable = Body.Value
    /// The keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent
    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// Keyframe content that knows its own segments (the built-in keyframes and lists).
@MainActor
protocol SegmentedKeyframes {
    associatedtype SegmentValue: Animatable
    var segments: [KeyframeSegment<SegmentValue>] { get }
}

extension KeyframeTrackContent {
    /// The segments of this content: its own, for a built-in keyframe or list, else its body's.
    var resolvedSegments: [KeyframeSegment<Value>] {
        if let own = self as? any SegmentedKeyframes, let segments = own.segments(as: Value.self) { return segments }
        return body.resolvedSegments as? [KeyframeSegment<Value>] ?? []
    }
}

extension SegmentedKeyframes {
    func segments<V>(as type: V.Type) -> [KeyframeSegment<V>]? {
        segments as? [KeyframeSegment<V>]
    }
}

/// A keyframe reached at a constant rate, eased by a unit curve.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, SegmentedKeyframes {
    let segment: KeyframeSegment<Value>

    /// A keyframe reaching `to` after `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(target: to, duration: max(duration, 0), motion: .linear(timingCurve))
    }

    /// The keyframe, as a list of one.
    public var body: KeyframeList<Value> { KeyframeList(segments: [segment]) }
    var segments: [KeyframeSegment<Value>] { [segment] }
}

/// A keyframe reached along a cubic curve through the keyframes around it.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, SegmentedKeyframes {
    let segment: KeyframeSegment<Value>

    /// A keyframe reaching `to` after `duration` seconds; a velocity left `nil` is the one
    /// that makes a smooth curve through the neighbouring keyframes.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(target: to, duration: max(duration, 0),
                                  motion: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
    }

    /// The keyframe, as a list of one.
    public var body: KeyframeList<Value> { KeyframeList(segments: [segment]) }
    var segments: [KeyframeSegment<Value>] { [segment] }
}

/// A keyframe reached by a spring.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, SegmentedKeyframes {
    let segment: KeyframeSegment<Value>

    /// A keyframe moving toward `to` as `spring` does, for `duration` seconds (`nil`: until
    /// the spring settles), from `startVelocity` (`nil`: at rest).
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = KeyframeSegment(target: to, duration: max(duration ?? spring.settlingDuration, 0),
                                  motion: .spring(spring, startVelocity: startVelocity))
    }

    /// The keyframe, as a list of one.
    public var body: KeyframeList<Value> { KeyframeList(segments: [segment]) }
    var segments: [KeyframeSegment<Value>] { [segment] }
}

/// A keyframe that jumps to its value at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, SegmentedKeyframes {
    let segment: KeyframeSegment<Value>

    /// A keyframe at `to`, reached at once.
    public init(_ to: Value) {
        segment = KeyframeSegment(target: to, duration: 0, motion: .move)
    }

    /// The keyframe, as a list of one.
    public var body: KeyframeList<Value> { KeyframeList(segments: [segment]) }
    var segments: [KeyframeSegment<Value>] { [segment] }
}

/// Keyframes a builder collected, in order.
public struct KeyframeList<Value: Animatable>: KeyframeTrackContent, SegmentedKeyframes {
    let segments: [KeyframeSegment<Value>]

    /// The list itself.
    public var body: Self { self }
}

/// Builds a keyframe track's keyframes from the statements of a closure: keyframes in
/// order, `if`s and `for` loops among them.
@resultBuilder
@MainActor
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeList<Value> where K.Value == Value {
        KeyframeList(segments: keyframe.resolvedSegments)
    }

    /// The keyframes in order.
    public static func buildBlock(_ lists: KeyframeList<Value>...) -> KeyframeList<Value> {
        KeyframeList(segments: lists.flatMap(\.segments))
    }

    /// The keyframes of an `if` that held, or none.
    public static func buildOptional(_ list: KeyframeList<Value>?) -> KeyframeList<Value> {
        list ?? KeyframeList(segments: [])
    }

    /// The keyframes of an `if`'s first branch.
    public static func buildEither(first list: KeyframeList<Value>) -> KeyframeList<Value> { list }

    /// The keyframes of an `if`'s second branch.
    public static func buildEither(second list: KeyframeList<Value>) -> KeyframeList<Value> { list }

    /// The keyframes of each pass of a `for` loop, in order.
    public static func buildArray(_ lists: [KeyframeList<Value>]) -> KeyframeList<Value> {
        KeyframeList(segments: lists.flatMap(\.segments))
    }
}
