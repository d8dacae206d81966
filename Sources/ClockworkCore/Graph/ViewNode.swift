/// Identifies a child among its siblings: its view type and, if any, its explicit id
/// (`.id(_:)`, a `ForEach` element, the branch of an `if`). Same key: same node, state kept.
///
/// The id is boxed: most nodes have none, and an inline `AnyHashable?` would cost every
/// node five words.
package struct NodeKey {
    let type: ObjectIdentifier
    private let boxedID: NodeID?

    init<V>(_ type: V.Type, id: AnyHashable? = nil) {
        self.type = ObjectIdentifier(type)
        boxedID = id.map(NodeID.init)
    }

    /// The explicit id, if any.
    package var id: AnyHashable? { boxedID?.value }

    /// Whether a view of type `V` with `id` has this key (no box made to ask).
    func matches<V>(_ type: V.Type, id: AnyHashable?) -> Bool {
        self.type == ObjectIdentifier(type) && boxedID?.value == id
    }
}

/// A node's explicit id, boxed (see ``NodeKey``).
final class NodeID: @unchecked Sendable {
    // @unchecked Sendable: immutable after init; ids are made and compared on the loop thread.
    let value: AnyHashable

    init(_ value: AnyHashable) {
        self.value = value
    }
}

/// One view's place in the live tree: its current value (in its content), its
/// dynamic-property storage, its environment, its children and its dirty bit.
///
/// Fields marked `@exclusivity(unchecked)` are touched only on the loop thread and never
/// while an `inout` access to the same field is open; the update pass reaches them on
/// every evaluation, so they skip the runtime's dynamic exclusivity check.
@MainActor
public final class ViewNode {
    /// The frame in single precision (exact for whole units up to 2²⁴): half the bytes of
    /// a node's share of memory that four doubles would take. First, so its 16-byte
    /// alignment costs no padding (Swift lays a class's fields out in declaration order).
    @exclusivity(unchecked) private var frameStorage = SIMD4<Float>()
    package unowned let graph: ViewGraph
    /// The parent, or `nil` for the root (and for an unmounted node).
    ///
    /// `unowned`, not `weak`: a weak reference would give every parent a side table and
    /// put each of its retains and releases on the runtime's slow path. A parent owns its
    /// children and clears this when it unmounts them.
    @exclusivity(unchecked) public private(set) unowned var parent: ViewNode?
    package let key: NodeKey
    /// What the node does with its view value.
    package var content: NodeContent! {
        _read { yield contentStorage }
        _modify { yield &contentStorage }
    }
    /// The node's children, in order.
    public package(set) var children: [ViewNode] {
        _read { yield childrenStorage }
        _modify { yield &childrenStorage }
    }
    /// The environment the node's view sees.
    @usableFromInline package var environment: EnvironmentValues {
        _read { yield environmentStorage }
        _modify { yield &environmentStorage }
    }
    // The fields behind the three above. The views of other modules reach them through
    // those accessors: the compiler skips the exclusivity check of a field only inside its
    // own module, and a call costs less than the check.
    @exclusivity(unchecked) private var contentStorage: NodeContent!
    @exclusivity(unchecked) private var childrenStorage: [ViewNode] = []
    @exclusivity(unchecked) private var environmentStorage: EnvironmentValues
    @exclusivity(unchecked) var isDirty = false
    /// Whether input cannot reach the node's subtree: a screen under the one a navigation
    /// stack shows, a tab not selected, what a sheet or an alert covers. Its owner sets it.
    @exclusivity(unchecked) package var isHiddenFromInput = false
    /// Whether the node's subtree is kept (with its state) but not shown at all: a tab not
    /// selected, a screen under a navigation stack's top. Its owner sets it, and with it
    /// ``isHiddenFromInput``.
    @exclusivity(unchecked) package private(set) var isOffscreen = false

