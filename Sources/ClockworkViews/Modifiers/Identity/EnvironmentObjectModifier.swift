@_spi(Machinery) import ClockworkCore

struct EnvironmentObjectModifier<Object: ObservableObject>: BuiltinModifier {
    let object: Object

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { EnvironmentObjectContent(view) }
}

/// `.environmentObject(_:)`: the content's environment carries the object.
@MainActor
private final class EnvironmentObjectContent<Content: View, Object: ObservableObject>: ModifierContent<Content, EnvironmentObjectModifier<Object>> {
    /// The child environment last made, and what it was made from.
    private var cached: (base: EnvironmentValues, object: Object, child: EnvironmentValues)?

    override func update(_ node: ViewNode) {
        reconcileContent(node, environment: childEnvironment(node))
    }

    /// Reuses the child environment while the base environment and the object are the same,
    /// so the content does not count it as changed.
    private func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        let object = modifier.object
        if let cached, cached.base.isSame(as: node.environment), cached.object === object {
            return cached.child
        }
        let child = node.environment.adding(object)
        cached = (node.environment, object, child)
        return child
    }
}

extension View {
    /// Supplies an observable object to this view's subtree, for its `@EnvironmentObject`s.
    public nonisolated func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentObjectModifier(object: object))
    }
}
