/// Where a ``Binding`` reads and writes: a state box, an object's property, a key path
/// into another location, a pair of closures.
class Location<Value>: @unchecked Sendable {
    // @unchecked Sendable: subclasses are immutable after init; what they point at
    // (state boxes, user closures and objects) carries its own thread-safety.
    func get() -> Value { fatalError("subclass") }
    func set(_ value: Value) { fatalError("subclass") }
    /// Whether both read and write the same storage (for comparing view inputs).
    func isSame(as other: Location<Value>) -> Bool { self === other }
}

/// A location reached by a key path from another location.
final class KeyPathLocation<Base, Value>: Location<Value>, @unchecked Sendable {
    // @unchecked Sendable: immutable after init.
    let base: Location<Base>
    let keyPath: WritableKeyPath<Base, Value>

    init(base: Location<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    override func get() -> Value { base.get()[keyPath: keyPath] }
    override func set(_ value: Value) {
        var whole = base.get()
        whole[keyPath: keyPath] = value
        base.set(whole)
    }
    override func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? KeyPathLocation<Base, Value> else { return false }
        return other.keyPath == keyPath && other.base.isSame(as: base)
    }
}

/// A property of a reference-type object.
final class ObjectLocation<Root: AnyObject, Value>: Location<Value>, @unchecked Sendable {
    // @unchecked Sendable: immutable after init.
    let root: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>

    init(root: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.root = root
        self.keyPath = keyPath
    }

    override func get() -> Value { root[keyPath: keyPath] }
    override func set(_ value: Value) { root[keyPath: keyPath] = value }
    override func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? ObjectLocation<Root, Value> else { return false }
        return other.root === root && other.keyPath == keyPath
    }
}

/// A pair of closures.
final class ClosureLocation<Value>: Location<Value>, @unchecked Sendable {
    // @unchecked Sendable: immutable after init.
    let getter: () -> Value
    let setter: (Value, Transaction) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }

    override func get() -> Value { getter() }
    override func set(_ value: Value) { setter(value, Transaction.current) }
}

/// A value that never changes; writes are ignored.
final class ConstantLocation<Value>: Location<Value>, @unchecked Sendable {
    // @unchecked Sendable: immutable after init.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    override func get() -> Value { value }
    override func set(_ value: Value) {}
}

/// A location seen through a conversion both ways (optional, unwrapped, type-erased).
final class MappedLocation<Base, Value>: Location<Value>, @unchecked Sendable {
    // @unchecked Sendable: immutable after init.
    let base: Location<Base>
    let forward: (Base) -> Value
    let backward: (Value) -> Base?

    init(base: Location<Base>, forward: @escaping (Base) -> Value, backward: @escaping (Value) -> Base?) {
        self.base = base
        self.forward = forward
        self.backward = backward
    }

    override func get() -> Value { forward(base.get()) }
    override func set(_ value: Value) {
        if let converted = backward(value) { base.set(converted) }
    }
    override func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? MappedLocation<Base, Value> else { return false }
        return other.base.isSame(as: base)
    }
}
