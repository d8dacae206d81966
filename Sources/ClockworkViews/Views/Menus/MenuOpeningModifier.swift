@_spi(Machinery) import ClockworkCore

/// Marks its content as having a menu that `open` shows.
struct MenuOpeningModifier: BuiltinModifier {
    /// Opens the menu, given where it was asked for and the marked view's node.
    let open: @MainActor (_ origin: ViewNode?, _ owner: ViewNode) -> Void

    init(open: @escaping @MainActor (_ origin: ViewNode?, _ owner: ViewNode) -> Void) {
        self.open = open
    }

    init(open: @escaping @MainActor () -> Void) {
        self.open = { _, _ in open() }
    }

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { MenuOpeningContent(view) }
}

@MainActor
private final class MenuOpeningContent<Content: View>: ModifierContent<Content, MenuOpeningModifier>, MenuOpening {
    // unowned(unsafe): the content lives in its node and dies with it.
    private unowned(unsafe) var node: ViewNode?

    override func update(_ node: ViewNode) {
        self.node = node
        super.update(node)
    }

    override var isAlwaysTransparent: Bool { true }

    func openMenu(from origin: ViewNode?) {
        guard let node else { return }
        modifier.open(origin, node)
    }
}
