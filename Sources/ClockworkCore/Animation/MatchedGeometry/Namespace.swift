import Foundation

/// A dynamic property that gives a view a namespace of its own: what
/// ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)`` matches ids in.
///
/// The namespace lives as long as the view that declares it.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: UUID
    }

    @State private var id = ID(value: UUID())

    /// A namespace for the view that declares it.
    public init() {}

    /// The namespace's identity.
    public var wrappedValue: ID { id }
}
