@_spi(Machinery) import ClockworkCore

extension View {
    /// Adds an item-based context menu to a list or table with a selection: the menu
    /// `menu` builds for the items it acts on — the selection, when opened on a selected
    /// row; that row alone, on another; none, away from the rows. With a `primaryAction`,
    /// a tap or click on a row runs it for that row instead of choosing the row.
    public nonisolated func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        modifier(ItemContextMenuModifier(menu: menu, primaryAction: primaryAction))
    }
}

/// An item context menu's primary action, without its item type.
struct RowPrimaryAction {
    let run: @MainActor (AnyHashable) -> Void
}

private struct RowPrimaryActionKey: EnvironmentKey {
    static let defaultValue: RowPrimaryAction? = nil
}

extension EnvironmentValues {
    /// What a tap on a row of the selectable containers here runs instead of choosing it.
    var rowPrimaryAction: RowPrimaryAction? {
        get { self[RowPrimaryActionKey.self] }
        set { self[RowPrimaryActionKey.self] = newValue }
    }
}

/// A container's item context menu: opened for the items where it was asked for.
private struct ItemContextMenuModifier<I: Hashable, M: View> {
    let menu: (Set<I>) -> M
    let primaryAction: ((Set<I>) -> Void)?
    /// The items the open menu acts on; `nil` while it is closed.
    @State private var items: Set<I>?

    @MainActor func body(content: Content) -> some View {
        content
            .environment(\.rowPrimaryAction, primaryAction.map { action in
                RowPrimaryAction { tag in if let item = tag.base as? I { action([item]) } }
            })
            .modifier(MenuOpeningModifier { origin, owner in items = owner.menuItems(from: origin, as: I.self) })
            .modifier(PresentationModifier(placement: .menu, presented: items.map { MenuCard(content: menu($0)) }, identity: nil,
                                           dismiss: { items = nil }, onDismiss: nil, buttonsDismiss: true))
    }
}

extension ItemContextMenuModifier: ViewModifier {}

extension ViewNode {
    /// The items an item context menu on this view acts on, opened at `origin`: the
    /// selection when `origin` is in a chosen row, that row's item in another, else none.
    @MainActor fileprivate func menuItems<I: Hashable>(from origin: ViewNode?, as _: I.Type) -> Set<I> {
        guard let rows = firstSelectableRows(), let origin, let row = rows.tag(ofRowContaining: origin) else { return [] }
        let chosen = rows.selectedTags
        let tags = chosen.contains(row) ? chosen : [row]
        return Set(tags.compactMap { $0.base as? I })
    }

    @MainActor private func firstSelectableRows() -> SelectableRows? {
        for child in children {
            if let rows = child.content as? SelectableRows { return rows }
            if let found = child.firstSelectableRows() { return found }
        }
        return nil
    }
}
