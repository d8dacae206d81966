/// A property wrapper that reads a value from the view's environment: a built-in key
/// (`\.locale`, `\.isEnabled`, `\.colorScheme`) or one of your own ``EnvironmentKey``s.
///
/// A body that reads it depends on the key's nearest setting: when an ancestor's
/// `.environment(_:_:)` changes that value, this body is evaluated again, and bodies that
/// did not read it are not.
@propertyWrapper
public struct Environment<Value>: GraphProperty {
    private let read: (EnvironmentValues) -> Value
    private var values: EnvironmentValues?
    private var log: WriteLog?

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads what `read` finds in the environment (a key path's value, a model by type).
    init(reading read: @escaping (EnvironmentValues) -> Value) {
        self.read = read
    }

    /// The current value: the nearest ancestor's setting, or the key's default.
    public var wrappedValue: Value {
        guard let values else { return read(EnvironmentValues()) }
        guard let node = log?.nodeBeingEvaluated() else { return read(values) }
        return values.read(read, trackedFor: node)
    }

    mutating func attach(to node: ViewNode, slot: Int) {
        values = node.environment
        log = node.graph.writeLog
    }

    func isSameInput(as other: Environment<Value>) -> Bool { true }
}

extension ViewNode {
    /// Reads the node's environment during its evaluation (inside ``ViewGraph/track``), so
    /// that a change of what `read` finds there marks the node dirty: how a built-in view
    /// depends on `.tint` or a style it is drawn in.
    @inlinable package func trackedEnvironment<Value>(_ read: (EnvironmentValues) -> Value) -> Value {
        environment.read(read, trackedFor: self)
    }
}

extension EnvironmentValues {
    /// What `read` finds here, with the entries it found recorded as `node`'s dependencies
    /// (`node` is being evaluated).
    @inlinable package func read<Value>(_ read: (EnvironmentValues) -> Value, trackedFor node: ViewNode) -> Value {
        var tracked = self
        let tracker = ReadTracker()
        tracked.readTracker = tracker
        let value = read(tracked)
        for entry in tracker.entries { entry.recordRead(by: node) }
        return value
    }
}
