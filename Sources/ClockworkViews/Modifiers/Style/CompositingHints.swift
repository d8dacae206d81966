@_spi(Machinery) import ClockworkCore

extension View {
    /// Composites this view's contents into one layer before its opacity and blend mode
    /// apply, on Apple's platforms.
    ///
    /// A daemon's targets draw each item with the opacity and blend mode above it, in
    /// order, with no layer in between: the view draws as it would without the call, and
    /// translucent parts of it that overlap show through each other.
    public nonisolated func compositingGroup() -> some View {
        self
    }

    /// Renders this view's contents offscreen, through Metal, before showing them, on
    /// Apple's platforms: a speed hint for deep drawings.
    ///
    /// A daemon's targets draw every view straight into the frame: the view draws as it
    /// would without the call. `opaque` and `colorMode` have nothing to choose.
    public nonisolated func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        self
    }
}
