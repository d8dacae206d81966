/// Where a running animation is: the time-dependent half of a track, shared by the
/// attribute table and animated views.
///
/// A timing curve (and a repeating spring) gives the *weight* of the change still to go:
/// 1 at the start, 0 at the end, so presented = target + weight × (start − target). A
/// spring that runs once is stepped as a physical state instead — displacement and
/// velocity, advanced by the spring's 2×2 step matrix, cached for the tick's length —
/// so a retarget keeps its velocity.
struct AnimationProgress {
    /// How the progress is computed.
    enum Shape: UInt8 {
        case linear, bezier, repeatingSpring, spring
    }

    /// What the caller applies at a tick.
    enum Sample {
        /// The delay is still running: keep the start value.
        case hold
        /// Presented = target + weight × displacement.
        case weight(Double)
        /// Step the state: x′ = a·x + b·v, v′ = da·x + db·v.
        case step(a: Double, b: Double, da: Double, db: Double)
        /// Done: show the target.
        case finished
    }

    let shape: Shape
    /// The loop time, in nanoseconds, at which the motion starts (after the delay).
    private let start: Int64
    private let speed: Double
    /// Seconds of motion per repetition.
    private let length: Double
    private let repetitions: Double
    private let autoreverses: Bool
    /// Seconds of motion after which the animation is logically complete.
    let logicalEnd: Double
    private let bezier: UnitBezier
    let spring: SpringModel
    private var bezierGuess = 0.5
    private var lastElapsed = 0.0
    private var stepLength = -1.0
    private var stepMatrix = (a: 1.0, b: 0.0, da: 0.0, db: 1.0)

    init(_ animation: Animation, startingAt now: Int64) {
        start = now &+ Int64((animation.delay * 1e9).rounded())
        speed = animation.speed
        repetitions = animation.repetitions
        autoreverses = animation.autoreverses
        switch animation.motion {
        case .linear(let duration):
            shape = .linear
            length = max(duration, 1e-9)
            bezier = UnitBezier(0, 0, 1, 1)
            spring = SpringModel(response: 1, dampingFraction: 1)
        case .bezier(let curve, let duration):
            shape = .bezier
            length = max(duration, 1e-9)
            bezier = curve
            spring = SpringModel(response: 1, dampingFraction: 1)
        case .spring(let model):
            shape = animation.repetitions == 1 ? .spring : .repeatingSpring
            length = model.settlingDuration
            bezier = UnitBezier(0, 0, 1, 1)
            spring = model
        }
        switch shape {
        case .spring: logicalEnd = spring.perceptualDuration
        default: logicalEnd = length * repetitions
        }
    }

    /// Seconds of motion at loop time `now` (negative while the delay runs).
    func elapsed(at now: Int64) -> Double {
        Double(now &- start) * 1e-9 * speed
    }

    /// The progress at loop time `now`.
    mutating func sample(at now: Int64) -> Sample {
        let elapsed = elapsed(at: now)
        if elapsed <= 0 { return .hold }
        if shape == .spring { return step(to: elapsed) }
        let repetition = (elapsed / length).rounded(.down)
        if repetition >= repetitions { return .finished }
        let fraction = elapsed / length - repetition
        var done: Double
        switch shape {
        case .linear: done = fraction
        case .bezier: done = bezier.value(at: fraction, guess: &bezierGuess)
        default: done = 1 - spring.coefficients(after: fraction * length).a
        }
        if autoreverses, repetition.truncatingRemainder(dividingBy: 2) == 1 { done = 1 - done }
        return .weight(1 - done)
    }

    private mutating func step(to elapsed: Double) -> Sample {
        let length = elapsed - lastElapsed
        lastElapsed = elapsed
        if length != stepLength {
            stepLength = length
            stepMatrix = spring.coefficients(after: length)
        }
        return .step(a: stepMatrix.a, b: stepMatrix.b, da: stepMatrix.da, db: stepMatrix.db)
    }
}
