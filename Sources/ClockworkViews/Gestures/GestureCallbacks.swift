/// A gesture that runs an action when its value changes (`onChanged`).
public struct _ChangedGesture<Content: Gesture> where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never

    let content: Content
    let action: (Value) -> Void

    @MainActor func makeRecognizer() -> GestureRecognizer<Value> {
        let recognizer = content.recognizer()
        var last: Value?
        recognizer.changed.append { [action] value in
            guard value != last else { return }
            last = value
            action(value)
        }
        return recognizer
    }
}

extension _ChangedGesture: PrimitiveGesture {}

/// A gesture that runs an action when it ends (`onEnded`).
public struct _EndedGesture<Content: Gesture> {
    public typealias Value = Content.Value
    public typealias Body = Never

    let content: Content
    let action: (Value) -> Void

    @MainActor func makeRecognizer() -> GestureRecognizer<Value> {
        let recognizer = content.recognizer()
        recognizer.ended.append(action)
        return recognizer
    }
}

extension _EndedGesture: PrimitiveGesture {}

/// A gesture whose values are another's, transformed (`map`).
public struct _MapGesture<Content: Gesture, Value> {
    public typealias Body = Never
    /// The values it gives: its `Value` parameter.
    public static var _valueType: Value.Type { Value.self }

    let content: Content
    let transform: (Content.Value) -> Value

    @MainActor func makeRecognizer() -> GestureRecognizer<Value> {
        MappedRecognizer(content.recognizer(), transform: transform)
    }
}

extension _MapGesture: PrimitiveGesture {}

extension Gesture {
    /// Adds an action to perform when the gesture's value changes.
    public nonisolated func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> where Self.Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }

    /// Adds an action to perform when the gesture ends.
    public nonisolated func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    public nonisolated func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}
