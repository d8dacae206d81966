@_spi(Machinery) import ClockworkCore
import ClockworkLoop

/// A recognizer made of two others, each attached to the same view and reset with it:
/// what `simultaneously`, `sequenced` and `exclusively` make. By default both see every
/// touch and the time while they have not failed; ``follow()`` then decides the pair's
/// state and value from theirs.
class PairRecognizer<A, B, Value>: GestureRecognizer<Value> {
    let first: GestureRecognizer<A>
    let second: GestureRecognizer<B>

    init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>) {
        self.first = first
        self.second = second
    }

    override var deadline: MonotonicInstant? { [first.deadline, second.deadline].compactMap { $0 }.min() }

    override var recognizesMoving: Bool { first.recognizesMoving || second.recognizesMoving }

    override func attach(to node: ViewNode) {
        super.attach(to: node)
        first.attach(to: node)
        second.attach(to: node)
    }

    override func touchesChanged(_ contacts: TouchContacts) {
        if first.state != .failed { first.touchesChanged(contacts) }
        if second.state != .failed { second.touchesChanged(contacts) }
        follow()
    }

    override func timePassed(_ now: MonotonicInstant) {
        if first.state != .failed { first.timePassed(now) }
        if second.state != .failed { second.timePassed(now) }
        follow()
    }

    override func reset() {
        first.reset()
        second.reset()
        super.reset()
    }

    /// Takes the pair's state and value from the two recognizers'.
    func follow() {}
}
