@_spi(Machinery) import ClockworkCore

extension View {
    /// Hides the phone's status bar — a daemon's screen has none, so nothing changes.
    public nonisolated func statusBarHidden(_ hidden: Bool = true) -> some View {
        self
    }

    /// Hides the phone's status bar (the older spelling) — nothing changes on a daemon's
    /// screen.
    public nonisolated func statusBar(hidden: Bool) -> some View {
        self
    }

    /// Shows or hides the system's overlays, like a phone's home indicator — a daemon's
    /// screen has none, so nothing changes.
    public nonisolated func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        self
    }
}
