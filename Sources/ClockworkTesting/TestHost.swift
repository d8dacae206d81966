@_exported import ClockworkCore
@_exported import ClockworkViews
@_exported import ClockworkFoundationCompat
@_exported import ClockworkLoop
import ClockworkPixels
import Logging

/// A headless host for unit tests of Clockwork views, in the spirit of Flutter's
/// `WidgetTester`: mount a view on a manual clock, act on it, advance time, and read what
/// it shows.
///
/// ```swift
/// @Test @MainActor func tappingPlayShowsPause() throws {
///     let host = try TestHost(PlayButton())
///     try host.tap("Play")
///     #expect(host.contains("Pause"))
/// }
/// ```
///
/// Input (``tap(_:)``, ``toggle(_:)``, ``type(_:into:)``) runs the control's action as an
/// input event would, then runs the tick that applies its state changes. Time moves only
/// through ``advance(by:)`` and ``pump()``; nothing sleeps, except to let a Foundation timer
/// come due on the wall clock (see ``advance(by:)``).
///
/// Async tests work too: the host's loop follows the main actor (Swift may resume an
/// `@MainActor` test on another thread after an `await`), and ``settle()`` lets the tasks
/// views started (`.task`, `Task {}` in actions) run and applies what they change.
@MainActor
public final class TestHost {
    /// The manual clock the host's loop ticks on.
    public let clock: ManualClock
    /// The host's loop (owned by the calling thread).
    public let loop: EventLoop
    /// The live view tree.
    public let graph: ViewGraph
    private let host: GraphHost
    /// Where each finger a test put down is.
    private var fingers: [Int: Point] = [:]

    /// The size a host lays its view out at when no target is presented: a terminal's
    /// 80 × 24 cells.
    public static let defaultSize = Size(width: 80, height: 24)

    /// Mounts `root` on a new loop ticking `ticksPerSecond` times a second on a manual clock,
    /// laid out at `size` (in cells, as a terminal lays it out) until a target is presented;
    /// the graph's warnings go to `logger`.
    ///
    /// Every tick lays the tree out as a screen would, so what a test reads (a
    /// `GeometryReader`'s size, a text's wrapping) is what that screen shows. With `size`
    /// `nil`, nothing is laid out but by the test itself (``ViewGraph/layout(in:)``): for
    /// tests of layout's own work.
    public init<Root: View>(_ root: Root, size: Size? = TestHost.defaultSize, ticksPerSecond: Int = 60,
                            logger: Logger = Logger(label: "clockwork.graph")) throws {
        clock = ManualClock()
        loop = try EventLoop(configuration: .init(ticksPerSecond: ticksPerSecond, clock: .manual(clock), ownership: .mainActor))
        host = GraphHost(root: root, loop: loop, logger: logger)
        host.sizeWithoutTarget = size
        graph = host.graph
        runFirstTick()
    }

    /// Runs the tick a new host or target asked for, at its grid time, and what follows.
    private func runFirstTick() {
        if let next = loop.nextTickTime { loop.advance(by: max(.zero, next - clock.now)) }
        pump()
    }

    // MARK: Time

    /// Moves the clock forward by `duration`, running every tick that falls due, and firing
    /// the Foundation timers (`Timer.scheduledTimer`) that fall due in order with them.
    ///
    /// Foundation's timers read the wall clock, so a span that holds one passes at real
    /// speed: advancing one second past a timer that fires every tenth of a second takes a
    /// second. With none, the whole span passes at once. Models that tick by
    /// `Timer.publish` run on the manual clock alone. The timers are those of the run loop
    /// of the thread the host runs on, where `Timer.scheduledTimer` puts them (under
    /// `swift test` on Linux the main actor runs on a worker thread, so a timer added to
    /// `RunLoop.main` itself does not fire here).
    public func advance(by duration: Duration) {
        let end = clock.now + duration
        let start = (manual: clock.now, wall: Date())
        var previous = Date.distantPast
        var retries = 0
        while let date = RunLoop.current.fireDueWork() {
            // A date that does not move on is a timer the run loop did not fire yet: its
            // monotonic time may lag the wall clock by a little, so it is tried again for a
            // while; one that never fires (a timer whose own block called this) is given up.
            if date <= previous {
                retries += 1
                guard retries < 100 else { break }
                Thread.sleep(forTimeInterval: 0.001)
                continue
            }
            retries = 0
            let due = start.manual + .nanoseconds(Int64(max(0, date.timeIntervalSince(start.wall)) * 1e9))
            guard due <= end else { break }
            loop.advance(by: max(.zero, due - clock.now))
            Thread.sleep(until: date)
            previous = date
        }
        loop.advance(by: max(.zero, end - clock.now))
    }

