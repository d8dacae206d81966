@_spi(Machinery) import ClockworkCore

/// Publishes a value for ``FocusedValue`` to read: while focus is inside the content, or
/// (scene-wide) wherever focus is. An `Equatable` value is published again when it
/// changes; another kind is published when the view appears (a binding reads through).
struct FocusedValueModifier<Value>: BuiltinModifier {
    /// Where the value goes: a key path of `FocusedValues`, or an object's type.
    enum Key {
        case path(WritableKeyPath<FocusedValues, Value?>)
        case object(ObjectIdentifier)
    }

    let key: Key
    let value: Value?
    let isSceneWide: Bool

    func publish(into values: inout FocusedValues) {
        switch key {
        case .path(let path): values[keyPath: path] = value
        case .object(let type): values[entry: type] = value
        }
    }

    var hashableKey: AnyHashable {
        switch key {
        case .path(let path): path
        case .object(let type): type
        }
    }

    var attributes: [String] { [isSceneWide ? "focusedSceneValue" : "focusedValue"] }

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { FocusedValueContent(view) }
}

@MainActor
private final class FocusedValueContent<Content: View, Value>: ModifierContent<Content, FocusedValueModifier<Value>>, FocusedValuePublisher {
    private let isEqual = EquatableCheck.function(for: Value.self)
    private var published: Value?
    private var version = 0
    private(set) var isPublishing = false

    var focusedKey: AnyHashable { modifier.hashableKey }
    var focusedVersion: Int { version }

    func publish(into values: inout FocusedValues) { modifier.publish(into: &values) }

    override func update(_ node: ViewNode) {
        super.update(node)
        let changed: Bool = switch (published, modifier.value) {
        case (nil, nil): false
        case let (old?, new?): isEqual.map { !$0(old, new) } ?? false
        default: true
        }
        published = modifier.value
        guard changed || !isPublishing else { return }
        version += 1
        isPublishing = true
        node.graph.focus.publisherChanged(self, sceneWide: modifier.isSceneWide)
    }

    override func unmount(_ node: ViewNode) {
        isPublishing = false
        node.graph.focus.publisherChanged(self, sceneWide: false)
        super.unmount(node)
    }
}

extension View {
    /// Publishes `value` under `keyPath` while focus is in this view, for
    /// `@FocusedValue(keyPath)` (or `@FocusedBinding`, for a binding) to read.
    public nonisolated func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(FocusedValueModifier(key: .path(keyPath), value: value, isSceneWide: false))
    }

    /// Publishes `value` under `keyPath` while focus is in this view, or nothing when
    /// `value` is `nil`.
    public nonisolated func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(FocusedValueModifier(key: .path(keyPath), value: value, isSceneWide: false))
    }

    /// Publishes an observable object while focus is in this view, for
    /// `@FocusedValue(Type.self)` to read.
    public nonisolated func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(FocusedValueModifier<T>(key: .object(ObjectIdentifier(T.self)), value: object, isSceneWide: false))
    }

    /// Publishes `value` under `keyPath` while this view is shown, wherever focus is in
    /// the scene (a value the focused view publishes under the same key comes first).
    public nonisolated func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(FocusedValueModifier(key: .path(keyPath), value: value, isSceneWide: true))
    }

    /// Publishes `value` under `keyPath` wherever focus is in the scene, or nothing when
    /// it is `nil`.
    public nonisolated func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(FocusedValueModifier(key: .path(keyPath), value: value, isSceneWide: true))
    }

    /// Publishes an observable object wherever focus is in the scene.
    public nonisolated func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(FocusedValueModifier<T>(key: .object(ObjectIdentifier(T.self)), value: object, isSceneWide: true))
    }
}
