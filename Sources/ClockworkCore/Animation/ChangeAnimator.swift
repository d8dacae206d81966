/// How far a drawn view (a chart) is from what it showed before a change to what it
/// shows now: 0 at the change, 1 when the change's animation ends (a spring may pass 1
/// on the way). A change outside an animated transaction is at 1 at once.
///
/// The view keeps what it showed before and what it shows now, and draws the mix
/// ``progress(of:)`` gives; the node is updated again each tick the animation runs.
@MainActor
package final class ChangeAnimator {
    package init() {}

    /// Whether the update running now is animated (`withAnimation`, an animated binding,
    /// `.animation(_:value:)` above `node`): a change now would start an animation.
    package func isAnimatedUpdate(of node: ViewNode) -> Bool {
        node.graph.animationForChange != nil
    }

    /// Whether `node`'s change animation is running.
    package func isRunning(for node: ViewNode) -> Bool {
        node.graph.animations.viewTrack(of: node) is AnimatedDataTrack<ChangeProgress>
    }

    /// Notes a change to what `node` shows: starts the change's animation when the update
    /// is animated (replacing one that runs), else stops any. Returns whether one runs.
    @discardableResult
    package func changed(_ node: ViewNode) -> Bool {
        let graph = node.graph
        guard let animation = graph.animationForChange else {
            graph.animations.stopView(of: node)
            return false
        }
        graph.animations.add(AnimatedDataTrack<ChangeProgress>(
            node: node, from: 0, to: 1, velocity: 0, animation: animation,
            completion: graph.transaction.completion, at: graph.now))
        return true
    }

    /// Where `node`'s change is now: 0 at the change, 1 at its end or when none runs.
    package func progress(of node: ViewNode) -> Double {
        guard let track = node.graph.animations.viewTrack(of: node) as? AnimatedDataTrack<ChangeProgress> else { return 1 }
        return track.presented
    }
}

/// The number a change animation moves from 0 to 1.
struct ChangeProgress: Animatable {
    var animatableData: Double
}

extension ViewNode {
    /// Lays the node out and draws it again at this tick's layout and render phases: a
    /// drawn view's own layout or drawing inputs changed.
    package func contentChanged() {
        graph.surface.contentChanged(self)
    }

    /// Updates the node again before this layout ends: what it builds depends on the
    /// frame layout just gave it (a chart's axis labels of the user's, made for the
    /// values that fit).
    package func rebuildForFrame() {
        graph.frameChanged(forReader: self)
    }
}
