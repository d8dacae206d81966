/// How buttons within a view are drawn. Set with `.buttonStyle(_:)`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// What the buttons are drawn on.
    var backdrop: ButtonBackdrop { get }
}

/// What a button's label is drawn on.
public enum ButtonBackdrop: Sendable, Equatable, CustomStringConvertible {
    /// Nothing: the label alone.
    case none
    /// A faint fill of the tint.
    case faint
    /// The tint.
    case tint

    public var description: String {
        switch self {
        case .none: "plain"
        case .faint: "bordered"
        case .tint: "borderedProminent"
        }
    }
}

/// The default button style: the label alone.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the default style.
    public init() {}
    public var backdrop: ButtonBackdrop { .none }
}

/// A button style that doesn't style or decorate its content while idle.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    public var backdrop: ButtonBackdrop { .none }
}

/// A button style that doesn't apply a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    public var backdrop: ButtonBackdrop { .none }
}

/// A button style that applies standard border artwork: a faint backdrop of the tint.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    public var backdrop: ButtonBackdrop { .faint }
}

/// A button style that applies prominent border artwork: a backdrop of the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    public var backdrop: ButtonBackdrop { .tint }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't decorate its content.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies prominent border artwork.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

private struct ButtonBackdropKey: EnvironmentKey {
    static let defaultValue = ButtonBackdrop.none
}

extension EnvironmentValues {
    /// What buttons below are drawn on (`.buttonStyle(_:)`).
    var buttonBackdrop: ButtonBackdrop {
        get { self[ButtonBackdropKey.self] }
        set { self[ButtonBackdropKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for buttons within this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonBackdrop, style.backdrop)
    }
}
