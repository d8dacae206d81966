@_spi(Machinery) import ClockworkCore
import ClockworkLoop

/// A gesture that's a sequence of two gestures: the second starts when the first ends,
/// with the fingers where they are (a long press, then a drag).
public struct SequenceGesture<First: Gesture, Second: Gesture> {
    /// The value of a sequence gesture that helps to detect whether the first gesture
    /// succeeded, so the second gesture can start.
    public enum Value {
        /// The first gesture is going, with this value.
        case first(First.Value)
        /// The first gesture ended with the first value; the second has the second, once
        /// it has one.
        case second(First.Value, Second.Value?)
    }

    public typealias Body = Never

    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @MainActor func makeRecognizer() -> GestureRecognizer<Value> {
        SequenceRecognizer(first.recognizer(), second.recognizer(), firstValue: Value.first, secondValue: Value.second)
    }
}

extension SequenceGesture: PrimitiveGesture {}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// The first gesture sees the touches until it ends; then the second does, starting from
/// the fingers down then. It fails when either fails, and ends when the second ends.
private final class SequenceRecognizer<A, B, Value>: PairRecognizer<A, B, Value> {
    private let firstValue: (A) -> Value
    private let secondValue: (A, B?) -> Value
    private var contacts: TouchContacts?

    init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>, firstValue: @escaping (A) -> Value,
         secondValue: @escaping (A, B?) -> Value) {
        self.firstValue = firstValue
        self.secondValue = secondValue
        super.init(first, second)
    }

    override var deadline: MonotonicInstant? { first.state == .ended ? second.deadline : first.deadline }

    override func touchesChanged(_ contacts: TouchContacts) {
        self.contacts = contacts
        if first.state == .ended {
            second.touchesChanged(contacts)
        } else {
            first.touchesChanged(contacts)
            if first.state == .ended { startSecond() }
        }
        follow()
    }

    override func timePassed(_ now: MonotonicInstant) {
        if first.state == .ended {
            second.timePassed(now)
        } else {
            first.timePassed(now)
            if first.state == .ended { startSecond() }
        }
        follow()
    }

    override func report() {
        first.report()
        if first.state == .ended { second.report() }
        super.report()
    }

    /// The second gesture begins with each finger down now, as if it went down there.
    private func startSecond() {
        guard var contacts else { return }
        for contact in contacts.down {
            contacts.latest = Touch(id: contact.id, .began, at: contact.location)
            second.touchesChanged(contacts)
        }
    }

    override func follow() {
        guard let value = first.value else {
            if first.state == .failed { state = .failed }
            return
        }
        switch first.state {
        case .possible, .recognized:
            if first.hasNewValue { set(firstValue(value)) }
            state = first.state
        case .failed:
            state = .failed
        case .ended:
            if second.hasNewValue || self.value == nil || second.value == nil { set(secondValue(value, second.value)) }
            state = switch second.state {
            case .failed: .failed
            case .ended: .ended
            case .possible, .recognized: .recognized
            }
        }
    }
}
