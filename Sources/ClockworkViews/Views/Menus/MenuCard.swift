@_spi(Machinery) import ClockworkCore

/// What an open menu shows: its items in a column, each button a row; a `Divider` between
/// groups, a `Section`'s header over its items, a nested `Menu` a row that opens its own.
/// Choosing a button runs its action and closes the menu.
struct MenuCard<Content: View> {
    let content: Content

    @MainActor var body: some View {
        VStack(alignment: .leading, spacing: 0) { content }
            .buttonStyle(.plain)
            .labelStyle(.titleAndIcon)
    }
}

extension MenuCard: View {}
