/// What a node does with its view value: the behaviour of one kind of view.
@MainActor
@_spi(Machinery) open class NodeContent {
    /// Re-derives the node's children (and render attributes) from the current value.
    @_spi(Machinery) open func update(_ node: ViewNode) {}

    /// Releases what the content holds beyond the node (subscriptions).
    @_spi(Machinery) open func unmount(_ node: ViewNode) {}

    /// The view type's name.
    @_spi(Machinery) public var typeName: String { "" }

    /// How the node shows in the render tree: a primitive, a modifier's attributes, or
    /// nothing (composite and structural views are transparent).
    @_spi(Machinery) open var render: RenderRole { .transparent }

    /// The node's render attributes while its attribute animation presents `vector`.
    @_spi(Machinery) open func attributes(presenting vector: AnimationVector) -> [String] { [] }

    // MARK: Layout (see docs/ARCHITECTURE.md)

    /// Whether the node's children stand in its place in a stack: a block's tuple, a
    /// `ForEach`, a `Group`, an `if`.
    @_spi(Machinery) open var isStructural: Bool { false }

    /// For a stack, the axis its items follow; `nil` for everything else (a `ZStack`'s
    /// items overlap).
    @_spi(Machinery) public var stackAxis: Axis? { nil }

    /// For a `Spacer`, its minimum length; `nil` for everything else.
    @_spi(Machinery) public var spacerMinLength: Double? { nil }

    /// The size the node takes when its parent proposes `proposal`, in the target's units.
    @_spi(Machinery) open func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let items = node.layoutItems
        return items.count == 1 ? items[0].sizeThatFits(proposal) : implicitStack(node).sizeThatFits(proposal, items: items)
    }

    /// Appends what the node and its subtree draw, back to front, with `paint` from the
    /// modifiers above. By default the node draws nothing itself.
    @_spi(Machinery) open func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        node.appendChildrenDisplayItems(paint: paint, to: &items)
    }

    /// Whether a new frame can change what the node draws itself or how its children draw
    /// (a backdrop filling the frame, a scale about its center). When not, a node that only
    /// moved draws nothing new: the children that moved are redrawn on their own.
    @_spi(Machinery) open var drawingFollowsFrame: Bool { true }

    /// Whether the node places its children by the values an animation presents (an
    /// animated offset or position): then each animation frame places them again.
    @_spi(Machinery) public var placementFollowsPresentation: Bool { false }

    /// Changes `paint` for what the node's children draw (a modifier's foreground,
    /// opacity, scale). By default it is handed down as it is.
    @_spi(Machinery) open func paintChildren(_ paint: inout Paint, node: ViewNode) {}

    /// Places the node's children inside its frame, `bounds`.
    @_spi(Machinery) open func place(in bounds: Rect, node: ViewNode) {
        let items = node.layoutItems
        if items.count == 1 {
            items[0].place(in: bounds)
        } else {
            implicitStack(node).place(items, in: bounds, for: node.placementProposal(for: bounds.size))
        }
    }

    /// The value the node sets for the alignment guide `key` when it is `size`, in its
    /// own coordinates, or `nil` (see ``ViewNode/explicitAlignment(_:in:)``). By default,
    /// as the default layout places one item in the node's frame, that item's.
    @_spi(Machinery) open func explicitAlignment(_ key: AlignmentKey, in size: Size, node: ViewNode) -> Double? {
        let items = node.layoutItems
        return items.count == 1 ? items[0].explicitAlignment(key, in: size) : nil
    }

    /// Whether `render` is `.transparent` for every value of this content's view type, so
    /// the render phase can pass the node by.
    @_spi(Machinery) open var isAlwaysTransparent: Bool { false }

    /// The accessibility identifier this content carries, for targeting input.
    @_spi(Machinery) open var accessibilityIdentifier: String? { nil }

    /// The text this content shows (a text's string, a text field's title), for targeting input.
    @_spi(Machinery) open var visibleText: String? { nil }

    /// The traits the view has as an accessibility element of its own (a control, a text,
    /// an image); `nil` for a view that is not one.
    @_spi(Machinery) open var accessibilityTraits: AccessibilityTraits? { nil }

    /// The value the view shows, as its accessibility element says it: a toggle's `on` or
    /// `off`, a slider's value, a field's text.
    @_spi(Machinery) open var accessibilityValue: String? { nil }

    /// How many of the node's first children say what its element is called (a slider's,
    /// a picker's or a gauge's label, not its options or value labels); `nil`: all of them.
    @_spi(Machinery) open var accessibilityLabelChildren: Int? { nil }

    /// Whether the content sets the font of the text below it: where fonts change text
    /// sizes, a change of it lays that text out again.
    @_spi(Machinery) public var changesFont: Bool { false }

    /// Whether the node's size follows the font in force (a text): measured again when a
    /// font above it changes.
    @_spi(Machinery) open var sizeFollowsFont: Bool { false }

    /// Takes a new view value of this content's view type, passed by address so callers
    /// need no cast (the node key's type check has proven the type), and leaves the old
    /// value there. Returns whether the node must update.
    @_spi(Machinery) public func receive(valueAt pointer: UnsafeMutableRawPointer) -> Bool {
        preconditionFailure("subclass")
    }

    /// Takes the value at `pointer`, a part of the value `holder` keeps (a stack's content,
    /// a modifier's), as the node's from now on, read where it lies. Returns whether the
    /// node must update. The type is proven by the node key, as for ``receive(valueAt:)``.
    @_spi(Machinery) public func receive(partAt pointer: UnsafeMutableRawPointer, of holder: NodeContent) -> Bool {
        preconditionFailure("subclass")
    }

    /// ``receive(valueAt:)`` from a typed pointer, made raw here: a raw pointer formed
    /// straight from a value that may hold references is what the compiler warns of.
    @_spi(Machinery) public final func receive<C>(value pointer: UnsafeMutablePointer<C>) -> Bool {
        receive(valueAt: UnsafeMutableRawPointer(pointer))
    }

    /// The content whose allocation holds this content's value: itself, or the ancestor
    /// whose value it is a part of.
    @_spi(Machinery) public var storageHolder: NodeContent { self }
}

