/// How a change moves from its old value to its new one over time.
///
/// A value describing a timing curve and its duration; ``Transaction`` carries it from
/// the state change to the views the change affects.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    /// The timing curves an animation can follow.
    public enum Curve: Equatable, Sendable {
        /// Constant speed.
        case linear
        /// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points.
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        /// A damped spring: `response` is the undamped period in seconds, `dampingFraction`
        /// 1 for critical damping.
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    }

    /// The timing curve.
    public var curve: Curve
    /// How long a timing-curve animation takes, in seconds (springs settle by themselves).
    public var duration: Double

    /// An animation following `curve` for `duration` seconds.
    public init(curve: Curve, duration: Double) {
        self.curve = curve
        self.duration = duration
    }

    /// A spring with a response of 0.55 s and critical damping, as in SwiftUI.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)

    /// Constant speed for `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    /// Constant speed for 0.35 s.
    public static var linear: Animation { .linear(duration: 0.35) }

    /// Starts slowly: the cubic Bézier (0.42, 0, 1, 1).
    public static func easeIn(duration: Double) -> Animation {
        Animation(curve: .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1), duration: duration)
    }
    /// Starts slowly, for 0.35 s.
    public static var easeIn: Animation { .easeIn(duration: 0.35) }

    /// Ends slowly: the cubic Bézier (0, 0, 0.58, 1).
    public static func easeOut(duration: Double) -> Animation {
        Animation(curve: .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1), duration: duration)
    }
    /// Ends slowly, for 0.35 s.
    public static var easeOut: Animation { .easeOut(duration: 0.35) }

    /// Starts and ends slowly: the cubic Bézier (0.42, 0, 0.58, 1).
    public static func easeInOut(duration: Double) -> Animation {
        Animation(curve: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1), duration: duration)
    }
    /// Starts and ends slowly, for 0.35 s.
    public static var easeInOut: Animation { .easeInOut(duration: 0.35) }

    /// A custom cubic Bézier timing curve.
    public static func timingCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double = 0.35) -> Animation {
        Animation(curve: .bezier(x1: x1, y1: y1, x2: x2, y2: y2), duration: duration)
    }

    /// A damped spring.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration), duration: response)
    }

    public var description: String {
        switch curve {
        case .linear: "linear(\(duration)s)"
        case .bezier(let x1, let y1, let x2, let y2): "bezier(\(x1), \(y1), \(x2), \(y2), \(duration)s)"
        case .spring(let response, let damping, _): "spring(response: \(response), damping: \(damping))"
        }
    }
}
