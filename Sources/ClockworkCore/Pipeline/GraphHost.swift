import ClockworkLoop
import Logging

/// Runs a ``ViewGraph`` on an `EventLoop`'s tick: the pipeline a Clockwork daemon (and
/// the testing host) runs every tick, and, once given one, the render target it draws on.
@MainActor
public final class GraphHost {
    /// The loop the graph ticks on.
    public let loop: EventLoop
    /// The live view tree.
    public let graph: ViewGraph
    /// Where frames go, if anywhere.
    public private(set) var target: RenderTarget?
    /// The size the tree is laid out at while no target is presented, in the graph's
    /// units; `nil` (the default) lays nothing out until a target comes. A testing host
    /// sets one, so a `GeometryReader` reads the size a screen would give it.
    public var sizeWithoutTarget: Size? {
        didSet { if sizeWithoutTarget != oldValue { loop.requestTick() } }
    }
    /// Whether the next tick draws a whole frame (a new target, a resize). Loop thread
    /// only, like every field here, never under an open `inout` access: no runtime
    /// exclusivity check on this and the two below, read every tick.
    @exclusivity(unchecked) private var needsFullFrame = false
    /// What the input phase asks for events, in the order they were added; held weakly, as
    /// a source (a socket server closed early) may go before the host.
    @exclusivity(unchecked) private var inputSources: [WeakInputSource] = []
    /// The gestures under the fingers down now (``InputEvent/touch(_:)``).
    package private(set) lazy var touches = TouchArena(graph: graph, loop: loop)
    /// Told about every presented frame.
    @exclusivity(unchecked) private var frameObservers: [(DisplayList, Damage) -> Void] = []

    /// Mounts `root` and installs the tick pipeline on `loop` (call on the loop thread,
    /// which must be the main actor's).
    public init<Root: View>(root: Root, loop: EventLoop, logger: Logger = Logger(label: "clockwork.graph")) {
        self.loop = loop
        graph = ViewGraph(root: root, loop: loop, logger: logger)
        loop.setTickHandler { [unowned self] tick in
            MainActor.assumeIsolated { runPipeline(&tick) }
        }
    }

    /// Draws every frame on `target` from the next tick on, and closes it when the loop
    /// stops. Loop thread only (checked).
    public func present(on target: RenderTarget) {
        loop.preconditionInLoop()
        self.target = target
        graph.textMeasure = target.textMeasure
        graph.layoutMetrics = target.layoutMetrics
        loop.onStop { [weak target] in MainActor.assumeIsolated { target?.close() } }
        redraw()
    }

    /// Whether the screen is blanked (nobody has used the panel for a while): ticks still
    /// apply every write and update the views, but lay out and draw nothing.
    public private(set) var isScreenAsleep = false

    /// Blanks the screen (``RenderTarget/setAsleep(_:)``) and stops drawing. Loop thread only.
    public func sleepScreen() {
        loop.preconditionInLoop()
        guard !isScreenAsleep else { return }
        isScreenAsleep = true
        target?.setAsleep(true)
    }

    /// Lights the screen again and draws a whole frame at the next tick. Loop thread only.
    public func wakeScreen() {
        loop.preconditionInLoop()
        guard isScreenAsleep else { return }
        isScreenAsleep = false
        target?.setAsleep(false)
        redraw()
    }

    /// Wakes a blanked screen for input that arrived; returns whether it was blanked, in
    /// which case the input that woke it should do nothing else (a touch on a dark
    /// screen is meant to light it, not to press what it cannot see). Loop thread only.
    public func wakeForInput() -> Bool {
        guard isScreenAsleep else { return false }
        wakeScreen()
        graph.logger.info("woken by input")
        return true
    }

    /// Asks for a full frame at the next tick (the target's size changed).
    public func redraw() {
        needsFullFrame = true
        loop.requestTick()
    }

    /// Adds `source` to the tick's input phase, which runs before the update so the state
    /// writes its events make apply in the same tick. The host does not keep it alive.
    /// Loop thread only (checked).
    public func addInputSource(_ source: some InputSource) {
        loop.preconditionInLoop()
        inputSources.append(WeakInputSource(source: source))
    }

    /// Calls `observer` with each display list presented on the target, and the damage it
    /// was presented with. Loop thread only (checked).
    public func onFrame(_ observer: @escaping (DisplayList, Damage) -> Void) {
        loop.preconditionInLoop()
        frameObservers.append(observer)
    }

    /// What the target shows (as of the last frame), or, with no target, the tree's list.
    public var displayList: DisplayList {
        graph.surface.listIsCurrent ? DisplayList(items: graph.surface.items) : graph.displayList()
    }

    /// One tick, top to bottom: each phase measured once, in the order it runs (the loop
    /// has run the drain phase before this).
    private func runPipeline(_ tick: inout Tick) {
        // input: dispatch queued input events; their writes join the log.
        if !inputSources.isEmpty {
            let handled = tick.measure(.input) { () -> Int in
                var handled = 0
                for entry in inputSources { handled += entry.source?.deliverEvents(to: self) ?? 0 }
                return handled
            }
            tick.count(handled, as: .eventsHandled)
        }
        // update: apply the write log group by group, an update pass after each.
        graph.update(&tick)
        // animate: step the running animations at the tick's time.
        graph.animate(&tick)
        // layout: refresh the render items of what changed, then lay out only the subtrees
        // whose size inputs changed.
        let placed = tick.measure(.layout) { () -> Int? in
            graph.render()
            guard let size = target?.size ?? sizeWithoutTarget, !isScreenAsleep,
                  needsFullFrame || graph.surface.hasChanges else { return nil }
            return graph.layout(in: size)
        }
        guard let placed else { return }
        tick.count(placed, as: .nodesLaidOut)
        guard let target else {
            // Laid out for what the tree reads (geometry, frames); nothing is drawn.
            graph.surface.forgetDrawing()
            return
        }
        // render: the display list's changed items, and the damaged area on the target.
        let damage = tick.measure(.render) { () -> Damage in
            let (list, damage) = graph.refreshDisplayList(on: target.size, full: needsFullFrame)
            needsFullFrame = false
            if !damage.isEmpty {
                target.present(list, damage: damage)
                for observer in frameObservers { observer(list, damage) }
            }
            return damage
        }
        tick.count(Int(damage.area), as: .areaRedrawn)
    }
}

/// An input source the host does not keep alive.
private struct WeakInputSource {
    weak var source: (any InputSource)?
}
