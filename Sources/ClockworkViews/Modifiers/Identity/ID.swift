@_spi(Machinery) import ClockworkCore

struct IDModifier<ID: Hashable>: BuiltinModifier {
    let id: ID

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { IDContent(view) }
}

/// `.id(_:)`: the content is keyed by the id, so a new id is a new identity (fresh state).
@MainActor
private final class IDContent<Content: View, ID: Hashable>: ModifierContent<Content, IDModifier<ID>> {
    override func update(_ node: ViewNode) {
        node.reconcileChild(at: 0, with: view.content, id: AnyHashable(modifier.id))
    }
}

extension View {
    /// Binds the view's identity to `id`: when it changes, the view is a new view, with
    /// fresh state.
    public nonisolated func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IDModifier(id: id))
    }
}
