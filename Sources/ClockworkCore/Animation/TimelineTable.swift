/// The progress of one weight-driven animation (a timing curve or a repeating spring),
/// shared by every attribute that started it at the same loop time: a `withAnimation`
/// that moves a thousand attributes evaluates its curve once per tick, not a thousand
/// times.
struct Timeline {
    var progress: AnimationProgress
    /// The share of the change still to go at the last step: 1 at the start, 0 at the end.
    var weight = 1.0
    /// Whether the motion ended at the last step.
    var isFinished = false
    /// How many curve tracks read this timeline; 0 marks a free slot.
    var users: Int32 = 0
}

/// The timelines of one animation table, in a contiguous array whose free slots are
/// reused, so a track's index into it stays valid while the track runs.
///
/// Starting a track costs a short linear search among the timelines started at the same
/// loop time (equal animations share one); stepping costs one curve evaluation per live
/// timeline.
struct TimelineTable {
    private var timelines = ContiguousArray<Timeline>()
    /// What each timeline runs, beside it (stepping never reads it): a new track with an
    /// equal animation at the same time shares the timeline.
    private var animations = ContiguousArray<Animation>()
    private var freeSlots: [Int32] = []
    /// Timelines started at `startedAt`, newest last: where a new track looks for one to share.
    private var startedNow: [Int32] = []
    private var startedAt = Int64.min
    /// How many recently started timelines a new track compares its animation with.
    private static let sharingWindow = 8

    /// How many timelines are live.
    var liveCount: Int { timelines.count - freeSlots.count }

    /// The weight timeline `index` had at its last step.
    func weight(of index: Int32) -> Double {
        timelines[Int(index)].weight
    }

    /// The weight timeline `index` has at loop time `now`, without stepping it: for a
    /// retarget in the update, which runs before this tick's step.
    func weight(of index: Int32, at now: Int64) -> Double {
        var progress = timelines[Int(index)].progress
        switch progress.weight(at: now) {
        case .hold: return timelines[Int(index)].weight
        case .running(let weight): return weight
        case .finished: return 0
        }
    }

    /// A timeline for `animation` starting at `now`, shared with an equal one started at
    /// the same time when there is one; the caller becomes one of its users.
    mutating func join(_ animation: Animation, at now: Int64) -> Int32 {
        if now != startedAt {
            startedAt = now
            startedNow.removeAll(keepingCapacity: true)
        }
        for index in startedNow.suffix(Self.sharingWindow).reversed() {
            if timelines[Int(index)].users > 0, animations[Int(index)] == animation {
                timelines[Int(index)].users += 1
                return index
            }
        }
        let timeline = Timeline(progress: AnimationProgress(animation, startingAt: now), users: 1)
        let index: Int32
        if let free = freeSlots.popLast() {
            index = free
            timelines[Int(index)] = timeline
            animations[Int(index)] = animation
        } else {
            index = Int32(timelines.count)
            timelines.append(timeline)
            animations.append(animation)
        }
        startedNow.append(index)
        return index
    }

    /// Drops one user of timeline `index`; the last one frees its slot.
    mutating func leave(_ index: Int32) {
        timelines[Int(index)].users -= 1
        if timelines[Int(index)].users == 0 { freeSlots.append(index) }
    }

    /// Steps every live timeline to loop time `now`; returns whether any finished.
    mutating func step(to now: Int64) -> Bool {
        var anyFinished = false
        timelines.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Safe: `index` stays below the buffer's count; the pointer is used only here.
            for index in 0..<buffer.count where base[index].users > 0 {
                switch base[index].progress.weight(at: now) {
                case .hold:
                    break
                case .running(let weight):
                    base[index].weight = weight
                case .finished:
                    base[index].weight = 0
                    base[index].isFinished = true
                    anyFinished = true
                }
            }
        }
        return anyFinished
    }

    /// Whether timeline `index` ended at the last step.
    func isFinished(_ index: Int32) -> Bool {
        timelines[Int(index)].isFinished
    }
}
