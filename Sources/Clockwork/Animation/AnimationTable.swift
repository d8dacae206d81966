/// A value a built-in attribute animates: up to four components (a scale's x and y, an
/// offset, a frame's size, a color's red, green, blue and opacity).
typealias AnimationVector = SIMD4<Double>

/// One running animation of a built-in attribute (scale, opacity, offset, frame,
/// padding, colors): flat data, stepped in place.
struct AttributeTrack {
    /// The value the attribute is heading for.
    var target: AnimationVector
    /// Presented minus target, before weighting; a spring's displacement state.
    var displacement: AnimationVector
    /// A spring's velocity state (per second).
    var velocity: AnimationVector
    /// How much of `displacement` is still to go (springs keep 1 and move `displacement`).
    var weight = 1.0
    var progress: AnimationProgress
    /// Below this the spring's displacement counts as at rest.
    let restThreshold: Double
    /// The completion waiting for this track, if any.
    var completion: AnimationCompletion?

    /// The value to show now.
    var presented: AnimationVector { target + weight * displacement }

    /// The value's rate of change now (springs only; timing curves restart at rest).
    var presentedVelocity: AnimationVector { progress.shape == .spring ? velocity : .zero }

    /// Advances to loop time `now`; returns whether the animation has finished.
    mutating func advance(to now: Int64) -> Bool {
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
            displacement = a * x + b * v
            velocity = da * x + db * v
            let rate = progress.spring.omega
            if (displacement * displacement).max() <= restThreshold * restThreshold,
               (velocity * velocity).max() <= restThreshold * restThreshold * rate * rate {
                displacement = .zero
                return true
            }
            return false
        }
    }
}

/// The running animations of one graph, stepped once per tick in the animate phase.
///
/// Built-in attributes live in one contiguous array of ``AttributeTrack``s, indexed from
/// their nodes (`ViewNode.attributeTrack`): stepping reads and writes that array in
/// place, with no allocation, lookup or dynamic dispatch per animation. Views of the
/// user's ``Animatable`` types animate through ``AnimatedViewTrack``s, one object each.
/// Finished tracks are swapped out of the array at the end of the step.
@MainActor
final class AnimationTable {
    private var tracks: ContiguousArray<AttributeTrack> = []
    /// The node of each track, by the same index.
    private(set) var owners: ContiguousArray<ViewNode> = []
    private var viewTracks: [AnimatedViewTrack] = []
    private var finished: [Int] = []
    /// How many tracks hold a completion that waits for their logical end.
    private var logicalCompletions = 0
    /// Completions that became due; the graph runs them after the animate phase.
    private(set) var dueCompletions: [AnimationCompletion] = []

    /// Whether nothing is running.
    var isEmpty: Bool { tracks.isEmpty && viewTracks.isEmpty }

    /// How many animations are running.
    var count: Int { tracks.count + viewTracks.count }

    // MARK: Built-in attributes

    /// The value `node`'s attribute shows now, if it is animating.
    func presented(of node: ViewNode) -> AnimationVector? {
        node.attributeTrack >= 0 ? tracks[Int(node.attributeTrack)].presented : nil
    }

    /// Animates `node`'s attribute from what it shows now (`from`, or the running
    /// animation's presented value) to `target`. A running spring hands its velocity on.
    func animateAttribute(of node: ViewNode, from: AnimationVector, to target: AnimationVector,
                          with animation: Animation, completion: AnimationCompletion?, at now: Int64) {
        var start = from
        var velocity = AnimationVector.zero
        if node.attributeTrack >= 0 {
            // The update runs before this tick's step: bring the running track to now first.
            var running = tracks[Int(node.attributeTrack)]
            _ = running.advance(to: now)
            start = running.presented
            velocity = running.presentedVelocity
        }
        let progress = AnimationProgress(animation, startingAt: now)
        let displacement = start - target
        if case .spring(let model) = animation.motion, model.initialVelocity != 0 {
            velocity -= model.initialVelocity * displacement
        }
        let scale = max((displacement * displacement).max(), (velocity * velocity).max() / (progress.spring.omega * progress.spring.omega))
        completion?.animationStarted()
        if let completion, !completion.criteria.waitsForRemoval { logicalCompletions += 1 }
        let track = AttributeTrack(
            target: target, displacement: displacement, velocity: velocity, progress: progress,
            restThreshold: max(scale.squareRoot() * 1e-4, 1e-9), completion: completion)
        if node.attributeTrack >= 0 {
            let index = Int(node.attributeTrack)
            releaseTrackCompletion(at: index)
            tracks[index] = track
        } else {
            node.attributeTrack = Int32(tracks.count)
            tracks.append(track)
            owners.append(node)
        }
    }

