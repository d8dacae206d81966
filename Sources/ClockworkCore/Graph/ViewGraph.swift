import Foundation
import ClockworkLoop
import Logging

/// The live view tree of one root view, and the update pass that keeps it current.
///
/// All of it lives on the loop thread, which is the main actor in a daemon (see
/// docs/ARCHITECTURE.md). State writes from any thread go into one ordered **write
/// log** (a `Mailbox`); each tick applies the log in order, in groups of writes with
/// equal transactions, running one update pass after each group. An update pass
/// evaluates the dirty bodies top-down, each at most once, and reconciles their children.
///
/// Fields marked `@exclusivity(unchecked)` are touched only on the loop thread and never
/// while an `inout` access to the same field is open: no runtime exclusivity check.
@MainActor
public final class ViewGraph {
    /// The loop the graph ticks on.
    public nonisolated let loop: EventLoop
    /// The write log as writers reach it (see ``WriteLog``).
    /// (Set once in `init`, before any other thread can see the graph.)
    @exclusivity(unchecked) package nonisolated(unsafe) private(set) var writeLog: WriteLog!
    /// The write log's queue: every state write and invalidation, from any thread, in order.
    nonisolated var writes: Mailbox<GraphWrite> { writeLog.entries }
    /// The node whose body is being evaluated. Loop thread only.
    @exclusivity(unchecked) nonisolated(unsafe) var evaluating: ViewNode?
    /// The root of the tree: the app's root view, with what it presents above it.
    @exclusivity(unchecked) public private(set) var root: ViewNode!
    /// How many update passes one tick may run before it leaves the rest to the next
    /// tick (a body or `onChange` that writes state it depends on would loop forever).
    public var followUpPassLimit = 16

    /// Where the graph, and the targets and sources attached to its host, log.
    public let logger: Logger
    @exclusivity(unchecked) private var dirty: [ViewNode] = []
    /// Whether layout gave a frame reader (a `GeometryReader`) a new frame it has not been
    /// built for yet.
    @exclusivity(unchecked) var hasFrameReaderChanges = false
    /// Views that change with time itself, and when.
    @exclusivity(unchecked) private var wakeUps = WakeUps()
    /// The `.onPreferenceChange` nodes, and whether a preference changed in this pass.
    @exclusivity(unchecked) var preferenceReaders: [ViewNode] = []
    @exclusivity(unchecked) package var preferencesChanged = false
    /// The dirty nodes one round of an update pass evaluates, parents first (kept to reuse
    /// its storage).
    @exclusivity(unchecked) private var round: [ViewNode] = []
    @exclusivity(unchecked) private var effects: [() -> Void] = []
    @exclusivity(unchecked) private var batch: [GraphWrite] = []
    /// Views that wrote state in their body this tick. Loop thread only.
    @exclusivity(unchecked) nonisolated(unsafe) var writersDuringEvaluation: Set<String> = []
    @exclusivity(unchecked) private var bodiesThisTick = 0
    /// Nodes updated since the last render phase.
    @exclusivity(unchecked) var needsRender: [ViewNode] = []
    /// Whether `update(_:)` is running: work found now is handled by this tick's loop.
    /// Loop thread only.
    @exclusivity(unchecked) nonisolated(unsafe) var isUpdating = false
    /// Whether the update is applying a logged write to a box (a `State`, an `@Observable`
    /// property), whose observers belong to the write's group. Loop thread only.
    @exclusivity(unchecked) nonisolated(unsafe) var isApplyingStateWrite = false
    /// Whether the loop thread logged writes during this tick's passes (bodies, `onChange`).
    /// Loop thread only.
    @exclusivity(unchecked) nonisolated(unsafe) var loggedDuringUpdate = false

