@_spi(Machinery) import ClockworkCore

/// Carries whether the presentation this view is in may be dismissed by going back.
struct InteractiveDismissModifier: CarrierModifier {
    let carried: InteractiveDismissal
}

extension View {
    /// Keeps the sheet (or other presentation) this view is in from being dismissed by a
    /// user going back — the socket's `back`, the Escape key — while `isDisabled`: going
    /// back answers `disabled` instead. The presentation's binding and its `dismiss` action
    /// still dismiss it.
    public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(InteractiveDismissModifier(carried: InteractiveDismissal(isDisabled: isDisabled)))
    }
}
