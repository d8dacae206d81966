@_spi(Machinery) import ClockworkCore

/// A gesture that recognizes one or more taps.
public struct TapGesture {
    /// The number of taps required to recognize the gesture.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) {
        self.count = count
    }

    public typealias Value = Void
    public typealias Body = Never

    @MainActor func makeRecognizer() -> GestureRecognizer<Void> {
        TapRecognizer(count: count, space: .local) { _ in () }
    }
}

extension TapGesture: PrimitiveGesture {}
