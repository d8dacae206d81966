@_spi(Machinery) import ClockworkCore

/// A model that represents an item which can be placed in the toolbar or navigation bar.
public struct ToolbarItem<ID, Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content

    func appendEntries(to entries: inout [ToolbarEntry]) {
        entries.append(ToolbarEntry(placement: placement, view: AnyView(content)))
    }
}

extension ToolbarItem: ToolbarContent, PrimitiveToolbarContent {}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    public nonisolated init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with the specified placement and content, identified by
    /// `id` (which a customizable toolbar uses to remember it).
    public nonisolated init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// A model that represents a group of `ToolbarItem`s which can be placed in the toolbar or
/// navigation bar: each view its content builds is an item at `placement`.
public struct ToolbarItemGroup<Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a toolbar item group with a specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func appendEntries(to entries: inout [ToolbarEntry]) {
        entries.append(ToolbarEntry(placement: placement, view: AnyView(content)))
    }
}

extension ToolbarItemGroup: ToolbarContent, PrimitiveToolbarContent {}
