@_spi(Machinery) import ClockworkCore

/// A specification for the appearance and interaction of a text field. Set with
/// `View/textFieldStyle(_:)`.
///
/// As in SwiftUI, the text field styles are the built-in ones: `.automatic`, `.plain` and
/// `.roundedBorder`.
@MainActor @preconcurrency
public protocol TextFieldStyle {}

/// How the built-in text field styles draw.
enum TextFieldLook: Equatable {
    /// Between brackets on a terminal; in points, the text alone, as iOS draws it.
    case automatic
    /// In a rounded box 34 points tall, between brackets on a terminal.
    case roundedBorder
    /// The text alone.
    case plain
}

/// A text field style the field draws.
@MainActor
protocol BuiltinTextFieldStyle: TextFieldStyle {
    nonisolated var look: TextFieldLook { get }
}

/// The default text field style: on a terminal the text between brackets, in points the
/// text alone, as iOS draws it.
public struct DefaultTextFieldStyle {
    /// Creates a default text field style.
    public init() {}
    nonisolated var look: TextFieldLook { .automatic }
}

extension DefaultTextFieldStyle: BuiltinTextFieldStyle {}

/// A text field style with no decoration.
public struct PlainTextFieldStyle {
    /// Creates a plain text field style.
    public init() {}
    nonisolated var look: TextFieldLook { .plain }
}

extension PlainTextFieldStyle: BuiltinTextFieldStyle {}

/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle {
    /// Creates a rounded border text field style.
    public init() {}
    nonisolated var look: TextFieldLook { .roundedBorder }
}

extension RoundedBorderTextFieldStyle: BuiltinTextFieldStyle {}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style, based on the text field's context.
    public nonisolated static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public nonisolated static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    public nonisolated static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: TextFieldLook { .automatic }
}

extension EnvironmentValues {
    /// How the text fields below draw (`View/textFieldStyle(_:)`).
    var textFieldStyle: TextFieldLook {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for text fields within this view.
    public nonisolated func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, (style as? BuiltinTextFieldStyle)?.look ?? .automatic)
    }
}
