/// A stored property of a view that the framework updates before each evaluation of the
/// view's body.
///
/// `State`, `Binding`, `StateObject`, `ObservedObject` and `EnvironmentObject` are
/// dynamic properties. A struct of your own that conforms and contains them works too:
/// its inner properties are attached to storage, then its ``update()`` runs.
public protocol DynamicProperty {
    /// Updates the property's underlying value; called before the body is evaluated, on the
    /// main actor (the loop thread).
    @MainActor mutating func update()
}

extension DynamicProperty {
    @MainActor public mutating func update() {}
}

/// A built-in dynamic property: the graph attaches it to its storage in the node and asks
/// it whether two values are the same view input.
protocol GraphProperty: DynamicProperty {
    /// Binds this value to its storage in `node`'s `slot`, creating the storage the
    /// first time.
    @MainActor mutating func attach(to node: ViewNode, slot: Int)
    /// Whether `self` and `other`, as inputs of a view, are the same input.
    func isSameInput(as other: Self) -> Bool
}
