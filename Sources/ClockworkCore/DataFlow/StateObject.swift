/// A property wrapper type that instantiates an observable object.
///
/// The object is created once per view identity, on first mount, by the autoclosure you
/// pass (later re-creations of the view value do not run it again), and the view is
/// invalidated whenever the object changes. An identity change creates a new object.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: GraphProperty {
    private let makeObject: () -> ObjectType
    private var object: ObjectType?

    /// Creates a new state object with an initial wrapped value.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    /// The underlying value referenced by the state object.
    public var wrappedValue: ObjectType {
        if let object { return object }
        DetachedPropertyLog.logger.warning("a StateObject<\(ObjectType.self)> was read outside a mounted view; a new instance is created each time")
        return makeObject()
    }

    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }

    mutating func attach(to node: ViewNode, slot: Int) {
        if let existing = node.propertyStorage[slot] as? ObjectFollowing {
            // Safe: only this property's `ensure` below fills its slot, for `ObjectType`.
            object = unsafeDowncast(existing.followed, to: ObjectType.self)
        } else {
            object = ObjectSubscription.ensure(makeObject(), for: node, slot: slot).object
        }
    }

    func isSameInput(as other: StateObject<ObjectType>) -> Bool { true }
}
