/// A type-erased gesture.
public struct AnyGesture<Value> {
    public typealias Body = Never
    /// The values it gives: its `Value` parameter.
    public static var _valueType: Value.Type { Value.self }

    private let gesture: any Gesture<Value>

    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        self.gesture = gesture
    }

    @MainActor func makeRecognizer() -> GestureRecognizer<Value> { gesture.recognizer() }
}

extension AnyGesture: PrimitiveGesture {}
