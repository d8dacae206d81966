@_spi(Machinery) import ClockworkCore

extension View {
    /// Sets the tint of the controls and indicators in this view: a slider's track, a
    /// progress bar, a gauge (a gradient tints a gauge along its length). `nil` keeps the
    /// tint set above.
    public nonisolated func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        transformEnvironment(\.tint) { current in
            if let tint { current = tint.paintStyle }
        }
    }

    /// Sets the tint color of the controls and indicators in this view.
    public nonisolated func tint(_ tint: Color?) -> some View {
        transformEnvironment(\.tint) { current in
            if let tint { current = tint.paintStyle }
        }
    }
}

extension View {
    /// Sets the accent color for this view and the views it contains: the tint of its
    /// controls, as `.tint(_:)` sets it (SwiftUI's older name).
    public nonisolated func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}
