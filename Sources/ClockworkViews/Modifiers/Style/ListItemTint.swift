@_spi(Machinery) import ClockworkCore

/// A tint effect configuration that you can apply to content in a list.
public struct ListItemTint: Hashable, Sendable {
    /// The tint color, or `nil` for no color (monochrome).
    let color: Color?

    /// An explicit tint color, not overridden by the tint above.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// An explicit tint color that the tint above may override. On a daemon nothing above
    /// overrides it: it tints as ``fixed(_:)``.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// A standard grayscale tint effect.
    public static let monochrome = ListItemTint(color: .gray)
}

extension View {
    /// Sets a fixed tint color for content in a list: the row's controls, indicators and
    /// `.foregroundStyle(.tint)` content take it (`nil`: the tint above).
    public nonisolated func listItemTint(_ tint: Color?) -> some View {
        self.tint(tint)
    }

    /// Sets the tint effect for content in a list (`nil`: the tint above).
    public nonisolated func listItemTint(_ tint: ListItemTint?) -> some View {
        self.tint(tint?.color)
    }
}