    /// The transaction of the group of writes being applied.
    @exclusivity(unchecked) public private(set) var transaction = Transaction()
    /// Tasks the views started (`.task`) that have not finished yet.
    @exclusivity(unchecked) public private(set) var runningTasks = 0
    /// Of the running tasks, those cancelled (their view left, or its id changed): they
    /// finish once their action notices.
    @exclusivity(unchecked) public private(set) var cancelledTasks = 0
    /// Keyboard focus over the graph's controls.
    public private(set) lazy var focus = Focus(graph: self)
    /// The control a finger or button holds down now, shown pressed (a finger's touch on it, ``InputEvent/touch(_:)``).
    package weak var pressedControl: ViewNode?
    /// When a text field taking focus brings up the on-screen keyboard.
    public var onScreenKeyboard = OnScreenKeyboardMode.never
    /// How many keyboards with letter keys the input sources have attached.
    public var hardwareKeyboards = 0
    /// Whether an input source reads a touchscreen.
    public var hasTouchscreen = false
    /// Shows the on-screen keyboard for a focused text field (set by the views' module).
    package var keyboardPresenter: OnScreenKeyboardPresenting?
    /// How text is measured for layout: the render target's measure (cells until a
    /// target gives another). A new measure lays everything out again.
    public var textMeasure: any TextMeasure {
        get { textMeasureStorage }
        set {
            textMeasureStorage = newValue
            textMeasureGenerationStorage += 1
            surface.layoutSize = nil
        }
    }
    /// The lengths the built-in views are laid out with: the render target's (cells until
    /// a target gives others). New metrics lay everything out again; metrics of the other
    /// medium (points for cells, or cells for points) build every built-in view again too,
    /// since they choose their parts by it (iOS's looks in points); bodies run again only
    /// where what those views hand down changes.
    public var layoutMetrics: LayoutMetrics {
        get { layoutMetricsStorage }
        set {
            guard newValue != layoutMetricsStorage else { return }
            let changesMedium = newValue.measuresPoints != layoutMetricsStorage.measuresPoints
            layoutMetricsStorage = newValue
            textMeasureGenerationStorage += 1
            surface.layoutSize = nil
            if changesMedium, let root { markSubtreeDirty(root) }
        }
    }

    /// Marks every built-in view at or below `node` (not a view's body) to be evaluated again.
    private func markSubtreeDirty(_ node: ViewNode) {
        if !(node.content is any BodyContent) { markDirty(node) }
        for child in node.children { markSubtreeDirty(child) }
    }
    // Behind the two above, which views in other modules read at every measure: through a
    // call, which costs less than the exclusivity check the compiler skips only inside
    // the field's own module (so too ``textMeasureGeneration`` and ``now`` below).
    @exclusivity(unchecked) private var textMeasureStorage: any TextMeasure = CellTextMeasure()
    @exclusivity(unchecked) private var layoutMetricsStorage = LayoutMetrics.cells
    /// How many mounted views set a layout priority: the stacks weigh priorities only
    /// while there are some, so a tree without any pays nothing for them.
    @exclusivity(unchecked) var prioritizedViews = 0
    /// How many mounted views set an alignment guide: containers line their children up
    /// by fractions of their sizes while there are none (see ``alignsByGuides(_:)``).
    @exclusivity(unchecked) package var alignmentGuideViews = 0
    /// How many mounted views set a z-index: containers sort their children by it only
    /// while there are some.
    @exclusivity(unchecked) package var zIndexedViews = 0
    /// How many mounted views draw copies of their children (shadows): while there are
    /// some, a change redraws from the outermost of them above it.
    @exclusivity(unchecked) package var copyingViews = 0
    /// The frames of matched geometry groups, as last laid out.
    let matchedGeometryFrames = MatchedGeometryFrames()
    /// The runs of glyphs the controls' looks drew last, kept to be drawn again.
    package let glyphRuns = GlyphRuns()

    /// Counts measure and metrics changes (and font changes where fonts change sizes), so remembered text widths from an earlier measure are not used.
    package var textMeasureGeneration: UInt64 { textMeasureGenerationStorage }
    @exclusivity(unchecked) private var textMeasureGenerationStorage: UInt64 = 1
    /// The running animations.
    package let animations = AnimationTable()
    /// What the views present over the root view: sheets, alerts, dialogs.
    package let presentations = Presentations()
    /// Removed views whose removal transition is running.
    @exclusivity(unchecked) package var departures: [Departure] = []
    /// What was last laid out and drawn, and what changed since.
    package let surface = SurfaceState()
    /// The wall-clock date at a loop time, both taken when the graph was made: what a
    /// `TimelineView` or a `Text(_:style:)` shows for a tick's time. (Later steps of the
    /// wall clock, such as NTP corrections, do not move it.)
    private let wallClockOrigin: (date: Date, time: Int64)

    /// The wall-clock date of loop time `time` (nanoseconds).
    package func date(at time: Int64) -> Date {
        wallClockOrigin.date.addingTimeInterval(Double(time - wallClockOrigin.time) / 1e9)
    }

    /// The loop time (nanoseconds) of the wall-clock `date`.
    package func time(of date: Date) -> Int64 {
        let seconds = date.timeIntervalSince(wallClockOrigin.date)
        return wallClockOrigin.time + Int64(max(min(seconds, 9e9), -9e9) * 1e9)
    }

