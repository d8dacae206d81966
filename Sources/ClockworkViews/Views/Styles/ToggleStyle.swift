@_spi(Machinery) import ClockworkCore

/// The appearance and behavior of a toggle. Set with `View/toggleStyle(_:)`.
///
/// Write your own by making the toggle's body from its configuration: its label and a
/// binding to whether it is on. Tapping the toggle (by its label, over the socket or in a
/// test) flips it whatever the style draws.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View

    /// Creates a view that represents the body of a toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a toggle.
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle, as a ``ToggleStyle`` receives them.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle: in a style's body it shows the toggle's label.
    public struct Label {
        let part: any View
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: Label

    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool

    /// Whether the toggle stands for several values that are not all on or all off.
    public var isMixed: Bool

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }
}

extension ToggleStyleConfiguration.Label: View, StylePlaceholder {}

/// How the built-in toggle styles draw.
enum ToggleLook: Equatable {
    /// A switch before the label.
    case `switch`
    /// A box, checked when on, before the label.
    case checkbox
    /// The label as a button, filled with the tint while on.
    case button
}

/// A toggle style the toggle draws itself.
@MainActor
protocol BuiltinToggleStyle {
    nonisolated var look: ToggleLook { get }
}

/// The default toggle style: a switch.
public struct DefaultToggleStyle {
    /// Creates a default toggle style.
    public init() {}
    nonisolated var look: ToggleLook { .switch }
    /// A toggle drawn as a switch.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Toggle(configuration, look: look) }
}

extension DefaultToggleStyle: ToggleStyle, BuiltinToggleStyle {}

/// A toggle style that displays a leading switch and the label.
public struct SwitchToggleStyle {
    /// Creates a switch toggle style.
    public init() {}
    nonisolated var look: ToggleLook { .switch }
    /// A toggle drawn as a switch.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Toggle(configuration, look: look) }
}

extension SwitchToggleStyle: ToggleStyle, BuiltinToggleStyle {}

/// A toggle style that displays a checkbox followed by its label.
public struct CheckboxToggleStyle {
    /// Creates a checkbox toggle style.
    public init() {}
    nonisolated var look: ToggleLook { .checkbox }
    /// A toggle drawn as a checkbox.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Toggle(configuration, look: look) }
}

extension CheckboxToggleStyle: ToggleStyle, BuiltinToggleStyle {}

/// A toggle style that displays as a button with its label as the title, filled with the
/// tint while on.
public struct ButtonToggleStyle {
    /// Creates a button toggle style.
    public init() {}
    nonisolated var look: ToggleLook { .button }
    /// A toggle drawn as a button.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Toggle(configuration, look: look) }
}

extension ButtonToggleStyle: ToggleStyle, BuiltinToggleStyle {}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style: a switch.
    public nonisolated static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading switch and the label.
    public nonisolated static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A toggle style that displays a checkbox followed by its label.
    public nonisolated static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button.
    public nonisolated static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// Makes a toggle's body with a ``ToggleStyle``.
enum ToggleStyleAdapter<S: ToggleStyle> {
    @MainActor static func body(of style: S, for configuration: ToggleStyleConfiguration) -> S.Body {
        style.makeBody(configuration: configuration)
    }

    static func resetStyle(in environment: inout EnvironmentValues) {
        environment.toggleStyle = .builtin(.switch)
    }
}

extension ToggleStyleAdapter: StyleAdapter {}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: StyleChoice<ToggleStyleConfiguration, ToggleLook> { .builtin(.switch) }
}

extension EnvironmentValues {
    /// The style of the toggles below (`View/toggleStyle(_:)`).
    var toggleStyle: StyleChoice<ToggleStyleConfiguration, ToggleLook> {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    public nonisolated func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, .choosing(style, ToggleStyleAdapter<S>.self, builtin: (style as? BuiltinToggleStyle)?.look))
    }
}