    /// Applies whatever changes are pending: fires the Foundation timers that are due,
    /// processes loop events (writes from other threads) and runs the scheduled ticks,
    /// moving the clock only as far as the next one's grid time, until no change waits (at
    /// most one second's worth of ticks).
    /// Animations the changes start stand at their first frame; only ``advance(by:)``
    /// moves them on.
    public func pump() {
        var ticks = 0
        while true {
            // Events first, each time: a write another thread made during the last tick
            // (or a Foundation timer that came due) asks for the next one here.
            _ = RunLoop.current.fireDueWork()
            loop.runOnce()
            guard let next = loop.nextTickTime, graph.hasPendingChanges, ticks < loop.configuration.ticksPerSecond else { return }
            loop.advance(by: max(.zero, next - clock.now))
            ticks += 1
        }
    }

    /// Lets main-actor work run — the tasks views started, `Task {}`s from actions, main
    /// queue blocks — and applies the changes it makes, until the views' tasks have
    /// finished and nothing is pending, or until what runs is waiting on something else
    /// (a sleep, I/O): 100 turns in a row with nothing new. Tasks that were cancelled are
    /// waited for until they return (their sleeps wake on another thread), for at most
    /// five seconds: one that ignores its cancellation is not waited for longer.
    /// Animations stand still, as in ``pump()``.
    ///
    /// Code that sleeps keeps a test waiting for real time; give it a clock or a delay to
    /// sleep for that tests set to zero, as you would under SwiftUI.
    public func settle() async {
        var quietTurns = 0
        let deadline = ContinuousClock.now + .seconds(5)
        pump()
        while quietTurns < 100 || (graph.cancelledTasks > 0 && ContinuousClock.now < deadline) {
            let before = (graph.runningTasks, loop.recorder.latest?.number)
            if quietTurns < 100 {
                await Task.yield()
            } else {
                try? await Task.sleep(for: .milliseconds(1))
            }
            pump()
            let quiet = before == (graph.runningTasks, loop.recorder.latest?.number) && !graph.hasPendingChanges
            quietTurns = quiet ? quietTurns + 1 : 0
            if quietTurns >= 2 && graph.runningTasks == 0 { return }
        }
    }

    // MARK: Input

    /// Taps the control `target` names (a button's action, a toggle's flip) and pumps.
    public func tap(_ target: String) throws {
        try graph.perform(.activate, on: target)
        pump()
    }

    /// Flips the toggle `target` names and pumps.
    public func toggle(_ target: String) throws {
        try graph.perform(.toggle, on: target)
        pump()
    }

    /// Replaces the text of the text field `target` names and pumps.
    public func type(_ text: String, into target: String) throws {
        try graph.perform(.setText(text), on: target)
        pump()
    }

    /// Sets the value of the slider `target` names (clamped to its range, snapped to its
    /// step) and pumps.
    public func set(_ value: Double, on target: String) throws {
        try graph.perform(.setValue(value), on: target)
        pump()
    }

    /// Steps the stepper or slider `target` names up (a picker: its next option) and pumps.
    public func increment(_ target: String) throws {
        try graph.perform(.increment, on: target)
        pump()
    }

    /// Steps the stepper or slider `target` names down (a picker: its previous option) and
    /// pumps.
    public func decrement(_ target: String) throws {
        try graph.perform(.decrement, on: target)
        pump()
    }

    /// Chooses the option showing `option` (or tagged so) in the picker `target` names, and
    /// pumps.
    public func select(_ option: String, in target: String) throws {
        try graph.perform(.select(option), on: target)
        pump()
    }

    /// Scrolls the scroll view `target` names (or the one around the text it shows) by `y`
    /// units down and `x` right (negative: back), and pumps.
    public func scroll(_ target: String, x: Double = 0, y: Double) throws {
        try graph.perform(.scroll(x: x, y: y), on: target)
        pump()
    }

    /// Reveals the swipe actions at `edge` of the list row `target` names, as the input
    /// socket's `swipe` does, and pumps.
    public func swipe(_ target: String, edge: HorizontalEdge = .trailing) throws {
        try graph.swipe(target, edge: edge)
        pump()
    }

    /// Opens the menu of the view `target` names (a `Menu`, or a view with `.contextMenu`)
    /// as the input socket's `menu` does, and pumps.
    public func showMenu(_ target: String) throws {
        try graph.openMenu(of: target)
        pump()
    }

    /// Goes back as the input socket's `back` and the Escape key do (pops the innermost
    /// pushed screen, else dismisses the frontmost sheet, alert or dialog), and pumps.
    public func goBack() throws {
        try graph.goBack()
        pump()
    }

    /// Presses a focus key (Tab, Shift+Tab, Enter, Space, the arrows) as the input socket's `key`
    /// command does, and pumps. Returns the control that took focus or was activated.
    @discardableResult
    public func press(_ key: FocusKey) throws -> ViewNode {
        let node = try graph.focus.press(key)
        pump()
        return node
    }

    // MARK: Reading

    /// The render tree as a stable text dump (see ``ViewGraph/renderTreeDump()``).
    public var renderTree: String { graph.renderTreeDump() }

