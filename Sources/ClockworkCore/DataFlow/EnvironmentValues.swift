/// The values a view inherits from its ancestors: for now, the environment objects.
///
/// A persistent list: a modifier that adds a value makes a new head pointing at its
/// parent's, so passing the environment down costs one reference, and a child can tell
/// whether its environment changed by identity.
struct EnvironmentValues {
    private final class Entry {
        let key: ObjectIdentifier
        let value: AnyObject
        let next: Entry?

        init(key: ObjectIdentifier, value: AnyObject, next: Entry?) {
            self.key = key
            self.value = value
            self.next = next
        }
    }

    private var head: Entry?

    /// The environment with `object` added for its type, shadowing an outer one.
    func adding<T: AnyObject>(_ object: T) -> EnvironmentValues {
        var copy = self
        copy.head = Entry(key: ObjectIdentifier(T.self), value: object, next: head)
        return copy
    }

    /// The nearest object of type `T`.
    func object<T: AnyObject>(_: T.Type) -> T? {
        var entry = head
        let key = ObjectIdentifier(T.self)
        while let current = entry {
            if current.key == key { return current.value as? T }
            entry = current.next
        }
        return nil
    }

    /// Whether both are the very same environment.
    func isSame(as other: EnvironmentValues) -> Bool {
        head === other.head
    }
}
