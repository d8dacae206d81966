/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// A binding has no storage of its own: it reads and writes a ``State``, an observed
/// object's property, or anything with a getter and a setter. Reading it in a body makes
/// the body depend on the underlying state.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: GraphProperty {
    /// The binding's transaction: writes through the binding use it when it animates or
    /// disables animations, and the caller's transaction otherwise.
    public var transaction: Transaction
    let location: Location<Value>

    init(location: Location<Value>, transaction: Transaction = Transaction()) {
        self.location = location
        self.transaction = transaction
    }

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: ClosureLocation(get: get, set: { value, _ in set(value) }))
    }

    /// Creates a binding with a closure that reads the binding value, and a closure that
    /// applies a transaction when writing the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(location: ClosureLocation(get: get, set: set))
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value))
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set {
            if transaction == Transaction() {
                location.set(newValue)
            } else {
                withTransaction(transaction) { location.set(newValue) }
            }
        }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath), transaction: transaction)
    }

    /// Specifies an animation to perform when the binding value changes.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var binding = self
        binding.transaction.animation = animation
        return binding
    }

    /// Specifies a transaction for the binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }

    mutating func attach(to node: ViewNode, slot: Int) {}

    func isSameInput(as other: Binding<Value>) -> Bool {
        other.transaction == transaction && other.location.isSame(as: location)
    }
}

extension Binding {
    /// Creates a binding by projecting the base value to an unwrapped value; `nil` when the
    /// base value is `nil`.
    public init?(_ base: Binding<Value?>) {
        guard base.wrappedValue != nil else { return nil }
        let unwrapped = base.wrappedValue!
        self.init(
            location: MappedLocation(base: base.location, forward: { $0 ?? unwrapped }, backward: { .some($0) }),
            transaction: base.transaction)
    }

    /// Creates a binding by projecting the base value to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(
            location: MappedLocation(base: base.location, forward: { .some($0) }, backward: { $0 }),
            transaction: base.transaction)
    }

    /// Creates a binding by projecting the base value to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(
            location: MappedLocation(base: base.location, forward: { AnyHashable($0) }, backward: { $0.base as? V }),
            transaction: base.transaction)
    }
}

/// A binding of a sendable value is sendable, as in SwiftUI: a button's action made in a
/// nonisolated function may capture it. Its location states its own thread-safety (a
/// state's box takes writes from any thread onto the loop).
extension Binding: Sendable where Value: Sendable {}
