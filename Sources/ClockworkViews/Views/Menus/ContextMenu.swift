@_spi(Machinery) import ClockworkCore

extension View {
    /// Adds a context menu to a view: opened by the input socket's `menu`,
    /// `TestHost.showMenu(_:)`, a secondary click (a VNC viewer's right button) or a long
    /// press, as a box of its items at the view. Empty items add no menu.
    public nonisolated func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(menuItems: menuItems()))
    }

    /// Adds a context menu with a preview to a view: the preview is not drawn on a daemon's
    /// screen, where the menu opens at the view itself.
    public nonisolated func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(ContextMenuModifier(menuItems: menuItems()))
    }

    /// Adds a context menu to the view, or none when `contextMenu` is `nil`.
    public nonisolated func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        modifier(OptionalContextMenuModifier(menuItems: contextMenu?.menuItems))
    }
}

/// A container for views that you present as menu items in a context menu.
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems

    /// Creates a context menu of the items `menuItems` builds.
    public nonisolated init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}

/// A view's context menu: opened on request, presented at the view.
private struct ContextMenuModifier<MenuItems: View> {
    let menuItems: MenuItems
    @State private var isOpen = false

    @ViewBuilder @MainActor func body(content: Content) -> some View {
        if MenuItems.self == EmptyView.self {
            content
        } else {
            content
                .modifier(MenuOpeningModifier { isOpen = true })
                .modifier(PresentationModifier(placement: .menu, presented: isOpen ? MenuCard(content: menuItems) : nil, identity: nil,
                                               dismiss: { isOpen = false }, onDismiss: nil, buttonsDismiss: true))
        }
    }
}

extension ContextMenuModifier: ViewModifier {}

/// A context menu that may be absent (the deprecated `contextMenu(_:)`).
private struct OptionalContextMenuModifier<MenuItems: View> {
    let menuItems: MenuItems?

    @ViewBuilder @MainActor func body(content: Content) -> some View {
        if let menuItems {
            content.modifier(ContextMenuModifier(menuItems: menuItems))
        } else {
            content
        }
    }
}

extension OptionalContextMenuModifier: ViewModifier {}
