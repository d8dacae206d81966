@_spi(Machinery) import ClockworkCore
import ClockworkLoop

/// Recognizes `count` taps of one finger: each lifts within the slop of where it went
/// down, each next one goes down within 0.35 s of the last lifting, near the first.
/// Its value is made from where the last tap went down.
final class TapRecognizer<Value>: GestureRecognizer<Value> {
    /// How long a multiple tap waits for its next tap.
    static var interval: Duration { .milliseconds(350) }
    /// How far (layout units) a finger may move during a tap: 10 points, or a cell in
    /// character cells, as a control's press allows.
    private var slop: Double { min(10, node?.graph.layoutMetrics.cell.height ?? 10) }
    /// How far from the first tap the later ones of a multiple tap may land: 45 points,
    /// or 4.5 cells.
    private var spread: Double { 4.5 * slop }

    private let count: Int
    private let space: CoordinateSpace
    private let makeValue: (CGPoint) -> Value
    private var taps = 0
    private var first: Point?
    private var down: Point?
    private var waitingUntil: MonotonicInstant?

    init(count: Int, space: CoordinateSpace, makeValue: @escaping (CGPoint) -> Value) {
        self.count = max(count, 1)
        self.space = space
        self.makeValue = makeValue
    }

    override var deadline: MonotonicInstant? { state == .possible ? waitingUntil : nil }

    override var recognizesMoving: Bool { false }

    override func touchesChanged(_ contacts: TouchContacts) {
        guard state == .possible else { return }
        let touch = contacts.latest
        switch touch.phase {
        case .began:
            let isNear = first.map { $0.distance(to: touch.location) <= spread } ?? true
            guard contacts.down.count == 1, down == nil, isNear else {
                state = .failed
                return
            }
            first = first ?? touch.location
            down = touch.location
            waitingUntil = nil
        case .moved:
            if let down, down.distance(to: touch.location) > slop { state = .failed }
        case .ended:
            guard let down else { return }
            self.down = nil
            taps += 1
            if taps == count {
                set(makeValue(location(down, in: space)))
                state = .ended
            } else {
                waitingUntil = contacts.now + Self.interval
            }
        case .cancelled:
            state = .failed
        }
    }

    override func timePassed(_ now: MonotonicInstant) {
        if let waitingUntil, now >= waitingUntil { state = .failed }
    }

}
