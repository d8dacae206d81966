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
    private let restThreshold: Double

    init(node: ViewNode, from start: Data, to target: Data, velocity: Data,
         animation: Animation, completion: AnimationCompletion?, at now: Int64) {
        let progress = AnimationProgress(animation, startingAt: now)
        self.target = target
        displacement = start - target
        var velocity = velocity
        if case .spring(let model) = animation.motion, model.initialVelocity != 0 {
            velocity -= displacement.scaled(by: model.initialVelocity)
        }
        self.velocity = velocity
        let omega = progress.spring.omega
        let scale = max(displacement.magnitudeSquared, velocity.magnitudeSquared / (omega * omega))
        restThreshold = max(scale.squareRoot() * 1e-4, 1e-9)
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
        switch progress.sample(at: now) {
        case .hold:
            return false
        case .weight(let weight):
            self.weight = weight
            return false
        case .finished:
            weight = 0
            return true
        case .step(let a, let b, let da, let db):
            let x = displacement, v = velocity
            displacement = x.scaled(by: a) + v.scaled(by: b)
            velocity = x.scaled(by: da) + v.scaled(by: db)
            let rate = progress.spring.omega
            if displacement.magnitudeSquared <= restThreshold * restThreshold,
               velocity.magnitudeSquared <= restThreshold * restThreshold * rate * rate {
                weight = 0
                return true
            }
            return false
        }
    }
}
