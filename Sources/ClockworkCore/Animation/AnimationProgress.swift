/// Where a running animation is: the time-dependent half of a track, shared by the
/// attribute table and animated views.
///
/// A timing curve (and a repeating spring) gives the *weight* of the change still to go:
/// 1 at the start, 0 at the end, so presented = target + weight × (start − target). A
/// spring that runs once is stepped as a physical state instead — displacement and
/// velocity, advanced by a ``SpringStepper`` — so a retarget keeps its velocity.
struct AnimationProgress {
    /// What moves the value, with what the stepping needs of it.
    enum Motion {
        case linear
        case bezier(UnitBezier)
        /// A spring run as a weight (repeating): its closed form, per repetition.
        case repeatingSpring(SpringModel)
        /// A spring run once, as a state.
        case spring(SpringModel)
    }

    /// The weight at a tick: how much of the change is still to go.
    enum Weight {
        /// The delay is still running: keep the start value.
        case hold
        case running(Double)
        /// Done: show the target.
        case finished
    }

    let motion: Motion
    let clock: MotionClock
    /// Repetitions per second of motion (1 / one repetition's length).
    private let rate: Double
    private let repetitions: Double
    private let autoreverses: Bool
    /// Seconds of motion after which the animation is logically complete.
    let logicalEnd: Double
    /// The Bézier solve of the last tick: where Newton's method starts next.
    private var bezierSolution = UnitBezier.Solution()

    init(_ animation: Animation, startingAt now: Int64) {
        clock = MotionClock(animation, startingAt: now)
        repetitions = animation.repetitions
        autoreverses = animation.autoreverses
        let length: Double
        switch animation.motion {
        case .linear(let duration):
            motion = .linear
            length = max(duration, 1e-9)
        case .bezier(let curve, let duration):
            motion = .bezier(curve)
            length = max(duration, 1e-9)
        case .spring(let model):
            motion = animation.repetitions == 1 ? .spring(model) : .repeatingSpring(model)
            length = model.settlingDuration
        }
        rate = 1 / length
        if case .spring(let model) = motion {
            logicalEnd = model.perceptualDuration
        } else {
            logicalEnd = length * repetitions
        }
    }

    /// The spring of a spring motion (for its frequency), else `nil`.
    var spring: SpringModel? {
        switch motion {
        case .spring(let model), .repeatingSpring(let model): model
        default: nil
        }
    }

    /// Seconds of motion at loop time `now` (negative while the delay runs).
    func elapsed(at now: Int64) -> Double {
        clock.elapsed(at: now)
    }

    /// The weight at loop time `now`, for every motion but a once-running spring.
    mutating func weight(at now: Int64) -> Weight {
        let elapsed = clock.elapsed(at: now)
        if elapsed <= 0 { return .hold }
        let progress = elapsed * rate
        let repetition = progress.rounded(.down)
        if repetition >= repetitions { return .finished }
        let fraction = progress - repetition
        var done: Double
        switch motion {
        case .linear: done = fraction
        case .bezier(let curve): done = curve.value(at: fraction, continuing: &bezierSolution)
        case .repeatingSpring(let model), .spring(let model):
            done = 1 - model.coefficients(after: fraction / rate).a
        }
        if autoreverses, repetition.truncatingRemainder(dividingBy: 2) == 1 { done = 1 - done }
        return .running(1 - done)
    }
}

/// Maps loop time to seconds of an animation's motion: its delay and speed.
struct MotionClock {
    /// The loop time, in nanoseconds, at which the motion starts (after the delay).
    private let start: Int64
    /// Seconds of motion per nanosecond of loop time (the animation's speed × 1e-9).
    private let timeScale: Double

    init(_ animation: Animation, startingAt now: Int64) {
        start = now &+ Int64((animation.delay * 1e9).rounded())
        timeScale = animation.speed * 1e-9
    }

    /// Seconds of motion at loop time `now` (negative while the delay runs).
    func elapsed(at now: Int64) -> Double {
        Double(now &- start) * timeScale
    }
}

/// Advances a spring's state (displacement x, velocity v) tick by tick:
/// x′ = a·x + b·v, v′ = da·x + db·v, with the coefficients cached for the step's length.
struct SpringStepper {
    let model: SpringModel
    private var lastElapsed = 0.0
    private var stepLength = -1.0
    private var matrix = (a: 1.0, b: 0.0, da: 0.0, db: 1.0)

    init(_ model: SpringModel) {
        self.model = model
    }

    /// The coefficients that take the state from the last step to `elapsed` seconds of
    /// motion; the identity while nothing has elapsed.
    mutating func step(to elapsed: Double) -> (a: Double, b: Double, da: Double, db: Double) {
        guard elapsed > lastElapsed else { return (1, 0, 0, 1) }
        let length = elapsed - lastElapsed
        lastElapsed = elapsed
        // Equal ticks can differ in the last bits once converted to motion time (a delay
        // shifts the start): within 1e-12 of the cached length, the cached step stands.
        if abs(length - stepLength) > 1e-12 * length {
            stepLength = length
            matrix = model.coefficients(after: length)
        }
        return matrix
    }
}
