@_spi(Machinery) import ClockworkCore

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
    /// The direction lines of text and rows of views run in. Clockwork lays out left to
    /// right (right-to-left layout is not built: docs/LIMITS.md), so views read
    /// `.leftToRight` unless one sets the value for what it draws itself.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

extension View {
    /// Mirrors the view in a right-to-left layout when `enabled`. Clockwork lays out left
    /// to right only, so nothing is mirrored.
    public nonisolated func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        self
    }

    /// Sets the color scheme of the view and what is below it (the older spelling of
    /// `.environment(\.colorScheme, …)`).
    public nonisolated func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
