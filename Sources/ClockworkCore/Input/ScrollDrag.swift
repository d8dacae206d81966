import ClockworkLoop

/// A scroll view's drag, as a finger makes it: once the finger moves further than the
/// slop, the content follows it (a horizontal drag across a row with swipe actions
/// reveals them instead), and when it lifts moving, the content coasts on and slows down
/// (``ScrollMomentum``).
final class ScrollDrag: TouchRecognizer {
    private let scrollView: ViewNode
    private let slop: Double
    private let coast: (ViewNode, Point) -> Void
    private var start: Point?
    /// Where the content last followed the finger to.
    private var followed: Point?
    private var latest: Point?
    private var isSwiping = false
    private var velocity = VelocityTracker()

    /// A drag of `scrollView` that calls `coast` with the finger's velocity (units a
    /// second) when it lifts.
    init(scrollView: ViewNode, slop: Double, coast: @escaping (ViewNode, Point) -> Void) {
        self.scrollView = scrollView
        self.slop = slop
        self.coast = coast
        super.init()
        node = scrollView
    }

    override func touchesChanged(_ contacts: TouchContacts) {
        let touch = contacts.latest
        guard touch.id == contacts.down.first?.id || start == nil || touch.phase == .ended else { return }
        switch touch.phase {
        case .began:
            if start == nil { start = touch.location }
            velocity.add(touch.location, at: contacts.now)
        case .moved:
            latest = touch.location
            velocity.add(touch.location, at: contacts.now)
            if state == .possible, let start, start.distance(to: touch.location) >= slop { state = .recognized }
            if state == .recognized { hasNewValue = true }
        case .ended:
            state = state == .recognized ? .ended : .failed
        case .cancelled:
            state = .failed
        }
    }

    override func report() {
        guard scrollView.isMounted else { return }
        if hasNewValue, let start, let latest {
            hasNewValue = false
            follow(from: start, to: latest)
        }
        if state == .ended, !isSwiping {
            let speed = velocity.velocity
            // The content moves against the finger: a flick up scrolls down.
            coast(scrollView, Point(x: -speed.x, y: -speed.y))
        }
    }

    private func follow(from start: Point, to point: Point) {
        let graph = scrollView.graph
        guard let from = followed else {
            followed = point
            // The first move decides: across a row with swipe actions, a swipe.
            if abs(point.x - start.x) > abs(point.y - start.y), graph.swipe(at: start, by: point.x - start.x) {
                isSwiping = true
                return
            }
            scroll(by: Point(x: start.x - point.x, y: start.y - point.y))
            return
        }
        followed = point
        guard !isSwiping else { return }
        scroll(by: Point(x: from.x - point.x, y: from.y - point.y))
    }

    private func scroll(by distance: Point) {
        do {
            try scrollView.graph.perform(.scroll(x: distance.x, y: distance.y), onControlAt: scrollView)
        } catch {
            scrollView.graph.logger.debug("a drag did not scroll", metadata: ["reason": "\(error)"])
        }
    }
}
