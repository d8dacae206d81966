@_spi(Machinery) import ClockworkCore
import ClockworkLoop

/// Recognizes two fingers moving apart, together or around each other: what
/// `MagnifyGesture` and `RotateGesture` read. It begins once the second finger is down and
/// `hasBegun` says the change from the start is enough, reports each move, and ends when
/// either finger lifts; it fails if the first finger lifts before a second comes.
final class PinchRecognizer<Value>: GestureRecognizer<Value> {
    /// The two fingers, as they are and as they were when both were down.
    struct Pinch {
        /// The distance between the fingers, and at the start.
        var span: Double, startSpan: Double
        /// The angle of the line from the first finger to the second (radians, clockwise
        /// on the screen), and at the start.
        var angle: Double, startAngle: Double
        /// The point between the fingers at the start (layout units).
        var startCenter: Point
        /// How long since the second finger went down, in seconds.
        var seconds: Double
    }

    private let hasBegun: (Pinch) -> Bool
    private let makeValue: (Pinch, GestureRecognizer<Value>) -> Value
    private var fingers: (Int, Int)?
    private var start: (span: Double, angle: Double, center: Point, time: MonotonicInstant)?

    init(hasBegun: @escaping (Pinch) -> Bool, makeValue: @escaping (Pinch, GestureRecognizer<Value>) -> Value) {
        self.hasBegun = hasBegun
        self.makeValue = makeValue
    }

    override func touchesChanged(_ contacts: TouchContacts) {
        guard state == .possible || state == .recognized else { return }
        let touch = contacts.latest
        if touch.phase == .cancelled {
            state = .failed
            return
        }
        if let fingers, touch.phase == .ended, touch.id == fingers.0 || touch.id == fingers.1 {
            state = state == .recognized ? .ended : .failed
            return
        }
        if fingers == nil {
            if contacts.down.isEmpty {
                state = .failed
                return
            }
            guard contacts.down.count >= 2 else { return }
            let (a, b) = (contacts.down[0], contacts.down[1])
            fingers = (a.id, b.id)
            start = (a.location.distance(to: b.location), angle(a.location, b.location),
                     Point(x: (a.location.x + b.location.x) / 2, y: (a.location.y + b.location.y) / 2), contacts.now)
        }
        guard let fingers, let start,
              let a = contacts.down.first(where: { $0.id == fingers.0 }),
              let b = contacts.down.first(where: { $0.id == fingers.1 }) else { return }
        let pinch = Pinch(span: a.location.distance(to: b.location), startSpan: start.span, angle: angle(a.location, b.location),
                          startAngle: start.angle, startCenter: start.center, seconds: (contacts.now - start.time).seconds)
        if state == .possible, hasBegun(pinch) { state = .recognized }
        if state == .recognized { set(makeValue(pinch, self)) }
    }

    private func angle(_ a: Point, _ b: Point) -> Double {
        atan2(b.y - a.y, b.x - a.x)
    }
}
