/// A key for a value that views publish while focus is inside them
/// (`.focusedValue(_:_:)`), and others read with ``FocusedValue``.
public protocol FocusedValueKey {
    /// The value's type.
    associatedtype Value
}

/// The values the focused view and its ancestors publish, the innermost publisher of each
/// key winning, then those `.focusedSceneValue(_:_:)` publishes wherever focus is. Extend
/// it with a property per key, or with `@Entry var name: Type?`.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No values: what is read while nothing publishes.
    public init() {}

    /// The value published for `key`, or `nil`.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The value published for an `@Entry` property's key, or its default (`nil`).
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The value published under `key`, whatever its type (an observable object's type).
    package subscript(entry key: ObjectIdentifier) -> Any? {
        get { values[key] }
        set { values[key] = newValue }
    }
}

/// A view content publishing one focused value (`.focusedValue`, `.focusedSceneValue`).
@MainActor
package protocol FocusedValuePublisher: AnyObject {
    /// What the value is published under: its key path, or an object's type.
    var focusedKey: AnyHashable { get }
    /// A count that changes whenever the value does.
    var focusedVersion: Int { get }
    /// Sets the value in `values`.
    func publish(into values: inout FocusedValues)
    /// Whether the publisher is mounted and publishing (`false` once it unmounts).
    var isPublishing: Bool { get }
}

/// The values the focused views publish, kept current as focus moves and publishers
/// change, in a state that the views reading them (``FocusedValue``) depend on.
@MainActor
final class FocusedValueTable {
    private unowned let graph: ViewGraph
    /// The values as bodies read them.
    private(set) lazy var values = StateBox(FocusedValues(), graph: graph)
    /// The publishers of `.focusedSceneValue`, which publish wherever focus is.
    private var scenePublishers: [ObjectIdentifier: WeakPublisher] = [:]
    /// Who published each key, at which version, when the values were last written.
    private var published: [AnyHashable: PublishedStamp] = [:]

    private struct WeakPublisher {
        weak var publisher: FocusedValuePublisher?
    }

    private struct PublishedStamp: Equatable {
        let publisher: ObjectIdentifier
        let version: Int
    }

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Adds `publisher` to those published wherever focus is, or takes it away.
    func setScenePublisher(_ publisher: FocusedValuePublisher, isPublishing: Bool) {
        scenePublishers[ObjectIdentifier(publisher)] = isPublishing ? WeakPublisher(publisher: publisher) : nil
    }

    /// Gathers the values again from the focused node's path and the scene's publishers;
    /// writes them (applied with the next state writes) when a publisher or a value
    /// differs from what was last written.
    func refresh(focused: ViewNode?) {
        var values = FocusedValues()
        var stamps: [AnyHashable: PublishedStamp] = [:]
        func take(_ publisher: FocusedValuePublisher) {
            guard publisher.isPublishing, stamps[publisher.focusedKey] == nil else { return }
            publisher.publish(into: &values)
            stamps[publisher.focusedKey] = PublishedStamp(publisher: ObjectIdentifier(publisher), version: publisher.focusedVersion)
        }
        var next = focused
        while let node = next {
            if let publisher = node.content as? FocusedValuePublisher { take(publisher) }
            next = node.parent
        }
        for entry in scenePublishers.values { entry.publisher.map(take) }
        guard stamps != published else { return }
        published = stamps
        self.values.write(values)
    }
}
