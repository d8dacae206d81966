/// A built-in modifier: what it adds to the render tree, what it changes in its
/// content's environment, and what it does when its value changes.
@MainActor
protocol BuiltinModifier {
    /// Render attributes for the content below.
    var attributes: [String] { get }
    /// Makes the node content that applies this modifier to `Content`.
    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent
}

extension BuiltinModifier {
    var attributes: [String] { [] }
    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { ModifierContent(view) }
}

/// `content` with `modifier` applied. What a built-in modifier method returns.
struct Modified<Content: View, Modifier: BuiltinModifier>: View, BuiltinView {
    let content: Content
    let modifier: Modifier

    func makeContent() -> NodeContent { modifier.makeContent(for: self) }
}

/// The node content of a plain modifier: its attributes decorate the content below.
@MainActor
class ModifierContent<Content: View, Modifier: BuiltinModifier>: TypedContent<Modified<Content, Modifier>> {
    override func update(_ node: ViewNode) {
        node.reconcileChild(at: 0, with: view.content)
    }

    override var render: RenderRole {
        let attributes = view.modifier.attributes
        return attributes.isEmpty ? .transparent : .decoration(attributes)
    }
}

extension View {
    func modifier<M: BuiltinModifier>(_ modifier: M) -> Modified<Self, M> {
        Modified(content: self, modifier: modifier)
    }
}
