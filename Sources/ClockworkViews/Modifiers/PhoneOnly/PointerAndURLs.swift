@_spi(Machinery) import ClockworkCore

extension View {
    /// Runs `action` as a pointer moves onto (`true`) or off (`false`) the view. A daemon's
    /// inputs (touch, keys, the socket, a VNC viewer's clicks) report no hovering, so
    /// `action` is not run.
    public nonisolated func onHover(perform action: @escaping (_ hovering: Bool) -> Void) -> some View {
        self
    }

    /// Runs `action` with a URL the system asks the app to open (a link to it, a widget's).
    /// No system hands a daemon URLs, so `action` is not run.
    public nonisolated func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        self
    }
}
