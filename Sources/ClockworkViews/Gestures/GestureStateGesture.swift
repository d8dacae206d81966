@_spi(Machinery) import ClockworkCore

/// A gesture that updates the state provided by a gesture's updating callback
/// (`updating(_:body:)`): while the gesture runs, each of its values goes through `body`
/// into the gesture state; when it ends or is cancelled, the state resets.
public struct GestureStateGesture<Base: Gesture, State> {
    public typealias Value = Base.Value
    public typealias Body = Never

    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state
    /// of the gesture, and a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    public init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    @MainActor func makeRecognizer() -> GestureRecognizer<Value> {
        let recognizer = base.recognizer()
        let (state, update) = (self.state, self.body)
        var updated = false
        recognizer.changed.append { value in
            updated = true
            state.update { current, transaction in update(value, &current, &transaction) }
        }
        recognizer.resets.append {
            if updated { state.reset() }
        }
        return recognizer
    }
}

extension GestureStateGesture: PrimitiveGesture {}

extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes; the
    /// property returns to its initial value when the gesture ends or is cancelled.
    public nonisolated func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
