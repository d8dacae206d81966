/// A control's own tap, as a finger makes it: the control shows pressed while the finger
/// is down on it, and is tapped where the finger went down when it lifts there. Moving
/// further than the slop, or a second finger, cancels it (and lets a scroll view around
/// it drag), as on iOS.
final class ControlPress: TouchRecognizer {
    private let control: ViewNode
    private let slop: Double
    private var start: Point?

    init(control: ViewNode, slop: Double) {
        self.control = control
        self.slop = slop
        super.init()
        node = control
    }

    override func touchesChanged(_ contacts: TouchContacts) {
        guard state == .possible else { return }
        let latest = contacts.latest
        switch latest.phase {
        case .began where start == nil:
            start = latest.location
            control.graph.showPressed(control)
        case .began, .cancelled:
            fail()
        case .moved:
            if let start, start.distance(to: latest.location) > slop { fail() }
        case .ended:
            state = .ended
        }
    }

    override func report() {
        guard state == .ended, let start else { return }
        let graph = control.graph
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
