@_spi(Machinery) import ClockworkCore

/// Whether a scroll view bounces at its ends. Clockwork's scroll views never bounce (the
/// offset stays between the content's start and its end) and one whose content fits does
/// not scroll, so every behavior draws as `basedOnSize` does.
public struct ScrollBounceBehavior: Hashable, Sendable {
    private let name: String

    /// The platform's default: on a daemon, no bounce.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Bounce whatever the content's size (iOS); on a daemon, no bounce.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Scroll only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// When scrolling dismisses the keyboard: a text field inside a scroll view loses focus
/// (and the on-screen keyboard goes) as someone scrolls it, unless the mode is `never`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    private let name: String

    /// As the platform does by default: a scroll does not dismiss the keyboard.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// A scroll dismisses the keyboard at once.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// A drag dismisses the keyboard as it goes (iOS); on a daemon, as `immediately`.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Scrolling never dismisses the keyboard.
    public static let never = ScrollDismissesKeyboardMode(name: "never")

    /// Whether a scroll takes the focus from a text field inside.
    var dismissesOnScroll: Bool { self == .immediately || self == .interactively }
}

private struct ScrollDismissesKeyboardKey: EnvironmentKey {
    static let defaultValue = ScrollDismissesKeyboardMode.automatic
}

private struct ScrollClipDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// How scroll views here treat the keyboard as they scroll.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardKey.self] }
        set { self[ScrollDismissesKeyboardKey.self] = newValue }
    }

    /// Whether scroll views here draw their content past their frame.
    var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

extension View {
    /// Configures the behavior in which scrollable content interacts with the software
    /// keyboard: `.immediately` and `.interactively` take the focus from a text field
    /// inside as someone scrolls.
    public nonisolated func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }

    /// Sets whether a scroll view clips its content to its frame: disabled, content
    /// scrolled out of the frame (a card's shadow, the next page) still draws.
    public nonisolated func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isScrollClipDisabled, disabled)
    }

    /// Configures the bounce behavior of scrollable views along the specified axes. A
    /// daemon's scroll views never bounce, so this changes nothing they draw.
    public nonisolated func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        self
    }
}
