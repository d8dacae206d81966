/// A modifier of your own: a view made from the view it is applied to.
///
/// Write its ``body(content:)`` from `content` (the view being modified) and apply it
/// with ``View/modifier(_:)``. A modifier may hold `@State` and the other dynamic
/// properties; they live once per place it is applied, like a view's.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View

    /// The view being modified, as the modifier's body places it.
    typealias Content = _ViewModifier_Content<Self>

    /// The view the modifier makes of `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// A view with a modifier applied: what ``View/modifier(_:)`` returns.
public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `content` with `modifier` applied.
    public nonisolated init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, BuiltinView where Content: View, Modifier: ViewModifier {
    package func makeContent() -> NodeContent { ModifiedContentContent(self) }
}

extension View {
    /// Applies `modifier` to this view.
    public nonisolated func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The view a ``ViewModifier``'s body places where the modified view goes.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, BuiltinView {
    /// Reconciles the modified view as this placeholder's one child.
    let reconcile: @MainActor (ViewNode) -> Void

    package func makeContent() -> NodeContent { ModifierPlaceholderContent(self) }
}

/// Evaluates a modifier's body like a view's: its dynamic properties attached from the
/// node's storage, the body tracked, the result the one child.
@MainActor
private final class ModifiedContentContent<Content: View, Modifier: ViewModifier>: TypedContent<ModifiedContent<Content, Modifier>> {
    private let layout = FieldLayout.of(Modifier.self)

    override var drawingFollowsFrame: Bool { false }
    override var isAlwaysTransparent: Bool { true }

    override func update(_ node: ViewNode) {
        layout.attach(&view.modifier, to: node)
        let modifier = view.modifier
        let content = view.content
        let placeholder = _ViewModifier_Content<Modifier> { $0.reconcileChild(at: 0, with: content) }
        let body = node.graph.evaluateBody(of: node) { modifier.body(content: placeholder) }
        node.reconcileChild(at: 0, with: body)
    }

    override func unmount(_ node: ViewNode) {
        for storage in node.propertyStorage {
            (storage as? PropertyStorage)?.release()
        }
    }
}

@MainActor
private final class ModifierPlaceholderContent<Modifier: ViewModifier>: TypedContent<_ViewModifier_Content<Modifier>> {
    override var drawingFollowsFrame: Bool { false }
    override var isAlwaysTransparent: Bool { true }

    override func update(_ node: ViewNode) {
        view.reconcile(node)
    }
}
