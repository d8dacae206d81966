/// How a change moves from its old value to its new one over time.
///
/// A value: a timing curve or a spring, plus the modifiers ``delay(_:)``, ``speed(_:)``,
/// ``repeatCount(_:autoreverses:)`` and ``repeatForever(autoreverses:)``. A
/// ``Transaction`` carries it from the state change to the views the change affects,
/// where each animatable attribute that changed runs it from its presented value to
/// its new one.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    /// The curve or spring.
    let motion: Motion
    /// Seconds to hold the old value before starting.
    var delay: Double = 0
    /// How much faster than written the animation runs.
    var speed: Double = 1
    /// How often the motion runs; `.infinity` for ever.
    var repetitions: Double = 1
    /// Whether every other repetition runs backwards.
    var autoreverses = false

    init(_ motion: Motion) {
        self.motion = motion
    }

    // MARK: Timing curves

    /// Constant speed for `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(.linear(duration: duration)) }
    /// Constant speed for 0.35 s.
    public static var linear: Animation { .linear(duration: 0.35) }

    /// Starts slowly: the cubic Bézier (0.42, 0, 1, 1).
    public static func easeIn(duration: Double) -> Animation { .timingCurve(0.42, 0, 1, 1, duration: duration) }
    /// Starts slowly, for 0.35 s.
    public static var easeIn: Animation { .easeIn(duration: 0.35) }

    /// Ends slowly: the cubic Bézier (0, 0, 0.58, 1).
    public static func easeOut(duration: Double) -> Animation { .timingCurve(0, 0, 0.58, 1, duration: duration) }
    /// Ends slowly, for 0.35 s.
    public static var easeOut: Animation { .easeOut(duration: 0.35) }

    /// Starts and ends slowly: the cubic Bézier (0.42, 0, 0.58, 1).
    public static func easeInOut(duration: Double) -> Animation { .timingCurve(0.42, 0, 0.58, 1, duration: duration) }
    /// Starts and ends slowly, for 0.35 s.
    public static var easeInOut: Animation { .easeInOut(duration: 0.35) }

    /// A cubic Bézier timing curve from (0, 0) to (1, 1) through the control points
    /// (`c0x`, `c0y`) and (`c1x`, `c1y`).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation(.bezier(UnitBezier(c0x, c0y, c1x, c1y), duration: duration))
    }

    // MARK: Springs

    /// A damped spring: `response` is the period of the undamped spring in seconds,
    /// `dampingFraction` 1 for critical damping, less to overshoot.
    ///
    /// `blendDuration` is accepted for source compatibility; a retargeted spring keeps its
    /// position and velocity and takes the new spring's response at once.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(.spring(SpringModel(response: response, dampingFraction: dampingFraction)))
    }

    /// A spring that settles in about `duration` seconds; `bounce` 0 for none, up to 1 for
    /// more, negative for a flatter curve.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let dampingFraction = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return .spring(response: duration, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring of 0.5 s without bounce.
    public static var spring: Animation { .spring(duration: 0.5, bounce: 0) }

    /// A spring given by its physical parameters: a mass on a spring of `stiffness`
    /// with `damping`, starting at `initialVelocity` (in units of the whole change per second).
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation(.spring(SpringModel(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)))
    }

    /// A quick, lightly damped spring for changes that follow the user's input.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring with a response of 0.55 s and critical damping, as in SwiftUI.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)

    // MARK: Modifiers

    /// The same animation, starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var animation = self
        animation.delay += delay
        return animation
    }

    /// The same animation, `speed` times as fast (2 halves its duration and any delay
    /// added before).
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        let speed = max(speed, 1e-9)
        animation.speed *= speed
        animation.delay /= speed
        return animation
    }

    /// The same animation, run `repeatCount` times; with `autoreverses`, every other run
    /// goes backwards.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repetitions = Double(max(repeatCount, 1))
        animation.autoreverses = autoreverses
        return animation
    }

    /// The same animation, run until its view leaves the tree.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repetitions = .infinity
        animation.autoreverses = autoreverses
        return animation
    }

    public var description: String {
        var text = motion.description
        if delay != 0 { text += ".delay(\(formatNumber(delay)))" }
        if speed != 1 { text += ".speed(\(formatNumber(speed)))" }
        if repetitions.isInfinite {
            text += ".repeatForever(autoreverses: \(autoreverses))"
        } else if repetitions != 1 {
            text += ".repeatCount(\(Int(repetitions)), autoreverses: \(autoreverses))"
        }
        return text
    }
}

extension Animation {
    /// What moves the value: a timing curve over a duration, or a spring.
    enum Motion: Equatable, Sendable, CustomStringConvertible {
        case linear(duration: Double)
        case bezier(UnitBezier, duration: Double)
        case spring(SpringModel)

        var description: String {
            switch self {
            case .linear(let duration): "linear(\(formatNumber(duration))s)"
            case .bezier(let curve, let duration): "timingCurve(\(curve), \(formatNumber(duration))s)"
            case .spring(let spring): "\(spring)"
            }
        }
    }
}
