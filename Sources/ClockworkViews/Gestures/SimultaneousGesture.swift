@_spi(Machinery) import ClockworkCore
import ClockworkLoop

/// A gesture containing two gestures that can happen at the same time with neither of
/// them preceding the other.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    /// The value of a simultaneous gesture that indicates which of its two gestures
    /// receives events.
    public struct Value {
        /// The value of the first gesture, while it is recognized.
        public var first: First.Value?
        /// The value of the second gesture, while it is recognized.
        public var second: Second.Value?
    }

    public typealias Body = Never

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed
    /// independently of each other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer() -> GestureRecognizer<Value> {
        SimultaneousRecognizer(first.recognizer(), second.recognizer()) { Value(first: $0, second: $1) }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Both gestures see every touch: recognized while either is, over when neither is still
/// going and one ended, failed when both failed.
private final class SimultaneousRecognizer<A, B, Value>: GestureRecognizer<Value> {
    private let first: GestureRecognizer<A>
    private let second: GestureRecognizer<B>
    private let combine: (A?, B?) -> Value

    init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>, combine: @escaping (A?, B?) -> Value) {
        self.first = first
        self.second = second
        self.combine = combine
    }

    override var deadline: MonotonicInstant? { [first.deadline, second.deadline].compactMap { $0 }.min() }

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

    override func report() {
        if first.state != .failed { first.report() }
        if second.state != .failed { second.report() }
        super.report()
    }

    override func reset() {
        first.reset()
        second.reset()
        super.reset()
    }

    private func follow() {
        let states = [first.state, second.state]
        if first.hasNewValue || second.hasNewValue {
            set(combine(isGoing(first.state) ? first.value : nil, isGoing(second.state) ? second.value : nil))
        }
        if states.allSatisfy({ $0 == .failed }) {
            state = .failed
        } else if states.contains(.ended), !states.contains(.possible), !states.contains(.recognized) {
            state = .ended
        } else if states.contains(.recognized) || states.contains(.ended) {
            state = .recognized
        }
    }

    private func isGoing(_ state: TouchRecognizerState) -> Bool { state != .failed }
}
