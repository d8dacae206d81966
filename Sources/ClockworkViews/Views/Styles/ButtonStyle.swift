@_spi(Machinery) import ClockworkCore

/// A type that applies standard interaction behavior and a custom appearance to all
/// buttons within a view hierarchy. Set with `.buttonStyle(_:)`.
///
/// The style makes the button's look from its label, role and whether it is pressed; the
/// button still runs its action when tapped (by its label, over the socket, in a test).
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button, as a ``ButtonStyle`` receives them.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label {
        let part: any View
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: Label
    /// A Boolean that indicates whether the user is currently pressing the button. A tap
    /// over the socket or in a test is instantaneous, so it is `false` between ticks.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: View, StylePlaceholder {}

/// A type that applies custom interaction behavior and a custom appearance to all buttons
/// within a view hierarchy. Set with `.buttonStyle(_:)`.
///
/// The style decides when the action runs, through the configuration's ``PrimitiveButtonStyleConfiguration/trigger()``;
/// a tap on the button (by its label, over the socket, in a test) triggers it too.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button, as a ``PrimitiveButtonStyle`` receives them.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label {
        let part: any View
    }

    /// An optional semantic role describing the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: Label
    let action: @MainActor () -> Void

    /// Performs the button's action.
    @MainActor public func trigger() { action() }
}

extension PrimitiveButtonStyleConfiguration.Label: View, StylePlaceholder {}

/// How the built-in button styles draw.
enum ButtonLook: Equatable, CustomStringConvertible {
    /// The label in the tint (SwiftUI's default, a borderless button).
    case automatic
    /// The label as it is.
    case plain
    /// The label in the tint, with no border.
    case borderless
    /// The label in the tint on a faint rounded backdrop of it.
    case bordered
    /// The label in white on a rounded backdrop of the tint.
    case borderedProminent

    var description: String {
        switch self {
        case .automatic: "automatic"
        case .plain: "plain"
        case .borderless: "borderless"
        case .bordered: "bordered"
        case .borderedProminent: "borderedProminent"
        }
    }

    /// Whether the label sits on a backdrop, with a margin around it.
    var hasBackdrop: Bool { self == .bordered || self == .borderedProminent }
}

/// A button style the button draws itself.
@MainActor
protocol BuiltinButtonStyle {
    nonisolated var look: ButtonLook { get }
}

/// The default button style: the label in the tint.
public struct DefaultButtonStyle {
    /// Creates a default button style.
    public init() {}
    nonisolated var look: ButtonLook { .automatic }
    /// A button drawn the default way.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Button(configuration, look: look) }
}

extension DefaultButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {}

/// A button style that doesn't style or decorate its content while idle.
public struct PlainButtonStyle {
    /// Creates a plain button style.
    public init() {}
    nonisolated var look: ButtonLook { .plain }
    /// A button drawn as its label alone.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Button(configuration, look: look) }
}

extension PlainButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {}

/// A button style that doesn't apply a border: the label in the tint.
public struct BorderlessButtonStyle {
    /// Creates a borderless button style.
    public init() {}
    nonisolated var look: ButtonLook { .borderless }
    /// A button drawn as its label in the tint.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Button(configuration, look: look) }
}

extension BorderlessButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {}

/// A button style that applies standard border artwork: a faint rounded backdrop of the tint.
public struct BorderedButtonStyle {
    /// Creates a bordered button style.
    public init() {}
    nonisolated var look: ButtonLook { .bordered }
    /// A button drawn on a faint backdrop of the tint.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Button(configuration, look: look) }
}

extension BorderedButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {}

/// A button style that applies prominent border artwork: a rounded backdrop of the tint,
/// the label in white.
public struct BorderedProminentButtonStyle {
    /// Creates a bordered prominent button style.
    public init() {}
    nonisolated var look: ButtonLook { .borderedProminent }
    /// A button drawn on a backdrop of the tint.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Button(configuration, look: look) }
}

extension BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style.
    public nonisolated static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't decorate its content.
    public nonisolated static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public nonisolated static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork.
    public nonisolated static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies prominent border artwork.
    public nonisolated static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// What the buttons below are drawn by.
enum ButtonStyleChoice: Equatable {
    /// The button draws itself the built-in way.
    case builtin(ButtonLook)
    /// A ``ButtonStyle`` makes the body.
    case custom(AnyConfiguredStyle<ButtonStyleConfiguration>)
    /// A ``PrimitiveButtonStyle`` makes the body.
    case primitive(AnyConfiguredStyle<PrimitiveButtonStyleConfiguration>)
}

/// Makes a button's body with a ``ButtonStyle``.
enum ButtonStyleAdapter<S: ButtonStyle> {
    @MainActor static func body(of style: S, for configuration: ButtonStyleConfiguration) -> S.Body {
        style.makeBody(configuration: configuration)
    }

    static func resetStyle(in environment: inout EnvironmentValues) {
        environment.buttonStyle = .builtin(.automatic)
    }
}

extension ButtonStyleAdapter: StyleAdapter {}

/// Makes a button's body with a ``PrimitiveButtonStyle``.
enum PrimitiveButtonStyleAdapter<S: PrimitiveButtonStyle> {
    @MainActor static func body(of style: S, for configuration: PrimitiveButtonStyleConfiguration) -> S.Body {
        style.makeBody(configuration: configuration)
    }

    static func resetStyle(in environment: inout EnvironmentValues) {
        environment.buttonStyle = .builtin(.automatic)
    }
}

extension PrimitiveButtonStyleAdapter: StyleAdapter {}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonStyleChoice { .builtin(.automatic) }
}

extension EnvironmentValues {
    /// The style of the buttons below (`.buttonStyle(_:)`).
    var buttonStyle: ButtonStyleChoice {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom
    /// appearance and standard interaction behavior.
    public nonisolated func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .custom(AnyConfiguredStyle(ButtonStyleAdapter<S>.self, style)))
    }

    /// Sets the style for buttons within this view to a button style with a custom
    /// appearance and custom interaction behavior (the built-in styles among them).
    public nonisolated func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let choice: ButtonStyleChoice =
            if let builtin = style as? BuiltinButtonStyle { .builtin(builtin.look) }
            else { .primitive(AnyConfiguredStyle(PrimitiveButtonStyleAdapter<S>.self, style)) }
        return environment(\.buttonStyle, choice)
    }
}