    /// The current tick's grid time, in nanoseconds: animations start and step at it.
    package var now: Int64 { nowStorage }
    @exclusivity(unchecked) private var nowStorage: Int64 = 0
    /// Set while a `.animation(_:value:)` whose value changed reconciles its content:
    /// the animation (or `nil`, none) replacing the transaction's there.
    @exclusivity(unchecked) private var animationOverride: Animation??

    /// Mounts `root` on `loop`: evaluates every body once, now. Warnings (an update that
    /// does not settle, a change after the loop stopped) go to `logger`.
    public init<Root: View>(root: Root, loop: EventLoop, logger: Logger = Logger(label: "clockwork.graph")) {
        self.loop = loop
        self.logger = logger
        nowStorage = loop.now.nanoseconds
        wallClockOrigin = (Date(), nowStorage)
        writeLog = WriteLog(graph: self, loop: loop, logger: logger)
        self.root = ViewNode(mounting: PresentationRoot(root: root), key: NodeKey(PresentationRoot<Root>.self), parent: nil,
                             environment: EnvironmentValues(), graph: self)
        refreshPreferences()
        runEffects()
        render()
    }

    /// Refreshes the render items of the nodes updated since the last render phase: the
    /// render phase of a tick. Costs in proportion to what changed.
    public func render() {
        for node in needsRender where node.needsRender {
            node.needsRender = false
            guard node.isMounted else { continue }
            guard node.attributeTrack < 0 else {
                // Presented below; its layout values may still have changed.
                surface.contentChanged(node)
                continue
            }
            let item = node.content.render
            // The item spells out the node's own layout and drawing inputs (text, spacing,
            // padding, frame, colors): an equal one changes neither.
            if !item.isSame(as: node.renderItem) {
                surface.contentChanged(node)
                if node.content.changesFont { fontChanged(above: node) }
            }
            node.renderItem = item
        }
        needsRender.removeAll(keepingCapacity: true)
        animations.forEachPresented { node, vector in
            node.needsRender = false
            node.renderItem = .presenting(vector, content: Unmanaged.passUnretained(node.content))
            // An animated offset or position moves the children: they are placed again.
            if node.content.placementFollowsPresentation {
                surface.contentChanged(node)
            } else {
                surface.presentationChanged(node)
            }
        }
    }

    /// On a target where fonts change text sizes, the texts below `node`, whose font
    /// changed, are measured in their new fonts at the next layout.
    private func fontChanged(above node: ViewNode) {
        guard textMeasure.measuresFonts, surface.layoutSize != nil else { return }
        textMeasureGenerationStorage += 1
        var below = node.children
        while let next = below.popLast() {
            if next.content.sizeFollowsFont { surface.contentChanged(next) }
            below += next.children
        }
    }

    // MARK: The tick

    /// Applies the write log and updates the tree: the update phase of a tick.
    public func update(_ tick: inout Tick) {
        nowStorage = tick.time.nanoseconds
        isUpdating = true
        bodiesThisTick = 0
        defer { isUpdating = false }
        let drained = tick.measure(.update) { () -> Int in
            for node in wakeUps.takeDue(at: now) { markDirty(node) }
            var drained = 0
            var passes = 0
            repeat {
                loggedDuringUpdate = false
                batch.removeAll(keepingCapacity: true)
                drained += writes.drain { batch.append($0) }
                if batch.isEmpty && dirty.isEmpty { break }
                if passes == followUpPassLimit {
                    reportUnsettledUpdate()
                    requeue(batch)
                    break
                }
                passes += 1
                applyInGroups()
            } while loggedDuringUpdate || !dirty.isEmpty
            return drained
        }
        tick.count(drained, as: .itemsDrained)
        tick.count(bodiesThisTick, as: .bodiesEvaluated)
        if let next = wakeUps.earliest { loop.requestTick(at: MonotonicInstant(nanoseconds: next)) }
    }

    /// Applies `batch` one transaction group at a time, with an update pass after each.
    private func applyInGroups() {
        var index = 0
        repeat {
            let group = index < batch.count ? batch[index].transaction : transaction
            while index < batch.count, batch[index].transaction == group {
                apply(batch[index])
                index += 1
            }
            updatePass(transaction: group)
            if let completion = group.completion { animations.issue(completion) }
        } while index < batch.count
    }

