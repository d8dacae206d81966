@_spi(Machinery) import ClockworkCore

/// A tab view's bar: each tab's label as a button, the selected one in the accent color,
/// under a divider. In points it is iOS's tab bar: 49 points tall on the bar's gray, the
/// tabs sharing its width, each label's icon above its title in 10-point medium, the
/// others in the system gray.
struct TabBar {
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

    @MainActor var body: some View {
        MediumChoice { pointBar } cells: { cellBar }
    }

    /// iOS's bar.
    @MainActor private var pointBar: some View {
        VStack(spacing: 0) {
            Divider()
            HStack(spacing: 0) {
                ForEach(entries.indices, id: \.self) { index in
                    let entry = entries[index]
                    Button { select(entry.tag) } label: {
                        entry.label
                            .labelStyle(TabBarLabelStyle())
                            .font(.system(size: 10, weight: .medium))
                            .overlay(alignment: .topTrailing) {
                                if let badge = entry.badge {
                                    Text(badge).font(.caption2).foregroundStyle(.white)
                                        .padding(.horizontal, 5).background(Capsule().fill(Color.red))
                                        .offset(x: 12, y: -2)
                                }
                            }
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.plain)
                    .foregroundStyle(entry.isSelected ? Color.accentColor : Color(uiColor: .systemGray))
                }
            }
            .frame(height: 49)
        }
        .background(Color(uiColor: .secondarySystemBackground))
    }

    /// The terminal's bar: the labels on one line, a badge after its label.
    @MainActor private var cellBar: some View {
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

extension TabBar: View {}

/// A tab's label in iOS's tab bar: its icon, 22 points, above its title.
private struct TabBarLabelStyle {
    @MainActor func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: 22))
            configuration.title
        }
    }
}

extension TabBarLabelStyle: LabelStyle {}
