import ClockworkLoop
import Foundation

/// A scroll view coasting after a flick: it goes on at the finger's speed and slows down
/// as a UIScrollView does at its normal deceleration (the speed keeps 0.998 of itself each
/// millisecond), a step each tick, until it is slower than a few units a second or a
/// finger touches the screen again.
@MainActor
package final class ScrollMomentum {
    /// The rate the speed decays at, a second: ln(0.998) for each of 1,000 milliseconds.
    static let decay = 1000 * log(0.998)
    /// Below this speed (units a second) the content stops.
    static let stoppingSpeed = 10.0

    private let loop: EventLoop
    private weak var scrollView: ViewNode?
    private var velocity = Point(x: 0, y: 0)
    private var stepped = MonotonicInstant(nanoseconds: 0)
    private var next: ScheduledWork?

    init(loop: EventLoop) {
        self.loop = loop
    }

    /// How far a flick at `speed` (units a second) carries the content before it stops.
    package static func distance(of speed: Double) -> Double { -speed / decay }

    /// Coasts `scrollView` at `velocity` (units a second, right and down) from now.
    func start(_ scrollView: ViewNode, velocity: Point) {
        stop()
        guard (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot() >= Self.stoppingSpeed else { return }
        self.scrollView = scrollView
        self.velocity = velocity
        stepped = loop.now
        scheduleStep()
    }

    /// Stops coasting where the content is.
    func stop() {
        next?.cancel()
        next = nil
        scrollView = nil
    }

    private func scheduleStep() {
        next = loop.schedule(after: .nanoseconds(1_000_000_000 / Int64(loop.configuration.ticksPerSecond))) { [weak self] in
            MainActor.assumeIsolated { self?.step() }
        }
    }

    private func step() {
        guard let scrollView, scrollView.isMounted else { return stop() }
        let now = loop.now
        let seconds = (now - stepped).seconds
        stepped = now
        // The distance the decaying speed covers in `seconds`, exactly.
        let kept = exp(Self.decay * seconds)
        let covered = (kept - 1) / Self.decay
        let distance = Point(x: velocity.x * covered, y: velocity.y * covered)
        velocity = Point(x: velocity.x * kept, y: velocity.y * kept)
        do {
            try scrollView.graph.perform(.scroll(x: distance.x, y: distance.y), onControlAt: scrollView)
        } catch {
            return stop()
        }
        if (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot() < Self.stoppingSpeed { return stop() }
        scheduleStep()
    }
}