    /// Keeps the node's subtree offscreen (and out of input's reach) or shows it again;
    /// returns whether that changed.
    package func setOffscreen(_ offscreen: Bool) -> Bool {
        defer { isOffscreen = offscreen; isHiddenFromInput = offscreen }
        return isOffscreen != offscreen
    }
    /// Whether the node is still in the tree.
    @exclusivity(unchecked) public private(set) var isMounted = true
    /// Distance from the root: the update pass evaluates lower depths first.
    public var depth: Int { Int(depthStorage) }
    /// The depth in four bytes, beside the node's flags.
    private let depthStorage: Int32
    /// What the node's evaluations read, each stamped with the last evaluation that read
    /// it. Loop thread only (read-tracking reaches it without an executor check).
    @exclusivity(unchecked) nonisolated(unsafe) private var dependencies: [Dependency] = []
    /// Counts the node's evaluations; stamps ``dependencies``. Loop thread only.
    @exclusivity(unchecked) nonisolated(unsafe) private var evaluation: UInt32 = 0
    /// How many dependencies the current evaluation has stamped so far. Loop thread only.
    @exclusivity(unchecked) nonisolated(unsafe) private var dependenciesStamped: Int32 = 0
    /// Storage of the view's dynamic properties (State boxes, object subscriptions), by slot.
    @exclusivity(unchecked) package var propertyStorage: [AnyObject?] = []
    /// How many times this node's body was evaluated.
    @exclusivity(unchecked) public package(set) var bodyEvaluations = 0
    /// What the node contributes to the render tree, as of the last render phase.
    @exclusivity(unchecked) var renderItem: RenderRole = .transparent
    /// Whether the node changed since the last render phase.
    @exclusivity(unchecked) var needsRender = false
    /// Whether the next layout must place the node's subtree even if its frame is unchanged.
    @exclusivity(unchecked) var needsPlacement = true
    /// Where the last layout put the node, in the target's units.
    public var frame: Rect {
        Rect(x: Double(frameStorage[0]), y: Double(frameStorage[1]), width: Double(frameStorage[2]), height: Double(frameStorage[3]))
    }
    /// Stores `bounds` as the node's frame; returns whether that changed it (compared in
    /// the precision the frame is kept in).
    func updateFrame(_ bounds: Rect) -> Bool {
        let stored = SIMD4(Float(bounds.minX), Float(bounds.minY), Float(bounds.size.width), Float(bounds.size.height))
        guard stored != frameStorage else { return false }
        frameStorage = stored
        return true
    }
    /// The index of the node's attribute animation in the graph's animation table, or -1.
    @exclusivity(unchecked) var attributeTrack: Int32 = -1
    /// The last layout or display-list pass that visited the node (see ``SurfaceState``).
    @exclusivity(unchecked) var visit: UInt32 = 0
    /// Where the items of the node's subtree start in the graph's display list, and how many.
    @exclusivity(unchecked) var itemStart: Int32 = 0
    @exclusivity(unchecked) var itemCount: Int32 = 0
    /// The sizes the node chose in the last layout, by proposal.
    @exclusivity(unchecked) var sizeCache = SizeCache()
    @exclusivity(unchecked) private var referenceStorage: NodeReference?

    /// How change handlers on other threads name this node: made when first asked for,
    /// cleared when the node unmounts.
    var reference: NodeReference {
        if let referenceStorage { return referenceStorage }
        let reference = NodeReference(self)
        referenceStorage = reference
        return reference
    }

    /// A node torn down with its whole graph, never unmounted: its reference names
    /// nothing from here on, whatever handler still holds it.
    deinit {
        referenceStorage?.node = nil
    }

    /// Creates the node for `view` and evaluates it (and so its subtree) at once.
    convenience init<V: View>(mounting view: V, key: NodeKey, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.init(content: makeContent(for: view), key: key, parent: parent, environment: environment, graph: graph)
        update()
        if let parent { graph.surface.childrenChanged(of: parent) }
    }

    /// A node of `content`, not evaluated yet.
    private init(content: NodeContent, key: NodeKey, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.graph = graph
        self.parent = parent
        depthStorage = Int32((parent?.depth ?? -1) + 1)
        self.key = key
        environmentStorage = environment
        contentStorage = content
    }

    /// Creates the node for the part at `part` of `holder`'s value, reading it there, and
    /// evaluates it (and so its subtree) at once.
    convenience init<V: View>(mountingPart part: UnsafeMutablePointer<V>, of holder: NodeContent, key: NodeKey, parent: ViewNode,
                              environment: EnvironmentValues, graph: ViewGraph) {
        self.init(content: makeContent(for: part.pointee), key: key, parent: parent, environment: environment, graph: graph)
        _ = content.receive(partAt: part, of: holder)
        update()
        graph.surface.childrenChanged(of: parent)
    }

    /// The view type's name, for messages and dumps.
    public var typeName: String { content.typeName }

    /// Re-derives the node from its current view value.
    func update() {
        isDirty = false
        content.update(self)
        if !needsRender, !content.isAlwaysTransparent {
            needsRender = true
            graph.needsRender.append(self)
        }
    }

    // MARK: Children

    /// Makes child `index` show `view` (see ``reconcile(_:with:id:environment:)``).
    package func reconcileChild<C: View>(at index: Int, with view: consuming C, id: AnyHashable? = nil, environment: EnvironmentValues? = nil) {
        if index < children.count {
            children[index] = reconcile(children[index], with: view, id: id, environment: environment)
        } else {
            children.append(reconcile(nil, with: view, id: id, environment: environment))
        }
    }

    /// Returns the child that shows `view`: `existing` if its key matches (it takes the new
    /// value and updates only if its inputs changed, it is dirty, or its environment
    /// changed), else a newly mounted node (and `existing` is unmounted).
    package func reconcile<C: View>(_ existing: ViewNode?, with view: consuming C, id: AnyHashable?, environment: EnvironmentValues?) -> ViewNode {
        if let child = existing {
            if child.key.matches(C.self, id: id) {
                child.receive(view, environment: environment ?? self.environment)
                return child
            }
            child.unmount()
        }
        return ViewNode(mounting: view, key: NodeKey(C.self, id: id), parent: self, environment: environment ?? self.environment, graph: graph)
    }

