@_spi(Machinery) import ClockworkCore

extension View {
    /// Shows the screens for values of type `data` that a navigation stack around this
    /// view pushes (by a `NavigationLink(value:)` or its path), each as `destination`
    /// makes it from its value.
    public nonisolated func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationDestinationModifier(make: { value in (value.base as? D).map { AnyView(destination($0)) } }, type: D.self))
    }
}

/// Registers a destination with the navigation stack around it while it is mounted.
struct NavigationDestinationModifier: BuiltinModifier {
    let make: (AnyHashable) -> AnyView?
    let type: Any.Type

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { NavigationDestinationContent(view) }
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

extension View {
    /// Pushes `destination` onto the navigation stack around this view while
    /// `isPresented` is true; going back from it sets `isPresented` to false. The screen
    /// is made when it is pushed.
    public nonisolated func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let shown = isPresented.wrappedValue ? AnyView(destination()) : nil
        return modifier(BoundDestinationModifier(destination: shown, identity: nil) { isPresented.wrappedValue = false })
    }

    /// Pushes the view `destination` makes from `item` while `item` is not `nil`; going
    /// back from it sets `item` to `nil`. Another item pushes its screen afresh.
    public nonisolated func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let shown = item.wrappedValue.map { AnyView(destination($0)) }
        return modifier(BoundDestinationModifier(destination: shown, identity: item.wrappedValue.map { AnyHashable($0) }) {
            item.wrappedValue = nil
        })
    }
}

/// Keeps a screen pushed while a binding says so.
struct BoundDestinationModifier: BuiltinModifier {
    /// The screen to show; `nil` while none is pushed.
    let destination: AnyView?
    /// Tells one item's screen from the next.
    let identity: AnyHashable?
    /// Sets the binding back: the screen was popped.
    let popped: () -> Void

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { BoundDestinationContent(view) }
}

@MainActor
private final class BoundDestinationContent<Content: View>: ModifierContent<Content, BoundDestinationModifier> {
    private weak var context: NavigationContext?
    private var pushedIdentity: AnyHashable?

    override var isAlwaysTransparent: Bool { true }

    override func update(_ node: ViewNode) {
        super.update(node)
        context = node.environment.object(NavigationContext.self)
        guard let context else { return }
        let owner = ObjectIdentifier(self)
        let isPushed = context.hasPushed(owner)
        switch (modifier.destination, isPushed) {
        case (let destination?, false):
            pushedIdentity = modifier.identity
            context.push(view: destination, owner: owner, popped: modifier.popped)
        case (let destination?, true):
            // The screen is built when pushed (it keeps its own state after); another item
            // pushes a new one.
            guard modifier.identity != pushedIdentity else { break }
            context.popPushed(owner)
            pushedIdentity = modifier.identity
            context.push(view: destination, owner: owner, popped: modifier.popped)
        case (nil, true):
            context.popPushed(owner)
        case (nil, false):
            break
        }
    }

    override func unmount(_ node: ViewNode) {
        context?.popPushed(ObjectIdentifier(self))
        super.unmount(node)
    }
}
