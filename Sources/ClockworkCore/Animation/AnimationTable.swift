/// A value a built-in attribute animates: up to four components (a scale's x and y, an
/// offset, a frame's size, a color's red, green, blue and opacity).
@_spi(Machinery) public typealias AnimationVector = SIMD4<Double>

/// A running timing-curve (or repeating-spring) animation of a built-in attribute: only
/// its timeline's weight moves (presented = target + weight × displacement).
struct CurveTrack {
    /// Its index in the table's ``TimelineTable``.
    let timeline: Int32
}

/// A running spring animation of a built-in attribute: its displacement from the target
/// and its velocity move (presented = target + displacement).
struct SpringTrack {
    let clock: MotionClock
    var stepper: SpringStepper
    var displacement: AnimationVector
    var velocity: AnimationVector
    /// Below this the displacement counts as at rest (1e-4 of the start's size).
    let restThreshold: Double

    /// Advances to loop time `now`; returns whether the spring has come to rest.
    mutating func advance(to now: Int64) -> Bool {
        let step = stepper.step(to: clock.elapsed(at: now))
        let x = displacement, v = velocity
        displacement = step.a * x + step.b * v
        velocity = step.da * x + step.db * v
        let rest = restThreshold * restThreshold, rate = stepper.model.omega
        guard largest(displacement * displacement) <= rest,
              largest(velocity * velocity) <= rest * rate * rate else { return false }
        displacement = .zero
        return true
    }
}

/// The largest component of `vector` (written out: the generic `max()` is not inlined).
private func largest(_ vector: AnimationVector) -> Double {
    max(max(vector[0], vector[1]), max(vector[2], vector[3]))
}

/// What stepping a track does not touch: kept beside the hot array, by the same index.
struct TrackInfo {
    let target: AnimationVector
    /// Start − target (curves; springs keep theirs in the track).
    let displacement: AnimationVector
    var completion: AnimationCompletion?
    let owner: ViewNode
    /// Seconds of motion after which the animation is logically complete.
    let logicalEnd: Double
    let clock: MotionClock
}

/// One kind of track in a contiguous array, with their infos beside them; removal swaps
/// the last track into the gap.
struct TrackList<Track> {
    var tracks = ContiguousArray<Track>()
    var infos = ContiguousArray<TrackInfo>()

    var count: Int { tracks.count }

    /// Appends a track; returns its index.
    mutating func append(_ track: Track, _ info: TrackInfo) -> Int {
        tracks.append(track)
        infos.append(info)
        return tracks.count - 1
    }

    /// Removes track `index`; returns the node whose track moved into its place, if any.
    mutating func remove(at index: Int) -> ViewNode? {
        let last = tracks.count - 1
        if index != last {
            tracks.swapAt(index, last)
            infos.swapAt(index, last)
        }
        tracks.removeLast()
        infos.removeLast()
        return index != last ? infos[index].owner : nil
    }

    /// Advances every track in place; returns the indices of those that finished, highest
    /// first (so removing them in that order moves only tracks that are not finished).
    mutating func advance(to now: Int64, finished: inout [Int], by advance: (inout Track, Int64) -> Bool) {
        finished.removeAll(keepingCapacity: true)
        tracks.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Safe: `index` stays below the buffer's count; the pointer is used only here.
            // Stepping through a pointer keeps each track in place (no copy in and out).
            for index in 0..<buffer.count where advance(&(base + index).pointee, now) {
                finished.append(index)
            }
        }
        finished.reverse()
    }
}

/// Where a node's attribute track is: `ViewNode.attributeTrack` holds `index << 1 | kind`.
private enum TrackSlot {
    case curve(Int)
    case spring(Int)

    init?(_ raw: Int32) {
        guard raw >= 0 else { return nil }
        self = raw & 1 == 0 ? .curve(Int(raw >> 1)) : .spring(Int(raw >> 1))
    }

    var raw: Int32 {
        switch self {
        case .curve(let index): Int32(index << 1)
        case .spring(let index): Int32(index << 1 | 1)
        }
    }
}

