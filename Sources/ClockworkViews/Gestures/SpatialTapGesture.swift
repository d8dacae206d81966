@_spi(Machinery) import ClockworkCore

/// A gesture that recognizes one or more taps and reports their location.
public struct SpatialTapGesture {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of
    /// the gesture's location.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// Creates a tap gesture with the number of required taps and the coordinate space of
    /// the gesture's location, named by the ``CoordinateSpace`` enumeration (iOS 16's
    /// first form).
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public typealias Body = Never

    @MainActor func makeRecognizer() -> GestureRecognizer<Value> {
        TapRecognizer(count: count, space: coordinateSpace) { Value(location: $0) }
    }
}

extension SpatialTapGesture: PrimitiveGesture {}
