@_spi(Machinery) import ClockworkCore

extension View {
    /// Populates the toolbar or navigation bar with the specified items: each view the
    /// content builds is an item at the end of the top bar.
    public nonisolated func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(entries: [ToolbarEntry(placement: .automatic, view: AnyView(content()))]))
    }

    /// Populates the toolbar or navigation bar with the specified items, each where its
    /// placement puts it.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(entries: content().entries()))
    }
}

/// Puts toolbar items in the bars of the navigation stack screen the view is on; with no
/// stack around it, draws them itself: a bar across the top of the space it is offered,
/// and one across the bottom for bottom-bar items.
struct ToolbarModifier {
    let entries: [ToolbarEntry]
    @Environment(\.navigationScreen) private var screen

    @ViewBuilder @MainActor func body(content: Content) -> some View {
        if screen != nil {
            content.modifier(ScreenToolbarModifier(entries: entries))
        } else {
            StandaloneToolbar(entries: entries, content: content)
        }
    }
}

extension ToolbarModifier: ViewModifier {}

/// A view with its toolbar drawn around it: no navigation stack draws it.
private struct StandaloneToolbar<Content: View> {
    let entries: [ToolbarEntry]
    let content: Content

    private func entries(in region: ToolbarRegion) -> [ToolbarEntry] {
        entries.filter { $0.placement.region == region }
    }

    @ViewBuilder @MainActor var body: some View {
        let top = entries.contains { $0.placement.region.map { $0 != .bottom } ?? false }
        let bottom = entries(in: .bottom)
        VStack(spacing: 0) {
            if top {
                ToolbarBar(leading: ToolbarRow(entries: entries(in: .leading)),
                           principal: ToolbarRow(entries: entries(in: .principal)),
                           trailing: ToolbarRow(entries: entries(in: .trailing)))
                Divider()
            }
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
            if !bottom.isEmpty {
                Divider()
                BottomToolbar { ToolbarRow(entries: bottom) }
            }
        }
    }
}

extension StandaloneToolbar: View {}

/// Hands a view's toolbar items to the navigation screen it is on.
struct ScreenToolbarModifier: BuiltinModifier {
    let entries: [ToolbarEntry]

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { ScreenToolbarContent(view) }
}

@MainActor
private final class ScreenToolbarContent<Content: View>: ModifierContent<Content, ScreenToolbarModifier> {
    override var isAlwaysTransparent: Bool { true }

    override func update(_ node: ViewNode) {
        node.environment.navigationScreen?.setToolbar(modifier.entries, from: ObjectIdentifier(self))
        super.update(node)
    }

    override func unmount(_ node: ViewNode) {
        node.environment.navigationScreen?.removeToolbar(from: ObjectIdentifier(self))
        super.unmount(node)
    }
}
