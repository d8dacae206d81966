/// A type-erased gesture.
public struct AnyGesture<Value>: PrimitiveGesture {
    public typealias Body = Never
    /// The values it gives: its `Value` parameter.
    public static var _valueType: Value.Type { Value.self }

    private let make: @MainActor () -> GestureRecognizer<Value>

    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        make = { gesture.recognizer() }
    }

    func makeRecognizer() -> GestureRecognizer<Value> { make() }
}
