import OpenCombine

/// A property wrapper for a value kept in the daemon's persistent store: it survives
/// restarts, and every view reading the key is evaluated again when it changes.
///
/// ```swift
/// @AppStorage("setpoint") private var setpoint = 60
/// ```
///
/// The store is `store:` if given, else the environment's (`.defaultAppStorage(_:)`), else
/// ``AppStorageStore/standard``. Writes are safe from any thread and visible to every
/// reader at once; the file follows (see ``AppStorageStore``).
@propertyWrapper
public struct AppStorage<Value>: GraphProperty {
    private let key: String
    private let defaultValue: Value
    private let explicitStore: AppStorageStore?
    private var attachedStore: AppStorageStore?
    /// How a value is read from, and written as, what the store holds.
    private let codec: StoredValueCodec<Value>

    private init(key: String, defaultValue: Value, store: AppStorageStore?, codec: StoredValueCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        explicitStore = store
        self.codec = codec
    }

    /// Keeps a value under `key` — a `Bool`, `Int`, `Double`, `String`, `URL`, `Data` or
    /// `Date` — `wrappedValue` until one is stored.
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) where Value: AppStorable {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .appStorable)
    }

    /// Keeps an `Int`-backed value (an enumeration's case, say) under `key`, as its raw
    /// value; `wrappedValue` until one is stored.
    @_disfavoredOverload
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .rawInt)
    }

    /// Keeps a `String`-backed value (an enumeration's case, say) under `key`, as its raw
    /// value; `wrappedValue` until one is stored.
    @_disfavoredOverload
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .rawString)
    }

    /// Keeps an optional value under `key`, `nil` until one is stored.
    public init<Wrapped: AppStorable>(_ key: String, store: AppStorageStore? = nil) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, store: store, codec: .appStorable)
    }

    /// Keeps an optional `Int`-backed value under `key`, `nil` until one is stored.
    @_disfavoredOverload
    public init<R: RawRepresentable>(_ key: String, store: AppStorageStore? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store, codec: StoredValueCodec<R>.rawInt.optional)
    }

    /// Keeps an optional `String`-backed value under `key`, `nil` until one is stored.
    @_disfavoredOverload
    public init<R: RawRepresentable>(_ key: String, store: AppStorageStore? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store, codec: StoredValueCodec<R>.rawString.optional)
    }

    private var store: AppStorageStore { attachedStore ?? explicitStore ?? .standard }

    /// The stored value, or the default when the store holds none (or one of another type).
    public var wrappedValue: Value {
        get { store.value(forKey: key).flatMap(codec.decode) ?? defaultValue }
        nonmutating set { store.set(codec.encode(newValue), forKey: key) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let store = store, key = key, defaultValue = defaultValue, codec = codec
        return Binding(get: { store.value(forKey: key).flatMap(codec.decode) ?? defaultValue },
                       set: { store.set(codec.encode($0), forKey: key) })
    }

    mutating func attach(to node: ViewNode, slot: Int) {
        let store = explicitStore ?? node.environment.defaultAppStorage
        attachedStore = store
        AppStorageSubscription.ensure(store: store, key: key, for: node, slot: slot)
    }

    func isSameInput(as other: AppStorage<Value>) -> Bool { key == other.key && explicitStore === other.explicitStore }
}

/// A node's subscription to one key of a store: a change, on any thread, marks the node
/// dirty through the graph's write log.
@MainActor
private final class AppStorageSubscription: PropertyStorage {
    let store: AppStorageStore
    let key: String
    private var cancellable: AnyCancellable?

    private init(store: AppStorageStore, key: String, node: ViewNode) {
        self.store = store
        self.key = key
        let graph = node.graph
        cancellable = store.changes.filter { @Sendable changed in changed == key }.sink { @Sendable [reference = node.reference] _ in
            graph.log(.invalidate(reference))
        }
    }

    static func ensure(store: AppStorageStore, key: String, for node: ViewNode, slot: Int) {
        if let existing = node.propertyStorage[slot] as? AppStorageSubscription, existing.store === store, existing.key == key { return }
        (node.propertyStorage[slot] as? PropertyStorage)?.release()
        node.propertyStorage[slot] = AppStorageSubscription(store: store, key: key, node: node)
    }

    func release() {
        cancellable?.cancel()
        cancellable = nil
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: AppStorageStore { .standard }
}

extension EnvironmentValues {
    /// The store `@AppStorage` properties below use when they name none.
    public var defaultAppStorage: AppStorageStore {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Makes `store` the store of the `@AppStorage` properties in this view's subtree that
    /// name none.
    public nonisolated func defaultAppStorage(_ store: AppStorageStore) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
