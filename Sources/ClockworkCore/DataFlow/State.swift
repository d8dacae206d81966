/// A property wrapper type that can read and write a value managed by Clockwork.
///
/// The value lives in the graph, once per view identity: it survives the view value
/// being re-created by its parent and resets when the identity changes. Writes are safe
/// from any thread; they apply at the next tick, in order, exactly once, and bodies that
/// read the value are evaluated again. Declare it `private` and give it a default value.
@propertyWrapper
public struct State<Value>: GraphProperty {
    private let initialValue: Value
    private var box: StateBox<Value>?

    /// Creates a state property that stores an initial wrapped value.
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) {
        initialValue = value
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { box?.read() ?? initialValue }
        nonmutating set {
            guard let box else {
                detachedStateWrite(Value.self)
                return
            }
            box.write(newValue)
        }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        guard let box else {
            detachedStateWrite(Value.self)
            return .constant(initialValue)
        }
        return Binding(location: StateLocation(box: box))
    }

    mutating func attach(to node: ViewNode, slot: Int) {
        // A value the node evaluated before already holds its box: skip the cast.
        if let box, box === node.propertyStorage[slot] { return }
        box = StateBox.attached(nil, in: node, slot: slot, initialValue: initialValue)
    }

    func isSameInput(as other: State<Value>) -> Bool { true }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value (it starts as `nil`).
    public init() {
        initialValue = nil
    }
}

/// Reports a State used before its view was mounted: SwiftUI ignores such writes too.
private func detachedStateWrite<Value>(_: Value.Type) {
    DetachedPropertyLog.logger.warning("a State<\(Value.self)> was written or bound outside a mounted view; the write is ignored")
}

/// A binding's view of a state box.
final class StateLocation<Value>: Location<Value>, @unchecked Sendable {
    // @unchecked Sendable: immutable; the box it points at states its own invariants.
    let box: StateBox<Value>

    init(box: StateBox<Value>) {
        self.box = box
    }

    override func get() -> Value { box.read() }
    override func set(_ value: Value) { box.write(value) }
    override func isSame(as other: Location<Value>) -> Bool {
        (other as? StateLocation<Value>)?.box === box
    }
}