/// The running animations of one graph, stepped once per tick in the animate phase.
///
/// Built-in attributes animate as rows of two contiguous arrays — weight-driven curves
/// and state-driven springs — indexed from their nodes (`ViewNode.attributeTrack`), with
/// what stepping does not need (target, completion, node) in a parallel array. Curves
/// started together with equal animations share one ``Timeline``: stepping evaluates each
/// timeline once, then each spring row in place — no allocation, lookup or dynamic
/// dispatch per animation. Views of the user's ``Animatable`` types animate through
/// ``AnimatedViewTrack``s, one object each. Finished rows are swapped out after the step.
///
/// Its fields are touched on the loop thread only (the main actor), never under an open
/// `inout` access to the same field: no runtime exclusivity check.
@MainActor
package final class AnimationTable {
    @exclusivity(unchecked) private var curves = TrackList<CurveTrack>()
    @exclusivity(unchecked) private var timelines = TimelineTable()
    @exclusivity(unchecked) private var springs = TrackList<SpringTrack>()
    @exclusivity(unchecked) private var viewTracks: [AnimatedViewTrack] = []
    @exclusivity(unchecked) private var finished: [Int] = []
    /// How many attribute tracks hold a completion that waits for their logical end.
    @exclusivity(unchecked) private var logicalCompletions = 0
    /// Completions that became due; the graph runs them after the animate phase.
    @exclusivity(unchecked) private(set) var dueCompletions: [AnimationCompletion] = []

    /// Whether nothing is running.
    var isEmpty: Bool { curves.count == 0 && springs.count == 0 && viewTracks.isEmpty }

    /// How many animations are running.
    var count: Int { curves.count + springs.count + viewTracks.count }

    /// How many timelines the running curves share.
    var liveTimelines: Int { timelines.liveCount }

    /// Runs `body` for each node whose attribute is animating, with its presented value.
    func forEachPresented(_ body: (ViewNode, AnimationVector) -> Void) {
        // Nothing to do is the common case: skip the closures below (each checks its
        // executor on entry).
        guard curves.count > 0 || springs.count > 0 else { return }
        // Read in place: copying an info out would retain and release its references.
        // Safe: the buffers are only read inside the closures, and nothing mutates the
        // arrays meanwhile (`body` only writes the nodes' render items).
        curves.infos.withUnsafeBufferPointer { infos in
            curves.tracks.withUnsafeBufferPointer { tracks in
                for index in infos.indices {
                    let weight = timelines.weight(of: tracks[index].timeline)
                    body(infos[index].owner, infos[index].target + weight * infos[index].displacement)
                }
            }
        }
        springs.infos.withUnsafeBufferPointer { infos in
            springs.tracks.withUnsafeBufferPointer { tracks in
                for index in infos.indices {
                    body(infos[index].owner, infos[index].target + tracks[index].displacement)
                }
            }
        }
    }

    // MARK: Built-in attributes

    /// The value `node`'s attribute shows now, if it is animating.
    package func presented(of node: ViewNode) -> AnimationVector? {
        switch TrackSlot(node.attributeTrack) {
        case .curve(let index):
            let info = curves.infos[index]
            return info.target + timelines.weight(of: curves.tracks[index].timeline) * info.displacement
        case .spring(let index):
            return springs.infos[index].target + springs.tracks[index].displacement
        case nil:
            return nil
        }
    }

    /// Animates `node`'s attribute from what it shows now (`from`, or the running
    /// animation's presented value, stepped to `now`) to `target`. A running spring hands
    /// its velocity on.
    package func animateAttribute(of node: ViewNode, from: AnimationVector, to target: AnimationVector,
                          with animation: Animation, completion: AnimationCompletion?, at now: Int64) {
        var start = from
        var velocity = AnimationVector.zero
        switch TrackSlot(node.attributeTrack) {
        case .curve(let index):
            // The update runs before this tick's step: take the running weight at now.
            let weight = timelines.weight(of: curves.tracks[index].timeline, at: now)
            start = curves.infos[index].target + weight * curves.infos[index].displacement
        case .spring(let index):
            var running = springs.tracks[index]
            _ = running.advance(to: now)
            start = springs.infos[index].target + running.displacement
            velocity = running.velocity
        case nil:
            break
        }
        stopAttribute(of: node)
        completion?.animationStarted()
        if let completion, !completion.criteria.waitsForRemoval { logicalCompletions += 1 }
        let progress = AnimationProgress(animation, startingAt: now)
        let displacement = start - target
        let info = TrackInfo(
            target: target, displacement: displacement, completion: completion, owner: node,
            logicalEnd: progress.logicalEnd, clock: progress.clock)
        if case .spring(let model) = progress.motion {
            velocity -= model.initialVelocity * displacement
            let size = max((displacement * displacement).max(), (velocity * velocity).max() / (model.omega * model.omega))
            let track = SpringTrack(
                clock: progress.clock, stepper: SpringStepper(model), displacement: displacement, velocity: velocity,
                restThreshold: max(size.squareRoot() * 1e-4, 1e-9))
            node.attributeTrack = TrackSlot.spring(springs.append(track, info)).raw
        } else {
            let track = CurveTrack(timeline: timelines.join(animation, at: now))
            node.attributeTrack = TrackSlot.curve(curves.append(track, info)).raw
        }
    }

    /// Stops `node`'s attribute animation, if any: it shows its target from now on.
    package func stopAttribute(of node: ViewNode) {
        switch TrackSlot(node.attributeTrack) {
        case .curve(let index):
            releaseCompletion(of: &curves.infos[index])
            timelines.leave(curves.tracks[index].timeline)
            curves.remove(at: index)?.attributeTrack = TrackSlot.curve(index).raw
        case .spring(let index):
            releaseCompletion(of: &springs.infos[index])
            springs.remove(at: index)?.attributeTrack = TrackSlot.spring(index).raw
        case nil:
            return
        }
        node.attributeTrack = -1
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
        let stepped = count
        if timelines.step(to: now) { finishCurvesOfFinishedTimelines(into: &needsRender) }
        springs.advance(to: now, finished: &finished) { $0.advance(to: $1) }
        for index in finished { finish(springs.infos[index].owner, into: &needsRender) }
        if logicalCompletions > 0 { releaseLogicallyComplete(at: now) }
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

    /// Takes out the curve tracks whose timeline ended, highest index first (so removal
    /// moves only tracks still running).
    private func finishCurvesOfFinishedTimelines(into needsRender: inout [ViewNode]) {
        var index = curves.count - 1
        while index >= 0 {
            if timelines.isFinished(curves.tracks[index].timeline) { finish(curves.infos[index].owner, into: &needsRender) }
            index -= 1
        }
    }

    /// Takes a finished node's track out; the node renders its target next.
    private func finish(_ node: ViewNode, into needsRender: inout [ViewNode]) {
        stopAttribute(of: node)
        node.needsRender = true
        needsRender.append(node)
    }

    /// Releases the completions waiting for the logical end of tracks that reached it.
    private func releaseLogicallyComplete(at now: Int64) {
        for index in 0..<curves.count { releaseIfLogicallyComplete(&curves.infos[index], at: now) }
        for index in 0..<springs.count { releaseIfLogicallyComplete(&springs.infos[index], at: now) }
    }

    private func releaseIfLogicallyComplete(_ info: inout TrackInfo, at now: Int64) {
        guard let completion = info.completion, !completion.criteria.waitsForRemoval,
              info.clock.elapsed(at: now) >= info.logicalEnd else { return }
        releaseCompletion(of: &info)
    }

    /// Releases the completion a track still holds.
    private func releaseCompletion(of info: inout TrackInfo) {
        guard let completion = info.completion else { return }
        if !completion.criteria.waitsForRemoval { logicalCompletions -= 1 }
        info.completion = nil
        release(completion)
    }

    /// Hands over the completions that became due.
    func takeDueCompletions() -> [AnimationCompletion] {
        defer { dueCompletions.removeAll() }
        return dueCompletions
    }

    /// Issues `completion` once its update pass ran: due now if nothing started.
    func issue(_ completion: AnimationCompletion) {
        if completion.issue() { dueCompletions.append(completion) }
    }

    /// Counts a completion's animation as done.
    private func release(_ completion: AnimationCompletion?) {
        if let completion, completion.animationEnded() {
            dueCompletions.append(completion)
        }
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
