/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
///
/// The subscription lives in the view's node: `objectWillChange`, fired on any thread,
/// marks the node dirty through the graph's write log, so many changes in one tick cost
/// one evaluation.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: GraphProperty {
    /// A wrapper of the underlying observable object that can create bindings to its
    /// properties using dynamic member lookup.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(location: ObjectLocation(root: root, keyPath: keyPath))
        }
    }

    /// The underlying value referenced by the observed object.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    mutating func attach(to node: ViewNode, slot: Int) {
        ObjectSubscription.ensure(wrappedValue, for: node, slot: slot)
    }

    func isSameInput(as other: ObservedObject<ObjectType>) -> Bool {
        other.wrappedValue === wrappedValue
    }
}

/// What a node's subscription to an observable object is, whatever the object's type: the
/// object it follows. Checking a slot's subscription against this non-generic class is a
/// plain class cast, where a cast to `ObjectSubscription<T>` looks the generic type's
/// metadata up at every evaluation of the view.
@MainActor
class ObjectFollowing {
    let followed: AnyObject

    init(following object: AnyObject) {
        followed = object
    }
}

/// A node's subscription to one observable object's `objectWillChange`.
@MainActor
final class ObjectSubscription<ObjectType: ObservableObject>: ObjectFollowing, PropertyStorage {
    var object: ObjectType {
        // Safe: `followed` is the `ObjectType` this subscription was made for.
        unsafeDowncast(followed, to: ObjectType.self)
    }
    private var cancellable: AnyCancellable?

    private init(object: ObjectType, node: ViewNode) {
        super.init(following: object)
        let graph = node.graph
        // Not main-actor isolated: publishers call it on whatever thread changed the object.
        cancellable = object.objectWillChange.sink { @Sendable [reference = node.reference] _ in
            graph.log(.invalidate(reference))
        }
    }

    /// Makes `node`'s `slot` subscribe to `object`, replacing a subscription to another one.
    @discardableResult
    static func ensure(_ object: ObjectType, for node: ViewNode, slot: Int) -> ObjectSubscription {
        if let existing = node.propertyStorage[slot] as? ObjectFollowing, existing.followed === object {
            // Safe: a slot holds one property of the view's type, so a subscription there
            // that follows this object was made by this same `ensure`, for `ObjectType`.
            return unsafeDowncast(existing, to: ObjectSubscription<ObjectType>.self)
        }
        (node.propertyStorage[slot] as? PropertyStorage)?.release()
        let subscription = ObjectSubscription(object: object, node: node)
        node.propertyStorage[slot] = subscription
        return subscription
    }

    func release() {
        cancellable?.cancel()
        cancellable = nil
    }
}
