import ClockworkLoop

/// A long press on a view with a context menu, as a finger makes it on iOS: held still
/// half a second, it opens the menu of what is drawn under it (as a secondary click
/// does), and nothing under it taps. Ranked above the gestures inside the view, so a
/// quick tap on a button there still taps once the press lifts too soon.
final class MenuPress: TouchRecognizer {
    /// How long a finger is held before the menu opens.
    static let duration = Duration.milliseconds(500)

    private let graph: ViewGraph
    private let slop: Double
    private var start: Point?
    private var opensAt: MonotonicInstant?

    init(graph: ViewGraph, slop: Double) {
        self.graph = graph
        self.slop = slop
        super.init()
        priority = .high
    }

    override var deadline: MonotonicInstant? { state == .possible ? opensAt : nil }

    override var recognizesMoving: Bool { false }

    override func touchesChanged(_ contacts: TouchContacts) {
        guard state == .possible else { return }
        let touch = contacts.latest
        switch touch.phase {
        case .began where start == nil:
            start = touch.location
            opensAt = contacts.now + Self.duration
        case .moved:
            if let start, start.distance(to: touch.location) > slop { state = .failed }
        case .began, .ended, .cancelled:
            state = .failed
        }
    }

    override func timePassed(_ now: MonotonicInstant) {
        if let opensAt, now >= opensAt { state = .ended }
    }

    override func report() {
        guard state == .ended, let start else { return }
        do {
            try graph.openMenu(at: start)
        } catch {
            graph.logger.debug("a long press opened no menu", metadata: ["reason": "\(error)"])
        }
    }
}
