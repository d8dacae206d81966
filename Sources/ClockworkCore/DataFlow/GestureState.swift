/// A property wrapper type that updates a property while the user performs a gesture and
/// resets the property back to its initial state when the gesture ends.
///
/// Declare it `private` with an initial value, and hand its projected value to a
/// gesture's `updating(_:body:)`: while the gesture runs, its callback sets the value; when
/// the gesture ends or is cancelled, the value returns to the initial one by itself. Only
/// a gesture writes it: `wrappedValue` has no setter.
@propertyWrapper
public struct GestureState<Value>: GraphProperty {
    private let initialValue: Value
    private let resetBody: (Value, inout Transaction) -> Void
    private var box: StateBox<Value>?

    /// Creates a gesture state with an initial value.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, reset: { _, _ in })
    }

    /// Creates a gesture state with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates a gesture state with an initial value, reset to it in `resetTransaction`
    /// (an animated return, say).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }

    /// Creates a gesture state with an initial value, reset to it in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Creates a gesture state with an initial value; `reset` sees the value being reset
    /// and may set the transaction the reset happens in.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        resetBody = reset
    }

    /// Creates a gesture state with an initial value and a reset callback.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The value the gesture set, or the initial value while no gesture runs.
    public var wrappedValue: Value {
        box?.read() ?? initialValue
    }

    /// The gesture state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    mutating func attach(to node: ViewNode, slot: Int) {
        if let box, box === node.propertyStorage[slot] { return }
        box = StateBox.attached(nil, in: node, slot: slot, initialValue: initialValue)
    }

    func isSameInput(as other: GestureState<Value>) -> Bool { true }

    /// Lets a gesture's `updating` callback change the value: `body` gets the latest one
    /// and a transaction to make the change in.
    @MainActor package func update(_ body: (inout Value, inout Transaction) -> Void) {
        guard let box else { return }
        var value = box.read()
        var transaction = Transaction.current
        body(&value, &transaction)
        withTransaction(transaction) { box.write(value) }
    }

    /// Returns the value to its initial one: the gesture that set it ended or was cancelled.
    @MainActor package func reset() {
        guard let box else { return }
        var transaction = Transaction.current
        resetBody(box.read(), &transaction)
        withTransaction(transaction) { box.write(initialValue) }
    }
}
