/// A control's own tap, as a finger makes it: the control shows pressed while the finger
/// is down on it, and is tapped where the finger went down when it lifts there. Moving
/// further than the slop, or a second finger, cancels it (and lets a scroll view around
/// it drag), as on iOS; on a control a finger drags (a slider), moving sets it instead.
final class ControlPress: TouchRecognizer {
    private let control: ViewNode
    private let slop: Double
    private var start: Point?
    /// Where a finger dragging the control last was.
    private var dragged: Point?

    init(control: ViewNode, slop: Double) {
        self.control = control
        self.slop = slop
        super.init()
        node = control
    }

    override func touchesChanged(_ contacts: TouchContacts) {
        guard state == .possible || state == .recognized else { return }
        let latest = contacts.latest
        switch latest.phase {
        case .began where start == nil:
            start = latest.location
            control.graph.showPressed(control)
        case .began, .cancelled:
            fail()
        case .moved:
            guard let start, start.distance(to: latest.location) > slop || state == .recognized else { return }
            guard control.content is DraggableControl else { return fail() }
            state = .recognized
            dragged = latest.location
            hasNewValue = true
        case .ended:
            state = .ended
        }
    }

    override func report() {
        // A control taken off the screen while the finger was down does nothing.
        guard control.isMounted else { return }
        let graph = control.graph
        if hasNewValue, let dragged, let draggable = control.content as? DraggableControl {
            hasNewValue = false
            do {
                try graph.perform(draggable.input(dragTo: graph.localPoint(dragged, of: control)), onControlAt: control)
            } catch {
                graph.logger.debug("a drag did nothing", metadata: ["control": "\(control.typeName)", "reason": "\(error)"])
            }
        }
        guard state == .ended, let start, dragged == nil else { return }
        if graph.pressedControl === control { graph.showPressed(nil) }
        do {
            try graph.tap(at: start, onControlAt: control)
        } catch {
            graph.logger.debug("a tap did nothing", metadata: ["control": "\(control.typeName)", "reason": "\(error)"])
        }
    }

    override func reset() {
        if control.graph.pressedControl === control { control.graph.showPressed(nil) }
    }

    private func fail() {
        state = .failed
        reset()
    }
}

extension Point {
    /// How far `other` is from this point.
    package func distance(to other: Point) -> Double {
        let (dx, dy) = (other.x - x, other.y - y)
        return (dx * dx + dy * dy).squareRoot()
    }
}
