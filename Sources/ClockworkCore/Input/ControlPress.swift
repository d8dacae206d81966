/// A control's own tap, as a finger makes it, as on iOS: the control shows pressed while
/// the finger is down on it or near it (within ``retention`` of its edges), lets go while
/// the finger is farther, and is tapped where the finger went down when it lifts near it.
/// A second finger cancels it. When a scroll view or a gesture competes for the touch,
/// moving further than the slop cancels it instead, and lets that drag; on a control a
/// finger drags (a slider), moving sets it.
final class ControlPress: TouchRecognizer {
    private let control: ViewNode
    private let slop: Double
    /// Whether a drag that competes for the touch (a scroll view's, a gesture's) takes it
    /// once the finger moves past the slop. The arena says, having gathered them all.
    var yieldsToDrags = false
    private var start: Point?
    /// Whether the finger is on the control or near it: where lifting taps it.
    private var isNear = true
    /// Where a finger dragging the control last was.
    private var dragged: Point?

    init(control: ViewNode, slop: Double) {
        self.control = control
        self.slop = slop
        super.init()
        node = control
    }

    override var recognizesMoving: Bool { false }

    /// How far beyond the control's edges a finger keeps it pressed: 70 points (UIKit's
    /// margin), or 7 cells.
    private var retention: Double { 7 * slop }

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
            if control.content is DraggableControl {
                state = .recognized
                dragged = latest.location
                hasNewValue = true
            } else if yieldsToDrags {
                fail()
            } else {
                follow(latest.location)
            }
        case .ended:
            if isNear { state = .ended } else { fail() }
        }
    }

    /// Shows the control pressed while `location` is near it, and not while it is farther.
    private func follow(_ location: Point) {
        let graph = control.graph
        let local = graph.localPoint(location, of: control), frame = control.frame
        let near = local.x >= frame.minX - retention && local.x <= frame.maxX + retention
            && local.y >= frame.minY - retention && local.y <= frame.maxY + retention
        guard near != isNear else { return }
        isNear = near
        graph.showPressed(near ? control : nil)
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
