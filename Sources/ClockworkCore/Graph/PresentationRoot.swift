/// The graph's outermost view: the app's root view, and over it what the views present
/// (see ``Presentations``), each placed on the whole surface. While anything is presented,
/// input reaches only the frontmost presentation.
struct PresentationRoot<Root: View>: View, BuiltinView {
    let root: Root

    func makeContent() -> NodeContent { PresentationRootContent(self) }
}

/// The root view is child 0 (mounted once: the graph's root value never changes); the
/// presentations follow, bottom to top. Once a view sets `.preferredColorScheme(_:)`, the
/// root reads that preference and sets `\.colorScheme` for everything it hosts.
@MainActor
private final class PresentationRootContent<Root: View>: TypedContent<PresentationRoot<Root>>, PreferenceReading {
    /// The scheme a view prefers, else the host's, as of the last preference refresh.
    private var preferredScheme: ColorScheme?
    /// The environment handed to what the root hosts: the root's own, with the preferred
    /// scheme set while there is one.
    private var hosted: EnvironmentValues?
    override var isAlwaysTransparent: Bool { true }
    override var drawingFollowsFrame: Bool { false }
    override var typeName: String { viewTypeName(Root.self) }

    override func update(_ node: ViewNode) {
        let presentations = node.graph.presentations
        presentations.root = node
        presentations.isReconciling = true
        if node.children.isEmpty || hosted == nil {
            var environment = node.environment
            if let preferredScheme { environment.colorScheme = preferredScheme }
            hosted = environment
            node.reconcileChild(at: 0, with: view.root, environment: environment)
        }
        // A presented view may present another as it mounts: until what shows settles.
        var mounted: [ObjectIdentifier] = []
        for _ in 0..<8 {
            presentations.updateShown()
            let sources = presentations.shown.map(\.source)
            if sources == mounted { break }
            for (index, presentation) in presentations.shown.enumerated() { presentation.reconcile(node, index + 1) }
            mounted = sources
        }
        presentations.isReconciling = false
        node.removeChildren(from: presentations.shown.count + 1)
        // Input reaches the frontmost presentation, and a keyboard over it.
        let frontmost = presentations.shown.lastIndex { $0.placement != .keyboard }.map { $0 + 1 } ?? 0
        for (index, child) in node.children.enumerated() {
            child.isHiddenFromInput = index < frontmost
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        node.children[0].sizeThatFits(proposal)
    }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        var hosted = paint
        paintChildren(&hosted, node: node)
        node.appendChildrenDisplayItems(paint: hosted, to: &items)
    }

    /// Everything is drawn in the scheme the root hosts, which the target's theme draws.
    override func paintChildren(_ paint: inout Paint, node: ViewNode) {
        let scheme = hosted?.colorScheme ?? node.environment.colorScheme
        paint.colorScheme = scheme
        paint.hostColorScheme = scheme
    }

    /// Takes the scheme the views prefer, else the one their host gives; a change hosts
    /// everything in the new scheme.
    func refresh(_ node: ViewNode) {
        var preferred = PreferredColorSchemeKey.defaultValue
        var hosts = HostColorSchemeKey.defaultValue
        var stack = Array(node.children.reversed())
        while let current = stack.popLast() {
            if let writer = current.content as? PreferenceWriting, let next = writer.writtenValue as? ColorScheme? {
                if writer.keyType == ObjectIdentifier(PreferredColorSchemeKey.self) {
                    PreferredColorSchemeKey.reduce(value: &preferred) { next }
                } else if writer.keyType == ObjectIdentifier(HostColorSchemeKey.self) {
                    HostColorSchemeKey.reduce(value: &hosts) { next }
                }
            }
            stack.append(contentsOf: current.children.reversed())
        }
        let scheme = preferred ?? hosts
        guard scheme != preferredScheme else { return }
        preferredScheme = scheme
        hosted = nil
        node.graph.afterUpdate { [graph = node.graph] in graph.markDirty(node) }
    }

    /// While the on-screen keyboard shows, across the bottom, the presentations are placed
    /// on the surface above it, and the root view, laid out as ever, is moved up just
    /// enough to show the field typed into, if the keyboard would cover it.
    override func place(in bounds: Rect, node: ViewNode) {
        let fullSurface = node.graph.surface.layoutSize ?? bounds.size
        let shown = node.graph.presentations.shown
        var keyboard: (frame: Rect, field: ViewNode)?
        for (presentation, child) in zip(shown, node.children.dropFirst()) where presentation.placement == .keyboard {
            keyboard = (presentation.frame(of: child, on: fullSurface), presentation.presenter)
            child.place(in: keyboard!.frame)
        }
        let above = keyboard?.frame.minY ?? fullSurface.height
        let root = node.children[0]
        root.place(in: bounds)
        if let keyboard, keyboard.field.frame.maxY > above {
            let rise = min(keyboard.field.frame.maxY - above, max(keyboard.field.frame.minY, 0))
            root.place(in: Rect(x: bounds.minX, y: bounds.minY - rise, width: bounds.size.width, height: bounds.size.height))
        }
        let surface = Size(width: fullSurface.width, height: above)
        for (presentation, child) in zip(shown, node.children.dropFirst()) where presentation.placement != .keyboard {
            child.place(in: presentation.frame(of: child, on: surface))
        }
    }
}

/// Where `.preferredColorScheme(_:)` values go up to the hosted root: the scheme a view in
/// the tree prefers (the first one set, in tree order), or `nil` for none.
package struct PreferredColorSchemeKey: PreferenceKey {
    package static var defaultValue: ColorScheme? { nil }
    package static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

/// The scheme a host of the views (a preview's tool, a test) gives them, as a person's
/// appearance setting does on Apple's platforms: taken while no view prefers one.
package struct HostColorSchemeKey: PreferenceKey {
    package static var defaultValue: ColorScheme? { nil }
    package static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}
