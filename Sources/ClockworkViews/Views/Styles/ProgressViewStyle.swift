@_spi(Machinery) import ClockworkCore

/// A type that applies standard interaction behavior to all progress views within a view
/// hierarchy. Set with `View/progressViewStyle(_:)`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View

    /// Creates a view representing the body of a progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// A type alias for the properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance, as a ``ProgressViewStyle`` receives them.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label {
        let part: any View
    }

    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel {
        let part: any View
    }

    /// The completed fraction of the task represented by the progress view, from 0.0 (not
    /// yet started) to 1.0 (fully complete), or `nil` if the progress is indeterminate.
    public let fractionCompleted: Double?
    /// A view that describes the task represented by the progress view, if it has one.
    public var label: Label?
    /// A view that describes the current value of the progress view, if it has one.
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: View, StylePlaceholder {}
extension ProgressViewStyleConfiguration.CurrentValueLabel: View, StylePlaceholder {}

/// How the built-in progress view styles draw determinate progress.
enum ProgressLook: Equatable {
    /// A bar as wide as offered.
    case linear
    /// A ring before the label.
    case circular
}

/// A progress view style the progress view draws itself.
@MainActor
protocol BuiltinProgressViewStyle {
    nonisolated var look: ProgressLook { get }
}

/// The default progress view style: linear when determinate, a spinner when not.
public struct DefaultProgressViewStyle {
    /// Creates a default progress view style.
    public init() {}
    nonisolated var look: ProgressLook { .linear }
    /// The progress view drawn the default way.
    @MainActor public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration, look: look) }
}

extension DefaultProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {}

/// A progress view that visually indicates its progress using a horizontal bar.
public struct LinearProgressViewStyle {
    /// Creates a linear progress view style.
    public init() {}
    nonisolated var look: ProgressLook { .linear }
    /// The progress view drawn as a bar.
    @MainActor public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration, look: look) }
}

extension LinearProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {}

/// A progress view that uses a circular gauge to indicate the partial completion of an
/// activity; indeterminate, a spinner.
public struct CircularProgressViewStyle {
    /// Creates a circular progress view style.
    public init() {}
    nonisolated var look: ProgressLook { .circular }
    /// The progress view drawn as a ring.
    @MainActor public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration, look: look) }
}

extension CircularProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    public nonisolated static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    public nonisolated static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The style of a progress view that uses a circular gauge to indicate the partial
    /// completion of an activity.
    public nonisolated static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// Makes a progress view's body with a ``ProgressViewStyle``.
enum ProgressViewStyleAdapter<S: ProgressViewStyle> {
    @MainActor static func body(of style: S, for configuration: ProgressViewStyleConfiguration) -> S.Body {
        style.makeBody(configuration: configuration)
    }

    static func resetStyle(in environment: inout EnvironmentValues) {
        environment.progressViewStyle = .builtin(.linear)
    }
}

extension ProgressViewStyleAdapter: StyleAdapter {}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: StyleChoice<ProgressViewStyleConfiguration, ProgressLook> { .builtin(.linear) }
}

extension EnvironmentValues {
    /// The style of the progress views below (`View/progressViewStyle(_:)`).
    var progressViewStyle: StyleChoice<ProgressViewStyleConfiguration, ProgressLook> {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for progress views in this view.
    public nonisolated func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, .choosing(style, ProgressViewStyleAdapter<S>.self, builtin: (style as? BuiltinProgressViewStyle)?.look))
    }
}
