/// A view that shows nothing.
public struct EmptyView: View, BuiltinView {
    /// Creates an empty view.
    public init() {}

    func makeContent() -> NodeContent { TypedContent(self) }
}

/// Several views built by a ``ViewBuilder`` block, shown in order.
public struct TupleView<each Content: View>: View, BuiltinView {
    /// The views.
    public let value: (repeat each Content)

    /// Creates the tuple of `content`.
    public init(_ content: repeat each Content) {
        value = (repeat each content)
    }

    func makeContent() -> NodeContent { TupleContent(self) }
}

@MainActor
private final class TupleContent<each Content: View>: TypedContent<TupleView<repeat each Content>> {
    override var isAlwaysTransparent: Bool { true }

    override func update(_ node: ViewNode) {
        var index = 0
        for child in repeat each view.value {
            node.reconcileChild(at: index, with: child)
            index += 1
        }
    }
}

/// The result of an `if`/`else` (or `switch`) in a ``ViewBuilder``: one branch at a time.
/// Changing branch replaces the subtree (and its state).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, BuiltinView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    func makeContent() -> NodeContent { ConditionalContent(self) }
}

@MainActor
private final class ConditionalContent<T: View, F: View>: TypedContent<_ConditionalContent<T, F>> {
    override var isAlwaysTransparent: Bool { true }

    override func update(_ node: ViewNode) {
        switch view.storage {
        case .trueContent(let content): node.reconcileChild(at: 0, with: content, id: true)
        case .falseContent(let content): node.reconcileChild(at: 0, with: content, id: false)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: BuiltinView where Wrapped: View {
    func makeContent() -> NodeContent { OptionalContent(self) }
}

@MainActor
private final class OptionalContent<Wrapped: View>: TypedContent<Wrapped?> {
    override var isAlwaysTransparent: Bool { true }

    override func update(_ node: ViewNode) {
        if let content = view {
            node.reconcileChild(at: 0, with: content)
        } else {
            node.removeChildren(from: 0)
        }
    }
}

/// A group of views, without layout of its own.
public struct Group<Content: View>: View, BuiltinView {
    let content: Content

    /// Creates a group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeContent() -> NodeContent { SingleChildContent(self) { $0.content } }
}

/// Content whose one child is a part of its view value.
@MainActor
final class SingleChildContent<V: View, Child: View>: TypedContent<V> {
    private let child: (V) -> Child
    private let role: (V) -> RenderRole

    init(_ view: V, role: @escaping (V) -> RenderRole = { _ in .transparent }, child: @escaping (V) -> Child) {
        self.child = child
        self.role = role
        super.init(view)
    }

    override func update(_ node: ViewNode) {
        node.reconcileChild(at: 0, with: child(view))
    }

    override var render: RenderRole { role(view) }
}
