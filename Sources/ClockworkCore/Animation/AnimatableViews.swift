/// Animation of a view whose type is ``Animatable``: when its `animatableData` changes in
/// an animated update, the view's node is re-evaluated every tick with the presented
/// data in place of the target.
@MainActor
final class AnimatableViewDriver<View: Animatable> {
    /// The data the parent last gave: what a change animates from.
    private var lastTarget: View.AnimatableData?
    /// The presented data last put into the view, while an animation runs.
    private var lastPresented: View.AnimatableData?

    /// Called before `node` evaluates its body with the view at `pointer`: starts,
    /// retargets or keeps the node's animation, and puts the data to show in the view.
    func prepare(_ pointer: UnsafeMutablePointer<View>, node: ViewNode) {
        let graph = node.graph
        var target = pointer.pointee.animatableData
        if let lastPresented, let lastTarget, target == lastPresented {
            // The view still holds what the animation showed: the parent gave nothing new.
            target = lastTarget
        }
        defer { lastTarget = target }
        let running = graph.animations.viewTrack(of: node) as? AnimatedDataTrack<View>
        var shown = target
        if let lastTarget, lastTarget != target {
            if let animation = graph.animationForChange {
                shown = running?.presented(at: graph.now) ?? lastTarget
                graph.animations.add(AnimatedDataTrack<View>(
                    node: node, from: shown, to: target, velocity: running?.velocity ?? .zero,
                    animation: animation, completion: graph.transaction.completion, at: graph.now))
            } else {
                graph.animations.stopView(of: node)
            }
        } else if let running {
            shown = running.presented
        }
        lastPresented = shown == target ? nil : shown
        pointer.pointee.animatableData = shown
    }
}

/// The running animation of one ``Animatable`` view.
final class AnimatedDataTrack<View: Animatable>: AnimatedViewTrack {
    typealias Data = View.AnimatableData

    let target: Data
    private var displacement: Data
    private(set) var velocity: Data
    private var weight = 1.0
    /// Steps a spring that runs once; `nil` for weight-driven motions.
    private var stepper: SpringStepper?
    private let restThreshold: Double

    init(node: ViewNode, from start: Data, to target: Data, velocity: Data,
         animation: Animation, completion: AnimationCompletion?, at now: Int64) {
        let progress = AnimationProgress(animation, startingAt: now)
        self.target = target
        displacement = start - target
        var velocity = velocity
        if case .spring(let model) = progress.motion {
            stepper = SpringStepper(model)
            velocity -= displacement.scaled(by: model.initialVelocity)
        }
        self.velocity = velocity
        let omega = progress.spring?.omega ?? 1
        let size = max(displacement.magnitudeSquared, velocity.magnitudeSquared / (omega * omega))
        restThreshold = max(size.squareRoot() * 1e-4, 1e-9)
        super.init(node: node, progress: progress, completion: completion)
    }

    /// The data to show now.
    var presented: Data { target + displacement.scaled(by: weight) }

    /// The data to show at loop time `now` (stepping there first).
    func presented(at now: Int64) -> Data {
        _ = advance(to: now)
        return presented
    }

    override func advance(to now: Int64) -> Bool {
        if var stepper {
            defer { self.stepper = stepper }
            let step = stepper.step(to: progress.elapsed(at: now))
            let x = displacement, v = velocity
            displacement = x.scaled(by: step.a) + v.scaled(by: step.b)
            velocity = x.scaled(by: step.da) + v.scaled(by: step.db)
            let rest = restThreshold * restThreshold, rate = stepper.model.omega
            guard displacement.magnitudeSquared <= rest, velocity.magnitudeSquared <= rest * rate * rate else { return false }
            weight = 0
            return true
        }
        switch progress.weight(at: now) {
        case .hold:
            return false
        case .running(let weight):
            self.weight = weight
            return false
        case .finished:
            weight = 0
            return true
        }
    }
}
