import Foundation

/// A spring's motion, as a value: what a spring keyframe moves by, and what
/// `Animation.spring(_:)` animates with.
public struct Spring: Hashable, Sendable {
    let model: SpringModel

    /// A spring that settles in about `duration` seconds; `bounce` 0 for none, up to 1 for
    /// more, negative for a flatter curve.
    nonisolated public init(duration: Double = 0.5, bounce: Double = 0) {
        let dampingFraction = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        model = SpringModel(response: duration, dampingFraction: dampingFraction)
    }

    /// A spring of `response` seconds' period and `dampingRatio` (1: no overshoot).
    nonisolated public init(response: Double, dampingRatio: Double) {
        model = SpringModel(response: response, dampingFraction: dampingRatio)
    }

    /// A spring of a mass on a spring of `stiffness`, with `damping`.
    nonisolated public init(mass: Double = 1, stiffness: Double, damping: Double) {
        model = SpringModel(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0)
    }

    /// A smooth spring: no bounce.
    nonisolated public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A snappy spring: a little bounce.
    nonisolated public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A bouncy spring.
    nonisolated public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// About how long the spring takes to come to rest, in seconds.
    nonisolated public var settlingDuration: Double { model.settlingDuration }

    /// Where a value moving from `from` toward `target`, starting at `initialVelocity`
    /// (per second), is after `time` seconds.
    @MainActor
    func value<V: VectorArithmetic>(from: V, target: V, initialVelocity: V, time: Double) -> V {
        let (a, b, _, _) = model.coefficients(after: time)
        return target + (from - target).scaled(by: a) + initialVelocity.scaled(by: b)
    }
}

extension SpringModel: Hashable {
    func hash(into hasher: inout Hasher) {
        hasher.combine(omega)
        hasher.combine(damping)
        hasher.combine(initialVelocity)
    }
}

extension Animation {
    /// An animation moving as `spring` does.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation(.spring(spring.model))
    }
}
