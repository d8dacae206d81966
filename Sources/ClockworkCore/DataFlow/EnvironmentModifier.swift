/// Changes the environment the content sees: `.environment(_:_:)`,
/// `.transformEnvironment(_:transform:)` and the modifiers built on them (`.disabled`).
struct EnvironmentModifier: BuiltinModifier {
    let transform: (inout EnvironmentValues) -> Void

    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { EnvironmentModifierContent(view) }
}

/// Keeps the child environment, and the entries it set, from one update to the next: a
/// changed value goes into its entry in place (marking only the bodies that read it
/// dirty), so the content's environment stays the same environment.
///
/// Its fields are touched on the loop thread only, in its own updates, never under an
/// open `inout` access: no runtime exclusivity check.
@MainActor
private final class EnvironmentModifierContent<Content: View>: ModifierContent<Content, EnvironmentModifier> {
    @exclusivity(unchecked) private var base: EnvironmentValues?
    @exclusivity(unchecked) private var child = EnvironmentValues()
    @exclusivity(unchecked) private var entries: [EnvironmentValues.Entry] = []
    /// The color scheme the content is drawn in, when the transform set another than the
    /// one it inherits (`.environment(\.colorScheme, .dark)` on a card).
    @exclusivity(unchecked) private var colorScheme: ColorScheme?

    override func update(_ node: ViewNode) {
        let environment = childEnvironment(node)
        let scheme = environment.colorScheme
        let changed = scheme == node.environment.colorScheme ? nil : scheme
        if changed != colorScheme {
            colorScheme = changed
            node.graph.surface.presentationChanged(node)
        }
        reconcileContent(node, environment: environment)
    }

    override func paintChildren(_ paint: inout Paint, node: ViewNode) {
        super.paintChildren(&paint, node: node)
        if let colorScheme { paint.colorScheme = colorScheme }
    }

    /// The transform runs as the node's evaluation: the inherited values it reads (a
    /// `.disabled` reads `isEnabled`) become the node's dependencies, so a change above
    /// runs it again.
    private func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        var fresh = node.environment
        let tracker = EnvironmentValues.ReadTracker()
        fresh.readTracker = tracker
        node.graph.track(node, countsAsBody: false) {
            modifier.transform(&fresh)
            for entry in tracker.entries { entry.recordRead(by: node) }
        }
        fresh.readTracker = nil
        let made = fresh.entries(above: node.environment)
        if let base, base.isSame(as: node.environment), let made, made.count == entries.count,
           zip(made, entries).allSatisfy({ $0.key == $1.key }) {
            for (new, kept) in zip(made, entries) { kept.take(new, in: node.graph) }
            return child
        }
        base = node.environment
        child = fresh
        entries = made ?? []
        return fresh
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its subtree.
    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Changes the environment value at `keyPath` for this view and its subtree, from the
    /// value it inherits.
    public nonisolated func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Disables the controls in this view (when `disabled`): they are skipped by focus and
    /// refuse input. A disabled ancestor cannot be re-enabled below it.
    public nonisolated func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
    }
}
