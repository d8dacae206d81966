@_spi(Machinery) import ClockworkCore

/// A gesture containing two gestures that can happen at the same time with neither of
/// them preceding the other.
public struct SimultaneousGesture<First: Gesture, Second: Gesture> {
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

    @MainActor func makeRecognizer() -> GestureRecognizer<Value> {
        SimultaneousRecognizer(first.recognizer(), second.recognizer()) { Value(first: $0, second: $1) }
    }
}

extension SimultaneousGesture: PrimitiveGesture {}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Both gestures see every touch: recognized while either is, over when neither is still
/// going and one ended, failed when both failed.
private final class SimultaneousRecognizer<A, B, Value>: PairRecognizer<A, B, Value> {
    private let combine: (A?, B?) -> Value

    init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>, combine: @escaping (A?, B?) -> Value) {
        self.combine = combine
        super.init(first, second)
    }

    override func report() {
        if first.state != .failed { first.report() }
        if second.state != .failed { second.report() }
        super.report()
    }

    override func follow() {
        let states = [first.state, second.state]
        if first.hasNewValue || second.hasNewValue {
            set(combine(first.state != .failed ? first.value : nil, second.state != .failed ? second.value : nil))
        }
        if states.allSatisfy({ $0 == .failed }) {
            state = .failed
        } else if states.contains(.ended), !states.contains(.possible), !states.contains(.recognized) {
            state = .ended
        } else if states.contains(.recognized) || states.contains(.ended) {
            state = .recognized
        }
    }
}