/// Content holding a view value of type `V`.
///
/// The value is kept once. A value the node was handed (a body, a `ForEach` row) lives in
/// an allocation of the content's own; a value that is a part of its parent's (a stack's
/// content, a tuple's element, a modifier's content) is read where it lies in the
/// ancestor that keeps it, and never copied: a new value for the ancestor is a new value
/// for every part at once, with no copy (and no retain of what it holds) at each level.
@MainActor
@_spi(Machinery) open class TypedContent<V: View>: NodeContent {
    /// Where the node's value lives, at an address that does not move while it lives
    /// there. Unsafe pointer: an allocation of the content's own (made in `init`, freed in
    /// `deinit` or when the content is handed a part) or a place inside the allocation
    /// `lender` keeps alive; read and written only on the loop thread, never while an
    /// `inout` access to it is open (so no runtime exclusivity check). Usable from inline
    /// code: views of other modules read it through the inlined ``view``.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var storage: UnsafeMutablePointer<V>
    /// The content whose allocation `storage` lies in, while the value is a part of
    /// another's: kept alive with this content. `nil` while the content owns its storage.
    @exclusivity(unchecked) private var lender: NodeContent?

    /// The node's value, read and changed where it lives (no copy to read a field).
    @_spi(Machinery) @inlinable public var view: V {
        _read { yield storage.pointee }
        _modify { yield &storage.pointee }
    }

    @_spi(Machinery) public init(_ view: V) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: view)
    }

    deinit {
        guard lender == nil else { return }
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    @_spi(Machinery) public override final var storageHolder: NodeContent { lender ?? self }

    /// Takes a new value from the parent, leaving the old one in its place (a swap: a
    /// container's value holds its whole subtree's, which a copy would retain piece by
    /// piece); returns whether the node must update. Built-in views always pass it on;
    /// their children decide for themselves.
    @_spi(Machinery) open func receive(_ newView: inout V) -> Bool {
        swap(&view, &newView)
        return true
    }

    @_spi(Machinery) public override final func receive(valueAt pointer: UnsafeMutableRawPointer) -> Bool {
        if lender != nil {
            // A value handed over where a part was read: the content keeps its own again.
            storage = .allocate(capacity: 1)
            storage.initialize(to: pointer.assumingMemoryBound(to: V.self).pointee)
            lender = nil
        }
        // Safe: callers pass a V, proven by the node key's type before the call.
        return receive(&pointer.assumingMemoryBound(to: V.self).pointee)
    }

    /// Takes the part at `pointer` of `holder`'s value as the node's value, read there from
    /// now on; returns whether the node must update. Built-in views always pass it on.
    @_spi(Machinery) open func receive(part pointer: UnsafeMutablePointer<V>, of holder: NodeContent) -> Bool {
        if lender == nil {
            storage.deinitialize(count: 1)
            storage.deallocate()
        }
        storage = pointer
        lender = holder.storageHolder
        return true
    }

    @_spi(Machinery) public override final func receive(partAt pointer: UnsafeMutableRawPointer, of holder: NodeContent) -> Bool {
        // Safe: callers pass the address of a V, proven by the node key's type before the call.
        receive(part: pointer.assumingMemoryBound(to: V.self), of: holder)
    }

    /// The address of the part of the value `offset` bytes in (a stored property's).
    @_spi(Machinery) public func partAddress(at offset: Int) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(storage) + offset
    }

    /// Makes child `index` of `node` show the part of this content's value `offset` bytes
    /// in (a stored property of type `C`), read where it lies.
    @_spi(Machinery) public func reconcilePart<C: View>(_ type: C.Type, at offset: Int, child index: Int, of node: ViewNode,
                                environment: EnvironmentValues? = nil) {
        // Safe: `offset` is a stored property's of V, of type C (the caller's layout), inside
        // the value at `storage`.
        node.reconcileChild(at: index, part: partAddress(at: offset).assumingMemoryBound(to: C.self), of: self,
                            environment: environment)
    }

    @_spi(Machinery) public override var typeName: String { viewTypeName(V.self) }
}

/// The short name of a view type: `PlayerView`, `VStack<…>` without its parameters.
package func viewTypeName(_ type: Any.Type) -> String {
    let name = String(describing: type)
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}

/// A built-in view: the graph asks it for its content instead of evaluating a body.
@MainActor
package protocol BuiltinView: View where Body == Never {
    func makeContent() -> NodeContent
}
