/// A property wrapper for a value the focused view (or one of its ancestors) publishes
/// with `.focusedValue(_:_:)`, or `nil` while none does: a menu or a toolbar acting on
/// whatever has focus. The view shows again when the value changes.
///
/// ```swift
/// extension FocusedValues {
///     @Entry var selectedTrack: Track?
/// }
/// TrackRow(track).focusable().focusedValue(\.selectedTrack, track)
/// @FocusedValue(\.selectedTrack) private var track
/// ```
@propertyWrapper
public struct FocusedValue<Value>: GraphProperty {
    private let read: (FocusedValues) -> Value?
    private weak var graph: ViewGraph?

    /// The value published for `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The observable object of `objectType` published with `.focusedValue(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0[entry: ObjectIdentifier(objectType)] as? Value }
    }

    /// The focused value, or `nil`.
    @MainActor public var wrappedValue: Value? {
        graph.flatMap { read($0.focus.focusedValues) }
    }

    mutating func attach(to node: ViewNode, slot: Int) {
        graph = node.graph
    }

    func isSameInput(as other: FocusedValue<Value>) -> Bool { true }
}

/// A property wrapper for a binding the focused view publishes
/// (`.focusedValue(\.key, $value)`): its value, read and written through the binding, or
/// `nil` while none is published.
@propertyWrapper
public struct FocusedBinding<Value>: GraphProperty {
    private let read: (FocusedValues) -> Binding<Value>?
    private weak var graph: ViewGraph?

    /// The binding published for `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The bound value, or `nil`; setting it writes through the binding (setting `nil`
    /// changes nothing).
    @MainActor public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set {
            guard let newValue, let binding else { return }
            binding.wrappedValue = newValue
        }
    }

    /// A binding to the focused binding's value, `nil` while none is published.
    @MainActor public var projectedValue: Binding<Value?> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }

    @MainActor private var binding: Binding<Value>? { graph.flatMap { read($0.focus.focusedValues) } }

    mutating func attach(to node: ViewNode, slot: Int) {
        graph = node.graph
    }

    func isSameInput(as other: FocusedBinding<Value>) -> Bool { true }
}