    /// Steps the running animations to the tick's time, re-evaluates the animated views,
    /// and runs the completions that became due: the animate phase of a tick. Asks for
    /// the next tick while anything still runs.
    public func animate(_ tick: inout Tick) {
        guard !animations.isEmpty || !animations.dueCompletions.isEmpty else { return }
        isUpdating = true
        defer { isUpdating = false }
        let before = bodiesThisTick
        let stepped = tick.measure(.animate) { () -> Int in
            let stepped = animations.step(at: now, finishedNodes: &needsRender, graph: self)
            if !departures.isEmpty { finishDepartures() }
            if !dirty.isEmpty { updatePass(transaction: Transaction()) }
            for completion in animations.takeDueCompletions() { completion.run() }
            return stepped
        }
        tick.count(stepped, as: .animationsStepped)
        tick.count(bodiesThisTick - before, as: .bodiesEvaluated)
        if !animations.isEmpty { tick.requestNextTick() }
    }

    /// Whether changes wait for a tick: queued writes, dirty views, or views that asked to
    /// be laid out or drawn again (a scroll view a proxy scrolled). Running animations do
    /// not count.
    public var hasPendingChanges: Bool {
        !writes.isEmpty || !dirty.isEmpty || surface.hasRequestedWork
    }

    /// How many animations are running.
    public var runningAnimations: Int { animations.count }

    // MARK: Animating changes

    /// The animation for a change a node makes in the current update: a changed
    /// `.animation(_:value:)` above it decides (unless the transaction disables that),
    /// else the transaction's.
    package var animationForChange: Animation? {
        if let animationOverride, !transaction.disablesAnimations { return animationOverride }
        return transaction.animation
    }

    /// Runs `body` (a `.animation(_:value:)` reconciling its content) with `animation`
    /// deciding how the changes below animate.
    func withAnimationOverride(_ animation: Animation?, _ body: @MainActor () -> Void) {
        let outer = animationOverride
        animationOverride = .some(animation)
        defer { animationOverride = outer }
        body()
    }

    private func apply(_ write: GraphWrite) {
        switch write.change {
        case .state(let box, let value):
            isApplyingStateWrite = true
            box.apply(value)
            isApplyingStateWrite = false
        case .parkedState(let box, let generation):
            isApplyingStateWrite = true
            box.applyParked(generation: generation)
            isApplyingStateWrite = false
        case .invalidate(let reference):
            if let node = reference.node, node.isMounted { markDirty(node) }
        case .perform(let action):
            action()
        }
    }

    /// Evaluates every dirty node, parents before children, each at most once, then runs
    /// the effects (`onChange`) the pass produced.
    private func updatePass(transaction: Transaction) {
        self.transaction = transaction
        while !dirty.isEmpty {
            // Bodies evaluated in this round mark nodes dirty for the next one.
            swap(&dirty, &round)
            if round.count > 1 { round.sort { $0.depth < $1.depth } }
            for node in round where node.isDirty && node.isMounted {
                node.update()
            }
            round.removeAll(keepingCapacity: true)
        }
        refreshPreferences()
        runEffects()
    }

    private func runEffects() {
        while !effects.isEmpty {
            let pending = effects
            effects.removeAll()
            for effect in pending { effect() }
        }
    }

    /// Puts writes a tick could not get to back at the head of the next tick's work.
    ///
    /// Their parked values are taken out of their boxes first, under the log's lock as
    /// boxes require (the next drain reuses those slots), and the boxes' queued indexes
    /// shift past the reinserted writes.
    private func requeue(_ leftovers: [GraphWrite]) {
        _ = try? writes.editQueue(wakingLoop: false) { items, generation in
            let unparked = leftovers.map { write in
                guard case .parkedState(let box, let parkedIn) = write.change else { return write }
                return GraphWrite(change: box.unpark(generation: parkedIn), transaction: write.transaction)
            }
            for write in items {
                if case .parkedState(let box, _) = write.change { box.queued.index += unparked.count }
            }
            items.insert(contentsOf: unparked, at: 0)
            writeLog.tail.value.barrier(at: items.count, generation: generation)
        }
        loop.requestTick()
    }

    private func reportUnsettledUpdate() {
        let writers = writersDuringEvaluation.sorted().joined(separator: ", ")
        logger.warning(
            "state kept changing after \(followUpPassLimit) update passes in one tick; continuing next tick",
            metadata: writers.isEmpty ? [:] : ["views writing state in their body": "\(writers)"])
        writersDuringEvaluation.removeAll()
    }

    // MARK: Used by nodes and dynamic properties

    /// Marks `node` to be evaluated in the current or next update pass.
    package func markDirty(_ node: ViewNode) {
        guard !node.isDirty else { return }
        node.isDirty = true
        dirty.append(node)
        if !isUpdating { loop.requestTick() }
    }

    /// Marks `node`, whose content depends on its frame, to be built again for the frame
    /// layout just gave it: before this layout ends (see ``layout(in:)``).
    package func frameChanged(forReader node: ViewNode) {
        guard !node.isDirty else { return }
        node.isDirty = true
        dirty.append(node)
        hasFrameReaderChanges = true
    }

