@_spi(Machinery) import ClockworkCore

/// A container view that you can use to add hierarchy within certain views: a list's or
/// a form's group of rows, with a header and a footer.
///
/// Drawn as its header (secondary), its content, and its footer (secondary), with a blank
/// line after it (`.listSectionSpacing(_:)` sets that gap); in a list in points as iOS
/// draws sections, a grouped list's header in uppercase footnote, a plain list's in the
/// headline font and a sidebar's in bold title 3, the footer in footnote. In a list, each is a row of the list's own: its rows take separators,
/// edit buttons, swipe actions and row modifiers as rows outside a section do.
public struct Section<Parent: View, Content: View, Footer: View> {
    let header: Parent
    let content: Content
    let footer: Footer
    @Environment(\.isInListRow) private var isInList
    @Environment(\.sectionFrameLook) private var frameLook

    /// Creates a section with a header, footer, and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    /// Creates a section with the provided section content, header and footer views.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    @ViewBuilder @MainActor public var body: some View {
        if isInList {
            if Parent.self != EmptyView.self {
                switch frameLook {
                case .cells: header.foregroundStyle(.secondary).modifier(ListRowModifier(carried: .sectionFrame))
                case .plain: header.font(.headline).modifier(ListRowModifier(carried: .sectionFrame))
                case .grouped:
                    header.font(.footnote).textCase(.uppercase).foregroundStyle(.secondary).modifier(ListRowModifier(carried: .sectionFrame))
                case .sidebar: header.font(.title3.bold()).modifier(ListRowModifier(carried: .sectionFrame))
                }
            }
            content
            if Footer.self != EmptyView.self {
                if frameLook == .cells {
                    footer.foregroundStyle(.secondary).modifier(ListRowModifier(carried: .sectionFrame))
                } else {
                    footer.font(.footnote).foregroundStyle(.secondary).modifier(ListRowModifier(carried: .sectionFrame))
                }
            }
            SectionGap()
        } else {
            VStack(alignment: .leading) {
                header.foregroundStyle(.secondary)
                content
                footer.foregroundStyle(.secondary)
            }
            .padding(.bottom, 1)
        }
    }
}

extension Section: View {}

extension Section where Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with the provided section content and header view.
    public nonisolated init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer and the provided section content.
    public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section with the provided section content and footer view.
    public nonisolated init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public nonisolated init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section with the provided section content and a header from a localized
    /// string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// Creates a section with the provided section content and a header from a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// The blank line after a section in a list: a row of its own, one unit high with the
/// look's room around it, or with `.listSectionSpacing(_:)` that gap alone.
private struct SectionGap {
    @Environment(\.listSectionSpacing) private var spacing

    @ViewBuilder @MainActor var body: some View {
        if let gap = spacing.gap {
            Color.clear.frame(height: max(gap, 0)).listRowInsets(EdgeInsets()).listRowSeparator(.hidden)
                .modifier(ListRowModifier(carried: .sectionFrame))
        } else {
            Color.clear.frame(height: 1).listRowSeparator(.hidden).modifier(ListRowModifier(carried: .sectionFrame))
        }
    }
}

extension SectionGap: View {}
