/// A type-erased view: changing the type of view it wraps replaces the view below (and its
/// state), as a change of type does anywhere.
public struct AnyView {
    let view: any View

    /// Creates an instance that type-erases `view`.
    public init<V: View>(_ view: V) {
        self.view = view
    }

    /// Creates an instance that type-erases `view`, if it is a view.
    public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        self.init(view)
    }

    @MainActor package func makeContent() -> NodeContent { AnyViewContent(self) }
}

extension AnyView: View, BuiltinView {}

@MainActor
private final class AnyViewContent: TypedContent<AnyView> {
    override var isAlwaysTransparent: Bool { true }
    override var drawingFollowsFrame: Bool { false }

    override func update(_ node: ViewNode) {
        node.reconcileChild(at: 0, with: view.view)
    }
}
