@_spi(Machinery) import ClockworkCore
import ClockworkLoop

/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// It begins once the finger has moved `minimumDistance` (at once, for zero), reports each
/// move, and ends when the finger lifts.
public struct DragGesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The velocity of the drag gesture, in points a second.
        public var velocity: CGSize
        /// A prediction, based on the current drag velocity, of where the final location
        /// will be if dragging stopped now.
        public var predictedEndLocation: CGPoint

        /// The total translation from the start of the drag gesture to the current event.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// A prediction, based on the current drag velocity, of what the final translation
        /// will be if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture
    /// succeeds and the coordinate space of the gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// Creates a dragging gesture with the minimum dragging distance before the gesture
    /// succeeds and the coordinate space of the gesture's location, named by the
    /// ``CoordinateSpace`` enumeration (iOS 13's form, as `GeometryProxy.frame(in:)` takes).
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public typealias Body = Never

    @MainActor func makeRecognizer() -> GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: Double(minimumDistance), space: coordinateSpace)
    }
}

extension DragGesture: PrimitiveGesture {}

/// Recognizes the first finger down moving far enough, and follows it.
final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    private let minimumDistance: Double
    private let space: CoordinateSpace
    private var finger: Int?
    private var start: Point?
    private var velocity = VelocityTracker()

    init(minimumDistance: Double, space: CoordinateSpace) {
        self.minimumDistance = minimumDistance
        self.space = space
    }

    override func touchesChanged(_ contacts: TouchContacts) {
        let touch = contacts.latest
        guard state == .possible || state == .recognized else { return }
        if finger == nil, touch.phase == .began {
            finger = touch.id
            start = touch.location
        }
        guard touch.id == finger, let start else { return }
        switch touch.phase {
        case .began, .moved:
            velocity.add(touch.location, at: contacts.now)
            if state == .possible, start.distance(to: touch.location) >= minimumDistance { state = .recognized }
            if state == .recognized { set(value(at: touch.location, from: start)) }
        case .ended:
            velocity.add(touch.location, at: contacts.now)
            guard state == .recognized else {
                state = .failed
                return
            }
            set(value(at: touch.location, from: start))
            state = .ended
        case .cancelled:
            state = .failed
        }
    }

    private func value(at point: Point, from start: Point) -> DragGesture.Value {
        let speed = velocity.velocity
        let coast = ScrollMomentum.distance(of: 1)
        let predicted = Point(x: point.x + speed.x * coast, y: point.y + speed.y * coast)
        return DragGesture.Value(time: Date(), location: location(point, in: space), startLocation: location(start, in: space),
                                 velocity: CGSize(width: speed.x, height: speed.y), predictedEndLocation: location(predicted, in: space))
    }
}
