@_spi(Machinery) import ClockworkCore
import ClockworkLoop

/// A gesture that succeeds when the user performs a long press.
///
/// Its value is `true` from the moment the finger goes down (what `updating` reads to show
/// a press in progress); it ends, `true`, once the finger has stayed down
/// `minimumDuration` seconds without moving further than `maximumDistance`, and fails if
/// the finger lifts or strays before.
public struct LongPressGesture {
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that
    /// the interaction can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public typealias Value = Bool
    public typealias Body = Never

    @MainActor func makeRecognizer() -> GestureRecognizer<Bool> {
        LongPressRecognizer(duration: .nanoseconds(Int64(max(minimumDuration, 0) * 1e9)), maximumDistance: Double(maximumDistance))
    }
}

extension LongPressGesture: PrimitiveGesture {}

/// Recognizes a finger held still long enough.
final class LongPressRecognizer: GestureRecognizer<Bool> {
    private let duration: Duration
    private let maximumDistance: Double
    private var start: Point?
    private var completesAt: MonotonicInstant?

    init(duration: Duration, maximumDistance: Double) {
        self.duration = duration
        self.maximumDistance = maximumDistance
    }

    override var deadline: MonotonicInstant? { state == .possible ? completesAt : nil }

    override var recognizesMoving: Bool { false }

    override func touchesChanged(_ contacts: TouchContacts) {
        guard state == .possible else { return }
        let touch = contacts.latest
        switch touch.phase {
        case .began:
            guard start == nil else { return }
            start = touch.location
            completesAt = contacts.now + duration
            set(true)
            if duration == .zero { state = .ended }
        case .moved:
            if let start, start.distance(to: touch.location) > maximumDistance { state = .failed }
        case .ended, .cancelled:
            state = .failed
        }
    }

    override func timePassed(_ now: MonotonicInstant) {
        guard state == .possible, let completesAt, now >= completesAt else { return }
        state = .ended
    }

}
