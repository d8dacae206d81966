/// A key for a value in the environment: a type whose `defaultValue` the environment
/// gives when no ancestor set one.
///
/// Declare a key, then a property on ``EnvironmentValues`` that reads and writes it:
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = Color.orange
/// }
///
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value where no ancestor set one.
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors: keyed values (`\.locale`, your own
/// keys) and environment objects.
///
/// A persistent list: setting a value makes a new head pointing at the environment it
/// was set in, so passing the environment down costs one reference and a child can tell
/// whether its environment changed by identity. Each entry is tracked like state: a body
/// that reads a key depends on the entry it found, and a modifier whose value changes
/// updates its entry in place, so only the readers of that key are evaluated again.
public struct EnvironmentValues: CustomStringConvertible {
    private var head: Entry?
    /// Collects the entries a tracked read finds (see ``Environment``).
    @usableFromInline var readTracker: ReadTracker?

    /// An environment holding only the default values.
    public init() {}

    /// The value for `key`: the nearest one set above, or the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let entry = entry(for: ObjectIdentifier(key)) else { return K.defaultValue }
            readTracker?.entries.append(entry)
            // The entry for K's identifier holds a K.Value: only this subscript stores one.
            return entry.value as! K.Value
        }
        set {
            head = Entry(key: ObjectIdentifier(key), value: newValue, isEqual: EnvironmentValues.equality(K.Value.self), next: head)
        }
    }

    /// Whether a value is set for `key` anywhere above (without reading it).
    package func contains<K: EnvironmentKey>(_ key: K.Type) -> Bool {
        entry(for: ObjectIdentifier(key)) != nil
    }

    /// The environment with `object` added for its type, shadowing an outer one.
    package func adding<T: AnyObject>(_ object: T) -> EnvironmentValues {
        adding(T.self, object)
    }

    /// The environment with `object` (or, for `nil`, the absence of one) set for `type`,
    /// shadowing an outer one.
    func adding<T: AnyObject>(_ type: T.Type, _ object: T?) -> EnvironmentValues {
        var copy = self
        copy.head = Entry(key: ObjectIdentifier(T.self), value: object as Any, isEqual: { ($0 as? T) === ($1 as? T) }, next: head)
        return copy
    }

    /// The nearest object of type `T` (tracked like a key's value).
    package func object<T: AnyObject>(_: T.Type) -> T? {
        guard let entry = entry(for: ObjectIdentifier(T.self)) else { return nil }
        readTracker?.entries.append(entry)
        return entry.value as? T
    }

    private func entry(for key: ObjectIdentifier) -> Entry? {
        var entry = head
        while let current = entry {
            if current.key == key { return current }
            entry = current.next
        }
        return nil
    }

    /// Whether both are the very same environment.
    package func isSame(as other: EnvironmentValues) -> Bool {
        head === other.head
    }

    /// The entries set on top of `base` to make this environment, innermost first; `nil`
    /// if this environment was not made from `base`.
    func entries(above base: EnvironmentValues) -> [Entry]? {
        var entries: [Entry] = []
        var entry = head
        while entry !== base.head {
            guard let current = entry else { return nil }
            entries.append(current)
            entry = current.next
        }
        return entries
    }

    /// The keys set, innermost first (for dumps and messages).
    public var description: String {
        var keys: [String] = []
        var entry = head
        while let current = entry {
            keys.append(String(describing: type(of: current.value)))
            entry = current.next
        }
        return "EnvironmentValues(\(keys.joined(separator: ", ")))"
    }

    private static func equality<Value>(_: Value.Type) -> (Any, Any) -> Bool {
        guard let isEqual = EquatableCheck.function(for: Value.self) else { return { _, _ in false } }
        return { isEqual($0 as! Value, $1 as! Value) }
    }

    /// One value set in the environment: tracked, so bodies that read it depend on it.
    @usableFromInline final class Entry: TrackedSource, @unchecked Sendable {
        // @unchecked Sendable: created and changed only on the loop thread (view updates),
        // like every environment; the tracking base states its own invariant.
        let key: ObjectIdentifier
        private(set) var value: Any
        let isEqual: (Any, Any) -> Bool
        let next: Entry?

        init(key: ObjectIdentifier, value: Any, isEqual: @escaping (Any, Any) -> Bool, next: Entry?) {
            self.key = key
            self.value = value
            self.isEqual = isEqual
            self.next = next
        }

        /// Takes `other`'s value if it differs (values that are not `Equatable` always
        /// do), marking the bodies that read this entry dirty.
        @MainActor
        func take(_ other: Entry, in graph: ViewGraph) {
            guard !isEqual(value, other.value) else { return }
            value = other.value
            invalidateObservers(in: graph)
        }
    }

    /// Where a tracked read collects the entries it found.
    @usableFromInline final class ReadTracker {
        @usableFromInline var entries: [Entry] = []
        @usableFromInline init() {}
    }
}
