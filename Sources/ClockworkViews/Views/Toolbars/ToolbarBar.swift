@_spi(Machinery) import ClockworkCore

/// A bar of toolbar items: `leading` at its start, `principal` in its middle, `trailing`
/// at its end, one line high, across all the width it is offered.
struct ToolbarBar<Leading: View, Principal: View, Trailing: View> {
    let leading: Leading
    let principal: Principal
    let trailing: Trailing
    /// The room before the leading items and after the trailing ones (the principal item
    /// stays centred on the whole bar).
    var leadingInset = 0.0
    var trailingInset = 0.0

    @MainActor var body: some View {
        ZStack {
            principal
            HStack {
                leading
                Spacer()
                trailing
            }
            .padding(.leading, leadingInset).padding(.trailing, trailingInset)
        }
    }
}

extension ToolbarBar: View {}

/// The bottom bar: its items in its middle, or spread across it by a `Spacer` among them.
struct BottomToolbar<Items: View> {
    @ViewBuilder let items: Items

    @MainActor var body: some View {
        items.frame(maxWidth: .infinity)
    }
}

extension BottomToolbar: View {}

/// Toolbar items side by side, a space apart; a `Label` in a bar shows its icon alone,
/// as in SwiftUI's toolbars (its title still names it).
struct ToolbarRow {
    let entries: [ToolbarEntry]

    @MainActor var body: some View {
        HStack {
            ForEach(entries.indices, id: \.self) { index in entries[index].view }
        }
        .labelStyle(.iconOnly)
    }
}

extension ToolbarRow: View {}

/// The toolbar items of one region of a navigation screen, built again whenever the
/// modifiers inside the screen change them (the stack itself is not updated).
struct ScreenToolbarItems {
    let screen: NavigationScreen
    let region: ToolbarRegion

    @MainActor package func makeContent() -> NodeContent { ScreenToolbarItemsContent(self) }
}

extension ScreenToolbarItems: View, BuiltinView {}

@MainActor
private final class ScreenToolbarItemsContent: TypedContent<ScreenToolbarItems>, ToolbarHost {
    // unowned(unsafe): the content lives in its node and dies with it.
    private unowned(unsafe) var node: ViewNode?
    private weak var registeredWith: NavigationScreen?

    override func update(_ node: ViewNode) {
        self.node = node
        if registeredWith !== view.screen {
            view.screen.toolbarHosts.append(WeakToolbarHost(host: self))
            registeredWith = view.screen
        }
        node.reconcileChild(at: 0, with: ToolbarRow(entries: view.screen.toolbarEntries(in: view.region)))
    }

    override var isAlwaysTransparent: Bool { true }

    func toolbarChanged() {
        guard let node, node.isMounted else { return }
        node.graph.markDirty(node)
    }
}