    /// Stops `node`'s attribute animation, if any: it shows its target from now on.
    func stopAttribute(of node: ViewNode) {
        guard node.attributeTrack >= 0 else { return }
        removeTrack(at: Int(node.attributeTrack))
    }

    // MARK: Animated views

    /// Starts `track` for its node, replacing the node's running one.
    func add(_ track: AnimatedViewTrack) {
        track.completion?.animationStarted()
        if let index = viewTracks.firstIndex(where: { $0.node === track.node }) {
            release(viewTracks[index].completion)
            viewTracks[index] = track
        } else {
            viewTracks.append(track)
        }
    }

    /// The running track of `node`, if any.
    func viewTrack(of node: ViewNode) -> AnimatedViewTrack? {
        viewTracks.first { $0.node === node }
    }

    /// Stops `node`'s view animation, if any.
    func stopView(of node: ViewNode) {
        guard let index = viewTracks.firstIndex(where: { $0.node === node }) else { return }
        release(viewTracks[index].completion)
        viewTracks.remove(at: index)
    }

    // MARK: The animate phase

    /// Steps every animation to loop time `now`; returns how many were stepped. Nodes
    /// whose animation finished are appended to `needsRender`; animated views are marked
    /// dirty in `graph`.
    func step(at now: Int64, finishedNodes needsRender: inout [ViewNode], graph: ViewGraph) -> Int {
        let stepped = tracks.count + viewTracks.count
        finished.removeAll(keepingCapacity: true)
        tracks.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Safe: `index` stays below the buffer's count; the pointer is used only here.
            // Stepping through a pointer keeps each track in place (no copy in and out).
            for index in 0..<buffer.count where (base + index).pointee.advance(to: now) {
                finished.append(index)
            }
        }
        if logicalCompletions > 0 { releaseLogicallyComplete(at: now) }
        // Highest index first, so each swap-remove moves a track that is not finished.
        for index in finished.reversed() {
            owners[index].needsRender = true
            needsRender.append(owners[index])
            removeTrack(at: index)
        }
        var index = 0
        while index < viewTracks.count {
            let track = viewTracks[index]
            let done = track.advance(to: now)
            graph.markDirty(track.node)
            if done {
                release(track.completion)
                viewTracks.remove(at: index)
            } else {
                if let completion = track.completion, !completion.criteria.waitsForRemoval,
                   track.progress.elapsed(at: now) >= track.progress.logicalEnd {
                    track.completion = nil
                    release(completion)
                }
                index += 1
            }
        }
        return stepped
    }

    /// Releases the completions waiting for the logical end of tracks that reached it.
    private func releaseLogicallyComplete(at now: Int64) {
        for index in tracks.indices {
            guard let completion = tracks[index].completion, !completion.criteria.waitsForRemoval,
                  tracks[index].progress.elapsed(at: now) >= tracks[index].progress.logicalEnd else { continue }
            tracks[index].completion = nil
            logicalCompletions -= 1
            release(completion)
        }
    }

    /// Hands over the completions that became due.
    func takeDueCompletions() -> [AnimationCompletion] {
        defer { dueCompletions.removeAll() }
        return dueCompletions
    }

    /// Counts a completion's animation as done.
    private func release(_ completion: AnimationCompletion?) {
        if let completion, completion.animationEnded() {
            dueCompletions.append(completion)
        }
    }

    /// Issues `completion` once its update pass ran: due now if nothing started.
    func issue(_ completion: AnimationCompletion) {
        if completion.issue() { dueCompletions.append(completion) }
    }

    /// Releases track `index`'s completion, if it still holds one.
    private func releaseTrackCompletion(at index: Int) {
        guard let completion = tracks[index].completion else { return }
        if !completion.criteria.waitsForRemoval { logicalCompletions -= 1 }
        tracks[index].completion = nil
        release(completion)
    }

    private func removeTrack(at index: Int) {
        releaseTrackCompletion(at: index)
        owners[index].attributeTrack = -1
        let last = tracks.count - 1
        if index != last {
            tracks.swapAt(index, last)
            owners.swapAt(index, last)
            owners[index].attributeTrack = Int32(index)
        }
        tracks.removeLast()
        owners.removeLast()
    }
}

/// One running animation of a view whose type is ``Animatable``: stepped each tick,
/// after which the view's node re-evaluates with the presented data.
@MainActor
class AnimatedViewTrack {
    unowned let node: ViewNode
    var progress: AnimationProgress
    var completion: AnimationCompletion?

    init(node: ViewNode, progress: AnimationProgress, completion: AnimationCompletion?) {
        self.node = node
        self.progress = progress
        self.completion = completion
    }

    /// Advances to loop time `now`; returns whether the animation has finished.
    func advance(to now: Int64) -> Bool {
        preconditionFailure("subclass")
    }
}
