/// What a node does with its view value: the behaviour of one kind of view.
@MainActor
class NodeContent {
    /// Re-derives the node's children (and render attributes) from the current value.
    func update(_ node: ViewNode) {}

    /// Releases what the content holds beyond the node (subscriptions).
    func unmount(_ node: ViewNode) {}

    /// The view type's name.
    var typeName: String { "" }

    /// How the node shows in the render tree: a primitive, a modifier's attributes, or
    /// nothing (composite and structural views are transparent).
    var render: RenderRole { .transparent }

    /// The node's render attributes while its attribute animation presents `vector`.
    func attributes(presenting vector: AnimationVector) -> [String] { [] }

    // MARK: Layout (see docs/ARCHITECTURE.md)

    /// Whether the node's children stand in its place in a stack: a block's tuple, a
    /// `ForEach`, a `Group`, an `if`.
    var isStructural: Bool { false }

    /// For a stack, the axis its items follow; `nil` for everything else (a `ZStack`'s
    /// items overlap).
    var stackAxis: Axis? { nil }

    /// For a `Spacer`, its minimum length; `nil` for everything else.
    var spacerMinLength: Double? { nil }

    /// The size the node takes when its parent proposes `proposal`, in the target's units.
    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let items = node.layoutItems
        return items.count == 1 ? items[0].sizeThatFits(proposal) : passThroughLayout.sizeThatFits(proposal, items: items)
    }

    /// Appends what the node and its subtree draw, back to front, with `paint` from the
    /// modifiers above. By default the node draws nothing itself.
    func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        node.appendChildrenDisplayItems(paint: paint, to: &items)
    }

    /// Whether a new frame can change what the node draws itself or how its children draw
    /// (a backdrop filling the frame, a scale about its center). When not, a node that only
    /// moved draws nothing new: the children that moved are redrawn on their own.
    var drawingFollowsFrame: Bool { true }

    /// Changes `paint` for what the node's children draw (a modifier's foreground,
    /// opacity, scale). By default it is handed down as it is.
    func paintChildren(_ paint: inout Paint, node: ViewNode) {}

    /// Places the node's children inside its frame, `bounds`.
    func place(in bounds: Rect, node: ViewNode) {
        let items = node.layoutItems
        if items.count == 1 {
            items[0].place(in: bounds)
        } else {
            passThroughLayout.place(items, in: bounds, for: node.placementProposal(for: bounds.size))
        }
    }

    /// Whether `render` is `.transparent` for every value of this content's view type, so
    /// the render phase can pass the node by.
    var isAlwaysTransparent: Bool { false }

    /// The accessibility identifier this content carries, for targeting input.
    var accessibilityIdentifier: String? { nil }

    /// The text this content shows (a text's string, a text field's title), for targeting input.
    var visibleText: String? { nil }

    /// The traits the view has as an accessibility element of its own (a control, a text,
    /// an image); `nil` for a view that is not one.
    var accessibilityTraits: AccessibilityTraits? { nil }

    /// The value the view shows, as its accessibility element says it: a toggle's `on` or
    /// `off`, a slider's value, a field's text.
    var accessibilityValue: String? { nil }

    /// How many of the node's first children say what its element is called (a slider's,
    /// a picker's or a gauge's label, not its options or value labels); `nil`: all of them.
    var accessibilityLabelChildren: Int? { nil }

    /// Whether the content sets the font of the text below it: where fonts change text
    /// sizes, a change of it lays that text out again.
    var changesFont: Bool { false }

    /// Takes a new view value of this content's view type, passed by address so callers
    /// need no cast (the node key's type check has proven the type), and leaves the old
    /// value there. Returns whether the node must update.
    func receive(valueAt pointer: UnsafeMutableRawPointer) -> Bool {
        preconditionFailure("subclass")
    }
}

/// Content holding a view value of type `V`.
@MainActor
class TypedContent<V: View>: NodeContent {
    var view: V

    init(_ view: V) {
        self.view = view
    }

    /// Takes a new value from the parent, leaving the old one in its place (a swap: a
    /// container's value holds its whole subtree's, which a copy would retain piece by
    /// piece); returns whether the node must update. Built-in views always pass it on;
    /// their children decide for themselves.
    func receive(_ newView: inout V) -> Bool {
        swap(&view, &newView)
        return true
    }

    override final func receive(valueAt pointer: UnsafeMutableRawPointer) -> Bool {
        // Safe: callers pass a V, proven by the node key's type before the call.
        receive(&pointer.assumingMemoryBound(to: V.self).pointee)
    }

    override var typeName: String { viewTypeName(V.self) }
}

/// The short name of a view type: `PlayerView`, `VStack<…>` without its parameters.
package func viewTypeName(_ type: Any.Type) -> String {
    let name = String(describing: type)
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}

/// A built-in view: the graph asks it for its content instead of evaluating a body.
@MainActor
protocol BuiltinView: View where Body == Never {
    func makeContent() -> NodeContent
}