    /// Builds the frame readers layout marked (and what they mark in turn) again: an update
    /// pass inside the layout phase, with no animation.
    func updateFrameReaders() {
        isUpdating = true
        defer { isUpdating = false }
        updatePass(transaction: Transaction())
    }

    /// Evaluates the nodes marked dirty now, outside a tick, with no animation: what a
    /// renderer that lays a view out once does after giving it its target's metrics.
    package func updateMarkedNodes() {
        updateFrameReaders()
    }

    /// Evaluates `node` again at the first tick at or after `time` (loop nanoseconds), as a
    /// view that changes with time asks (see ``WakeUps``).
    package func wakeUp(_ node: ViewNode, at time: Int64) {
        wakeUps.schedule(node, at: time)
        loop.requestTick(at: MonotonicInstant(nanoseconds: time))
    }

    /// Runs `body` as the evaluation of `node`: reads inside it become `node`'s dependencies.
    package func track<Result>(_ node: ViewNode, countsAsBody: Bool, _ body: @MainActor () -> Result) -> Result {
        node.beginEvaluation()
        let outer = evaluating
        evaluating = node
        defer {
            evaluating = outer
            node.endEvaluation()
        }
        if countsAsBody {
            bodiesThisTick += 1
            node.bodyEvaluations += 1
        }
        return body()
    }

    /// Queues `effect` to run after the current update pass.
    package func afterUpdate(_ effect: @escaping () -> Void) {
        effects.append(effect)
    }

    /// The node being evaluated, if the caller is on the loop thread inside a body.
    nonisolated func nodeBeingEvaluated() -> ViewNode? {
        writeLog.nodeBeingEvaluated()
    }

    /// Appends `change` to the write log with the caller's current transaction. Safe from
    /// any thread.
    package nonisolated func log(_ change: GraphWrite.Change) {
        writeLog.append(change)
    }

    /// Notes, on the loop thread, that the write log was appended to: the writing view (if
    /// a body wrote) is remembered for the pass-limit warning, and the tick is asked for.
    /// (Nonisolated, reaching loop-thread fields directly: no executor check per write.)
    nonisolated func loggedOnLoopThread() {
        if let writer = evaluating {
            MainActor.assumeIsolated { _ = writersDuringEvaluation.insert(writer.typeName) }
        }
        if isUpdating { loggedDuringUpdate = true } else { loop.requestTick() }
    }
}

/// One entry of the write log.
package struct GraphWrite: @unchecked Sendable {
    // @unchecked Sendable: an entry is built by the writing thread and handed to the loop
    // thread through the mailbox's lock; from then on only the loop thread touches it.

    /// What the entry changes.
    package enum Change: CustomStringConvertible {
        /// Set a state box to a value.
        case state(any AnyStateBox, Any)
        /// Set a state box to the value parked in it for this drain generation.
        case parkedState(any AnyStateBox, generation: UInt64)
        /// Mark a node dirty, if it is still mounted (an observed object will change).
        case invalidate(NodeReference)
        /// Run an action on the loop thread, in log order (a publisher's value).
        case perform(@MainActor () -> Void)

        package var description: String {
            switch self {
            case .state(_, let value): "state ← \(value)"
            case .parkedState: "state ← (parked value)"
            case .invalidate: "observed object changed"
            case .perform: "publisher event"
            }
        }
    }

    let change: Change
    let transaction: Transaction
}

extension ViewGraph {
    /// Starts `action` as a main-actor task for a view, counted in ``runningTasks`` until
    /// it returns.
    package func startTask(priority: TaskPriority, _ action: @escaping @MainActor () async -> Void) -> ViewTask {
        let handle = ViewTask()
        runningTasks += 1
        handle.task = Task(priority: priority) { @MainActor [weak self] in
            await action()
            handle.hasReturned = true
            self?.runningTasks -= 1
            if handle.isCancelled { self?.cancelledTasks -= 1 }
        }
        return handle
    }

    /// Cancels a view's task, counted in ``cancelledTasks`` until it returns.
    package func cancel(_ handle: ViewTask) {
        guard !handle.isCancelled else { return }
        handle.isCancelled = true
        handle.task?.cancel()
        if !handle.hasReturned { cancelledTasks += 1 }
    }
}

/// A task a view started, as the graph counts it.
@MainActor
package final class ViewTask {
    fileprivate var task: Task<Void, Never>?
    fileprivate var hasReturned = false
    fileprivate var isCancelled = false
}
