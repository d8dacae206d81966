@_spi(Machinery) import ClockworkCore

/// A tab view's bar: each tab's label as a button, the selected one in the accent color,
/// under a divider.
struct TabBar: View {
    /// One tab as the bar shows it.
    struct Entry {
        let label: AnyView
        let tag: AnyHashable
        let isSelected: Bool
        /// The tab's `.badge`, drawn after its label in red.
        var badge: String?
    }

    let entries: [Entry]
    let select: @MainActor (AnyHashable) -> Void

    var body: some View {
        VStack(spacing: 0) {
            Divider()
            HStack(spacing: 3) {
                ForEach(entries.indices, id: \.self) { index in
                    let entry = entries[index]
                    Button { select(entry.tag) } label: {
                        HStack(spacing: 0) {
                            entry.label
                            if let badge = entry.badge { Text(" \(badge)").foregroundStyle(.red) }
                        }
                    }
                    .foregroundStyle(entry.isSelected ? Color.accentColor : Color.secondary)
                }
            }
        }
    }
}
