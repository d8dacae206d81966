/// A property wrapper type for an observable object that a parent or ancestor view
/// supplies with `environmentObject(_:)`.
///
/// Reading it when no ancestor supplies an object of its type stops the program with a
/// message naming the type and the view.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: GraphProperty {
    /// A wrapper of the underlying environment object that can create bindings to its
    /// properties using dynamic member lookup.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(location: ObjectLocation(root: root, keyPath: keyPath))
        }
    }

    private var object: ObjectType?
    private var viewName = "a view not yet mounted"

    /// Creates an environment object.
    public init() {}

    /// The underlying value referenced by the environment object.
    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                    + "\(ObjectType.self) may be missing as an ancestor of this view (\(viewName)).")
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    mutating func attach(to node: ViewNode, slot: Int) {
        viewName = node.typeName
        object = node.environment.object(ObjectType.self)
        if let object {
            ObjectSubscription.ensure(object, for: node, slot: slot)
        }
    }

    func isSameInput(as other: EnvironmentObject<ObjectType>) -> Bool { true }
}
