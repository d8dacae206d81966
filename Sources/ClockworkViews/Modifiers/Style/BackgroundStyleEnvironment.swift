@_spi(Machinery) import ClockworkCore

private struct BackgroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style `background(ignoresSafeAreaEdges:)` fills with, set by
    /// `View/backgroundStyle(_:)`; `nil` for the screen's background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

/// Fills behind its content with the environment's background style.
private struct DefaultBackground {
    @Environment(\.backgroundStyle) private var style

    @MainActor func body(content: Content) -> some View {
        content.background(style ?? AnyShapeStyle(BackgroundStyle()))
    }
}

extension DefaultBackground: ViewModifier {}

extension View {
    /// Sets the background style of the views below: what
    /// `background(ignoresSafeAreaEdges:)` fills with.
    public nonisolated func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Fills behind the view with the background style in the environment
    /// (`backgroundStyle(_:)`), else the screen's background. A daemon's screen has no safe
    /// area to extend into: `edges` changes nothing.
    public nonisolated func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(DefaultBackground())
    }
}
