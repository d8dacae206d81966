@_spi(Machinery) import ClockworkCore

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation: two
/// fingers turning around each other.
public struct RotateGesture {
    /// The value of a rotation gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The angle of the rotation, clockwise on the screen.
        public var rotation: Angle
        /// The current rotation velocity, a second.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public typealias Body = Never

    @MainActor func makeRecognizer() -> GestureRecognizer<Value> {
        let minimum = abs(minimumAngleDelta.radians)
        return PinchRecognizer(hasBegun: { abs(turned($0)) >= minimum }) { pinch, recognizer in
            let radians = turned(pinch)
            let start = recognizer.location(pinch.startCenter, in: .local)
            return Value(time: Date(), rotation: .radians(radians), velocity: .radians(pinch.seconds > 0 ? radians / pinch.seconds : 0),
                         startAnchor: unitPoint(start, in: recognizer.node), startLocation: start)
        }
    }
}

extension RotateGesture: PrimitiveGesture {}

/// How far the fingers turned from the start, in radians, between -π and π.
private func turned(_ pinch: PinchRecognizer<RotateGesture.Value>.Pinch) -> Double {
    let turn = pinch.angle - pinch.startAngle
    return atan2(sin(turn), cos(turn))
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation:
/// iOS 13's form of ``RotateGesture``, whose value is the angle alone.
public struct RotationGesture {
    public typealias Value = Angle
    public typealias Body = Never

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    @MainActor func makeRecognizer() -> GestureRecognizer<Angle> {
        MappedRecognizer(RotateGesture(minimumAngleDelta: minimumAngleDelta).makeRecognizer()) { $0.rotation }
    }
}

extension RotationGesture: PrimitiveGesture {}
