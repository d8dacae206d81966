@_spi(Machinery) import ClockworkCore
import ClockworkLoop

/// A recognizer that passes every touch to another and reports its values transformed:
/// what `map` makes.
final class MappedRecognizer<Base, Value>: GestureRecognizer<Value> {
    private let base: GestureRecognizer<Base>
    private let transform: (Base) -> Value

    init(_ base: GestureRecognizer<Base>, transform: @escaping (Base) -> Value) {
        self.base = base
        self.transform = transform
    }

    override var deadline: MonotonicInstant? { base.deadline }

    override var recognizesMoving: Bool { base.recognizesMoving }

    override func attach(to node: ViewNode) {
        super.attach(to: node)
        base.attach(to: node)
    }

    override func touchesChanged(_ contacts: TouchContacts) {
        base.touchesChanged(contacts)
        follow()
    }

    override func timePassed(_ now: MonotonicInstant) {
        base.timePassed(now)
        follow()
    }

    override func report() {
        base.report()
        super.report()
    }

    override func reset() {
        base.reset()
        super.reset()
    }

    private func follow() {
        if base.hasNewValue, let value = base.value { set(transform(value)) }
        state = base.state
    }
}
