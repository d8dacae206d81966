@_spi(Machinery) import ClockworkCore

/// A gesture that recognizes a magnification motion and tracks the amount of
/// magnification: two fingers moving apart or together.
public struct MagnifyGesture {
    /// The value of a magnify gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by: 2 when the fingers are
        /// twice as far apart as they started.
        public var magnification: CGFloat
        /// The current magnification velocity, a second.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public typealias Body = Never

    @MainActor func makeRecognizer() -> GestureRecognizer<Value> {
        let minimum = Double(minimumScaleDelta)
        return PinchRecognizer(hasBegun: { abs($0.span / max($0.startSpan, 1) - 1) >= minimum }) { pinch, recognizer in
            let magnification = pinch.span / max(pinch.startSpan, 1)
            let start = recognizer.location(pinch.startCenter, in: .local)
            return Value(time: Date(), magnification: magnification,
                         velocity: pinch.seconds > 0 ? (magnification - 1) / pinch.seconds : 0,
                         startAnchor: unitPoint(start, in: recognizer.node), startLocation: start)
        }
    }
}

extension MagnifyGesture: PrimitiveGesture {}

/// `point` (the view's local space) as a unit point of `node`'s frame.
@MainActor func unitPoint(_ point: CGPoint, in node: ViewNode?) -> UnitPoint {
    guard let size = node?.frame.size, size.width > 0, size.height > 0 else { return .center }
    return UnitPoint(x: point.x / size.width, y: point.y / size.height)
}

/// A gesture that recognizes a magnification motion and tracks the amount of
/// magnification: iOS 13's form of ``MagnifyGesture``, whose value is the magnification
/// alone.
public struct MagnificationGesture {
    public typealias Value = CGFloat
    public typealias Body = Never

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    @MainActor func makeRecognizer() -> GestureRecognizer<CGFloat> {
        MappedRecognizer(MagnifyGesture(minimumScaleDelta: minimumScaleDelta).makeRecognizer()) { $0.magnification }
    }
}

extension MagnificationGesture: PrimitiveGesture {}
