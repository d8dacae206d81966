extension View {
    /// Shows the screens for values of type `data` that a navigation stack around this
    /// view pushes (by a `NavigationLink(value:)` or its path), each as `destination`
    /// makes it from its value.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationDestinationModifier(make: { value in (value.base as? D).map { AnyView(destination($0)) } }, type: D.self))
    }
}

/// Registers a destination with the navigation stack around it while it is mounted.
struct NavigationDestinationModifier: BuiltinModifier {
    let make: @MainActor (AnyHashable) -> AnyView?
    let type: Any.Type

    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { NavigationDestinationContent(view) }
}

@MainActor
private final class NavigationDestinationContent<Content: View>: ModifierContent<Content, NavigationDestinationModifier> {
    private weak var context: NavigationContext?

    override var isAlwaysTransparent: Bool { true }

    override func update(_ node: ViewNode) {
        context = node.environment.object(NavigationContext.self)
        context?.register(modifier.type, .init(source: ObjectIdentifier(node), make: modifier.make))
        super.update(node)
    }

    override func unmount(_ node: ViewNode) {
        context?.unregister(modifier.type, source: ObjectIdentifier(node))
        super.unmount(node)
    }
}