    /// Gives this node (whose key is known to match `C`) a new value, updating it if its
    /// inputs changed, it is dirty, or its environment changed.
    package func receive<C: View>(_ view: consuming C, environment: EnvironmentValues) {
        let environmentChanged = !self.environment.isSame(as: environment)
        self.environment = environment
        var view = view
        // Safe: the key match proves the content holds a C, and the pointer lives only for
        // the call, which leaves the old value in `view` to be dropped here.
        let changed = content.receive(value: &view)
        if changed || isDirty || environmentChanged {
            update()
        }
    }

    /// Makes child `index` show the value at `part`, a part of the value `holder` keeps
    /// (read there, never copied). A child whose key differs is unmounted and a new one
    /// mounted.
    func reconcileChild<C: View>(at index: Int, part: UnsafeMutablePointer<C>, of holder: NodeContent,
                                 environment: EnvironmentValues? = nil) {
        let environment = environment ?? self.environment
        if index < children.count {
            let child = children[index]
            if child.key.matches(C.self, id: nil) {
                child.receive(part: part, of: holder, environment: environment)
                return
            }
            child.unmount()
            children[index] = ViewNode(mountingPart: part, of: holder, key: NodeKey(C.self), parent: self, environment: environment,
                                       graph: graph)
        } else {
            children.append(ViewNode(mountingPart: part, of: holder, key: NodeKey(C.self), parent: self, environment: environment,
                                     graph: graph))
        }
    }

    /// Gives this node (whose key is known to match `C`) the part at `part` of `holder`'s
    /// value as its value, updating it if its content asks to, it is dirty, or its
    /// environment changed.
    private func receive<C: View>(part: UnsafeMutablePointer<C>, of holder: NodeContent, environment: EnvironmentValues) {
        let environmentChanged = !self.environment.isSame(as: environment)
        self.environment = environment
        if content.receive(partAt: part, of: holder) || isDirty || environmentChanged {
            update()
        }
    }

    /// Unmounts the children from `count` on.
    package func removeChildren(from count: Int) {
        guard count < children.count else { return }
        for child in children[count...] { child.unmount() }
        children.removeSubrange(count...)
    }

    /// Takes the node and its subtree out of the tree: state and subscriptions go. A node
    /// an animated update removes with a removal transition departs first (see
    /// ``ViewGraph/startsDeparture(of:)``).
    package func unmount() {
        if graph.startsDeparture(of: self) { return }
        if let parent, parent.isMounted { graph.surface.childrenChanged(of: parent) }
        isMounted = false
        parent = nil
        referenceStorage?.node = nil
        graph.animations.stopAttribute(of: self)
        graph.animations.stopView(of: self)
        for dependency in dependencies { dependency.observable.removeObserver(self) }
        dependencies.removeAll()
        content.unmount(self)
        propertyStorage.removeAll()
        for child in children { child.unmount() }
        children.removeAll()
        if !graph.departures.isEmpty { graph.dropDepartures(of: self) }
    }

    // MARK: Dependencies

    /// Whether the node's last evaluation read anything tracked.
    package var hasDependencies: Bool { !dependencies.isEmpty }

    /// Starts an evaluation: reads from here on stamp this evaluation's number.
    func beginEvaluation() {
        evaluation &+= 1
        dependenciesStamped = 0
    }

    /// Ends an evaluation: drops the links it did not re-read.
    func endEvaluation() {
        guard Int(dependenciesStamped) < dependencies.count else { return }
        let current = evaluation
        for dependency in dependencies where dependency.evaluation != current {
            dependency.observable.removeObserver(self)
        }
        dependencies.removeAll { $0.evaluation != current }
    }

    /// Stamps the existing link to `observable` with the current evaluation; `false` if
    /// there is none.
    nonisolated func restampDependency(on observable: TrackedSource) -> Bool {
        for index in dependencies.indices where dependencies[index].observable === observable {
            if dependencies[index].evaluation != evaluation {
                dependencies[index].evaluation = evaluation
                dependenciesStamped += 1
            }
            return true
        }
        return false
    }

    /// Adds a link to `observable`, stamped with the current evaluation.
    nonisolated func addDependency(on observable: TrackedSource) {
        dependencies.append(Dependency(observable: observable, evaluation: evaluation))
        dependenciesStamped += 1
    }
}

/// Makes the content object for a view: built-in views bring their own, every other
/// view is composite (it has a body).
@MainActor
func makeContent<V: View>(for view: V) -> NodeContent {
    if let builtin = view as? any BuiltinView {
        return builtin.makeContent()
    }
    if let drawn = view as? any DrawnView {
        return drawn.makeDrawnContent()
    }
    return CompositeContent(view)
}
