@_spi(Machinery) import ClockworkCore

/// A gesture that consists of two gestures where only one of them can succeed: the first,
/// if it does; the second only once the first has failed.
public struct ExclusiveGesture<First: Gesture, Second: Gesture> {
    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    public enum Value {
        /// The first gesture succeeded, with this value.
        case first(First.Value)
        /// The second gesture succeeded, with this value.
        case second(Second.Value)
    }

    public typealias Body = Never

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @MainActor func makeRecognizer() -> GestureRecognizer<Value> {
        ExclusiveRecognizer(first.recognizer(), second.recognizer(), firstValue: Value.first, secondValue: Value.second)
    }
}

extension ExclusiveGesture: PrimitiveGesture {}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Both gestures see every touch; the first wins as soon as it is recognized, the second
/// waits for the first to fail.
private final class ExclusiveRecognizer<A, B, Value>: PairRecognizer<A, B, Value> {
    private let firstValue: (A) -> Value
    private let secondValue: (B) -> Value

    init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>, firstValue: @escaping (A) -> Value,
         secondValue: @escaping (B) -> Value) {
        self.firstValue = firstValue
        self.secondValue = secondValue
        super.init(first, second)
    }

    override func report() {
        if first.state != .failed {
            first.report()
        } else {
            second.report()
        }
        super.report()
    }

    override func follow() {
        switch first.state {
        case .recognized, .ended:
            if second.state != .failed {
                second.state = .failed
                second.reset()
            }
            if first.hasNewValue, let value = first.value { set(firstValue(value)) }
            state = first.state
        case .possible:
            state = .possible
        case .failed:
            if second.hasNewValue, let value = second.value { set(secondValue(value)) }
            state = second.state
        }
    }
}

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    public nonisolated func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Sequences a gesture with another one to create a new gesture, which results in the
    /// second gesture only receiving events after the first gesture succeeds.
    public nonisolated func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines two gestures exclusively to create a new gesture where only one gesture
    /// succeeds, giving precedence to the first gesture.
    public nonisolated func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
