/// A named value produced by a view: views below set it with `.preference(key:value:)`,
/// a view above reads the values its subtree set, combined by ``reduce(value:nextValue:)``,
/// with `.onPreferenceChange(_:perform:)`.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The value of the preference when no view sets one.
    static var defaultValue: Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with
    /// the result of a closure that provides the next value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

struct PreferenceWriterModifier<Key: PreferenceKey>: BuiltinModifier {
    let value: Key.Value
    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { PreferenceWriterContent(view) }
}

/// A view setting a value for `Key`, found by the readers above it.
@MainActor
private final class PreferenceWriterContent<Content: View, Key: PreferenceKey>: ModifierContent<Content, PreferenceWriterModifier<Key>>, PreferenceWriting {
    private var written: Key.Value?
    private static var isEqual: ((Key.Value, Key.Value) -> Bool)? { EquatableCheck.function(for: Key.Value.self) }

    var keyType: ObjectIdentifier { ObjectIdentifier(Key.self) }
    var writtenValue: Any { modifier.value }

    override func update(_ node: ViewNode) {
        let value = modifier.value
        if written.map({ old in !(Self.isEqual?(old, value) ?? false) }) ?? true { node.graph.preferencesChanged = true }
        written = value
        super.update(node)
    }

    override func unmount(_ node: ViewNode) {
        node.graph.preferencesChanged = true
        super.unmount(node)
    }
}

/// A `.preference` modifier, as readers find it.
@MainActor
package protocol PreferenceWriting {
    var keyType: ObjectIdentifier { get }
    var writtenValue: Any { get }
}

struct PreferenceReaderModifier<Key: PreferenceKey>: BuiltinModifier where Key.Value: Equatable {
    let action: @MainActor (Key.Value) -> Void
    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { PreferenceReaderContent(view) }
}

/// After an update pass in which preferences changed, combines the values its subtree sets
/// (in tree order) and, when the result differs from the last one, runs the action.
@MainActor
private final class PreferenceReaderContent<Content: View, Key: PreferenceKey>: ModifierContent<Content, PreferenceReaderModifier<Key>>,
    PreferenceReading where Key.Value: Equatable {
    private var delivered = Key.defaultValue

    override func update(_ node: ViewNode) {
        node.graph.addPreferenceReader(node)
        super.update(node)
    }

    func refresh(_ node: ViewNode) {
        var value = Key.defaultValue
        var stack = Array(node.children.reversed())
        while let current = stack.popLast() {
            if let writer = current.content as? PreferenceWriting, writer.keyType == ObjectIdentifier(Key.self),
               let next = writer.writtenValue as? Key.Value {
                Key.reduce(value: &value) { next }
            }
            stack.append(contentsOf: current.children.reversed())
        }
        guard value != delivered else { return }
        delivered = value
        let action = modifier.action
        node.graph.afterUpdate { action(value) }
    }
}

/// An `.onPreferenceChange` modifier, refreshed by the graph when preferences change.
@MainActor
protocol PreferenceReading: AnyObject {
    func refresh(_ node: ViewNode)
}

extension ViewGraph {
    /// Remembers `node` (an `.onPreferenceChange`) to refresh after passes that changed
    /// preferences.
    package func addPreferenceReader(_ node: ViewNode) {
        if !preferenceReaders.contains(where: { $0 === node }) {
            preferenceReaders.append(node)
            preferencesChanged = true
        }
    }

    /// Refreshes the readers after a pass in which a preference was set, changed or removed.
    func refreshPreferences() {
        guard preferencesChanged else { return }
        preferencesChanged = false
        preferenceReaders.removeAll { !$0.isMounted }
        for node in preferenceReaders { (node.content as? PreferenceReading)?.refresh(node) }
    }
}

extension View {
    /// Sets a value for the given preference.
    public nonisolated func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWriterModifier<K>(value: value))
    }

    /// Adds an action to perform when the value the views below set for `key` changes.
    public nonisolated func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(PreferenceReaderModifier<K>(action: action))
    }
}
