/// A view that shows nothing.
public struct EmptyView: View, BuiltinView {
    /// Creates an empty view.
    public init() {}

    func makeContent() -> NodeContent { TypedContent(self) }
}

/// Several views built by a ``ViewBuilder`` block, shown in order: `value` is a tuple of
/// views, `T` its type (as in SwiftUI, `TupleView<(Text, Image)>`).
///
/// The tuple's type is the one generic parameter, so copying and destroying a
/// `TupleView` uses the tuple's own value witnesses (a type generic over a parameter
/// pack would look its tuple type up in the runtime's cache each time).
public struct TupleView<T>: View, BuiltinView {
    /// The views.
    public var value: T

    /// Creates the view of the tuple of views `value`.
    @inlinable
    public init(_ value: T) {
        self.value = value
    }

    func makeContent() -> NodeContent { TupleContent(self) }
}

/// Reconciles each element of a ``TupleView`` as a child, reading the elements at
/// offsets worked out once per tuple type.
@MainActor
private final class TupleContent<T>: TypedContent<TupleView<T>> {
    /// Draws nothing itself: a move changes nothing it draws.
    override var drawingFollowsFrame: Bool { false }

    override var isAlwaysTransparent: Bool { true }
    override var isStructural: Bool { true }

    private let elements: [TupleElement]

    override init(_ view: TupleView<T>) {
        elements = TupleElement.elements(of: view.value)
        super.init(view)
    }

    override func update(_ node: ViewNode) {
        // Safe: `value` is TupleView's only stored property, so the tuple starts at the
        // view's address; the pointer lives only for the call and nothing writes `view` then.
        reconcileElements(in: node, tuple: &view)
    }

    private func reconcileElements(in node: ViewNode, tuple: UnsafeRawPointer) {
        for (index, element) in elements.enumerated() {
            element.reconcile(in: node, at: index, from: tuple + element.offset)
        }
    }
}

/// One element of a tuple of views: where it sits and how to reconcile it as a child.
private struct TupleElement {
    let offset: Int
    private let type: any TupleElementType.Type

    /// The elements of tuples of `tuple`'s type, found once per type (by reflecting on
    /// this value's elements, whose types are the tuple's: a view builder's tuple holds
    /// concrete views) and cached.
    @MainActor
    static func elements<T>(of tuple: T) -> [TupleElement] {
        let key = ObjectIdentifier(T.self)
        if let cached = cache[key] { return cached }
        var elements: [TupleElement] = []
        var end = 0
        for child in Mirror(reflecting: tuple).children {
            guard let type = Swift.type(of: child.value) as? any View.Type else {
                preconditionFailure("TupleView<\(T.self)>: an element is not a View")
            }
            elements.append(TupleElement(type, after: &end))
        }
        cache[key] = elements
        return elements
    }

    @MainActor private static var cache: [ObjectIdentifier: [TupleElement]] = [:]

    /// The element of type `type` following the elements that end at `end` (Swift lays a
    /// tuple out like a struct: each element at the next offset its alignment allows).
    init<Element: View>(_ type: Element.Type, after end: inout Int) {
        let alignment = MemoryLayout<Element>.alignment
        offset = (end + alignment - 1) / alignment * alignment
        end = offset + MemoryLayout<Element>.size
        self.type = TypedTupleElement<Element>.self
    }

    @MainActor
    func reconcile(in node: ViewNode, at index: Int, from pointer: UnsafeRawPointer) {
        type.reconcile(in: node, at: index, from: pointer)
    }
}

/// The element type of a ``TupleElement``, reached through a protocol (not a closure,
/// which would check its executor on every call).
private protocol TupleElementType {
    @MainActor static func reconcile(in node: ViewNode, at index: Int, from pointer: UnsafeRawPointer)
}

private enum TypedTupleElement<Element: View>: TupleElementType {
    @MainActor
    static func reconcile(in node: ViewNode, at index: Int, from pointer: UnsafeRawPointer) {
        // Safe: the pointer addresses an initialised Element inside the tuple (see `update`).
        node.reconcileChild(at: index, with: pointer.assumingMemoryBound(to: Element.self).pointee)
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
    /// Draws nothing itself: a move changes nothing it draws.
    override var drawingFollowsFrame: Bool { false }

    override var isAlwaysTransparent: Bool { true }
    override var isStructural: Bool { true }

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
    /// Draws nothing itself: a move changes nothing it draws.
    override var drawingFollowsFrame: Bool { false }

    override var isAlwaysTransparent: Bool { true }
    override var isStructural: Bool { true }

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

    func makeContent() -> NodeContent { SingleChildContent(self, layout: .structural) { $0.content } }
}

/// Content whose one child is a part of its view value.
@MainActor
final class SingleChildContent<V: View, Child: View>: TypedContent<V> {
    /// Draws nothing itself: a move changes nothing it draws.
    override var drawingFollowsFrame: Bool { false }

    /// How the view lays out.
    enum Layout {
        /// As its child does.
        case passThrough
        /// Its child's items stand in its place in a stack (`Group`).
        case structural
        /// Its child's items, stacked.
        case stack((V) -> StackLayout)
        /// Space along a stack's axis, at least the given length.
        case spacer((V) -> Double)
    }

    private let child: (V) -> Child
    private let role: (V) -> RenderRole
    private let layout: Layout
    /// A long stack's memory of its last layouts (see ``StackMemo/minimumItems``).
    private var stackMemo: StackMemo?

    init(_ view: V, role: @escaping (V) -> RenderRole = { _ in .transparent }, layout: Layout = .passThrough,
         child: @escaping (V) -> Child) {
        self.child = child
        self.role = role
        self.layout = layout
        super.init(view)
    }

    override func update(_ node: ViewNode) {
        node.reconcileChild(at: 0, with: child(view))
    }

    override var render: RenderRole { role(view) }

    override var isStructural: Bool {
        if case .structural = layout { return true }
        return false
    }

    override var spacerMinLength: Double? {
        if case .spacer(let length) = layout { return length(view) }
        return nil
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        switch layout {
        case .passThrough, .structural: super.sizeThatFits(proposal, node: node)
        case .stack(let stack): remembering(stack(view)).sizeThatFits(proposal, items: stackItems(of: node))
        case .spacer(let length):
            // Outside a stack a spacer expands both ways; stacks size spacers themselves.
            Size(width: max(proposal.width ?? 0, length(view)), height: max(proposal.height ?? 0, length(view)))
        }
    }

    /// The stack's items, from its memo (if it is long enough to keep one) while the
    /// tree's shape is unchanged.
    private func stackItems(of node: ViewNode) -> [ViewNode] {
        let generation = node.graph.surface.shapeGeneration
        if let stackMemo { return stackMemo.items(of: node, generation: generation) }
        let items = node.layoutItems
        if items.count >= StackMemo.minimumItems {
            let memo = StackMemo()
            stackMemo = memo
            return memo.items(of: node, generation: generation)
        }
        return items
    }

    /// `stack` with this node's memo.
    private func remembering(_ stack: StackLayout) -> StackLayout {
        var stack = stack
        stack.memo = stackMemo
        return stack
    }

    override func place(in bounds: Rect, node: ViewNode) {
        switch layout {
        case .passThrough, .structural: super.place(in: bounds, node: node)
        case .stack(let stack):
            remembering(stack(view)).place(stackItems(of: node), in: bounds, for: node.placementProposal(for: bounds.size))
        case .spacer: break
        }
    }
}