    /// The accessibility tree as indented lines, one element a line: what a screen reader
    /// or a remote agent sees (see ``ViewGraph/accessibilityDump()``).
    public var accessibilityTree: String { graph.accessibilityDump() }

    /// Whether some view carries the accessibility identifier, or shows the text, `target`.
    public func contains(_ target: String) -> Bool {
        graph.contains(target)
    }

    /// The views drawn in pixels (Cairo and Pango, as a framebuffer shows them) on a
    /// screen of `width` × `height` pixels laid out in `units`, in `theme`'s colors, as PNG
    /// bytes: for golden images and for reading text back with OCR. Lays the tree out for
    /// that screen (in points, with its text measure and metrics, which the graph keeps).
    public func snapshotPNG(width: Int = 800, height: Int = 480, units: PixelUnits = .standardCells,
                            theme: PixelTheme = .dark) throws -> [UInt8] {
        let canvas = try PixelCanvas(width: width, height: height, units: units, theme: theme)
        graph.textMeasure = canvas.textMeasure
        graph.layoutMetrics = canvas.layoutMetrics
        // Metrics of the other medium build the views again (``ViewGraph/layoutMetrics``).
        if graph.hasPendingChanges { pump() }
        graph.layout(in: canvas.layoutSize)
        canvas.draw(graph.displayList())
        return try canvas.png()
    }

    /// Delivers `event` as an input device would (a touch, a key, a drag), then runs the
    /// tick it asked for; returns the node it reached, if any.
    @discardableResult
    public func deliver(_ event: InputEvent) throws -> ViewNode? {
        let node = try host.deliver(event)
        pump()
        return node
    }

    // MARK: Touch

    /// Puts `finger` down at `point` (device units: layout units with no target), as a
    /// touchscreen reports it, and runs the tick it asks for.
    public func touchDown(at point: Point, finger: Int = 0) throws {
        fingers[finger] = point
        try deliver(.touch(Touch(id: finger, .began, at: point)))
    }

    /// Moves `finger` to `point` and runs the tick it asks for.
    public func touchMove(to point: Point, finger: Int = 0) throws {
        fingers[finger] = point
        try deliver(.touch(Touch(id: finger, .moved, at: point)))
    }

    /// Lifts `finger` where it is and runs the tick it asks for.
    public func touchUp(finger: Int = 0) throws {
        guard let point = fingers.removeValue(forKey: finger) else { return }
        try deliver(.touch(Touch(id: finger, .ended, at: point)))
    }

    /// A finger's tap at `point`: down and up at once.
    public func tap(at point: Point, finger: Int = 0) throws {
        try touchDown(at: point, finger: finger)
        try touchUp(finger: finger)
    }

    /// A finger held at `point` for `duration` on the manual clock, then lifted.
    public func longPress(at point: Point, for duration: Duration = .seconds(1), finger: Int = 0) throws {
        try touchDown(at: point, finger: finger)
        advance(by: duration)
        try touchUp(finger: finger)
    }

    /// A finger's drag from `start` to `end` in `steps` even moves over `duration` on the
    /// manual clock, lifted at the end unless `lifting` is false.
    public func drag(from start: Point, to end: Point, over duration: Duration = .milliseconds(200), steps: Int = 10,
                     finger: Int = 0, lifting: Bool = true) throws {
        try touchDown(at: start, finger: finger)
        for step in 1...max(steps, 1) {
            advance(by: duration / max(steps, 1))
            let done = Double(step) / Double(max(steps, 1))
            try touchMove(to: Point(x: start.x + (end.x - start.x) * done, y: start.y + (end.y - start.y) * done), finger: finger)
        }
        if lifting { try touchUp(finger: finger) }
    }

    /// Two fingers, 0 and 1, put down `from` to the left and right of `center`, moved to
    /// `to` either side of it, and lifted: a pinch that magnifies by `to / from` (apart, a
    /// zoom in; together, out).
    public func pinch(around center: Point, from: Double, to: Double) throws {
        try touchDown(at: Point(x: center.x - from, y: center.y), finger: 0)
        try touchDown(at: Point(x: center.x + from, y: center.y), finger: 1)
        try touchMove(to: Point(x: center.x - to, y: center.y), finger: 0)
        try touchMove(to: Point(x: center.x + to, y: center.y), finger: 1)
        try touchUp(finger: 0)
        try touchUp(finger: 1)
    }

    /// Shows every frame from now on on `target` as a daemon would: each tick that
    /// changes something presents the new display list with its damage.
    public func present(on target: RenderTarget) {
        host.present(on: target)
        runFirstTick()
    }

    /// Bodies evaluated by the last tick.
    public var bodiesEvaluatedInLastTick: Int64 {
        loop.recorder.latest?[.bodiesEvaluated] ?? 0
    }

    /// How many times the bodies of views of type `typeName` were evaluated, summed over
    /// every such view in the tree now.
    public func bodyEvaluations(of typeName: String) -> Int {
        graph.allNodes().filter { $0.typeName == typeName }.reduce(0) { $0 + $1.bodyEvaluations }
    }
}
