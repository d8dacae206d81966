@_spi(Machinery) import ClockworkCore

/// How a picker presents its options. Set with `.pickerStyle(_:)`; the styles are drawn
/// as text on a terminal.
@MainActor @preconcurrency
public protocol PickerStyle {
    /// How the options are laid out.
    nonisolated var presentation: PickerPresentation { get }
}

/// How a picker lays out its options.
public enum PickerPresentation: Sendable, Equatable {
    /// The chosen option after the label, with a menu mark: `Units  Celsius ↕`.
    case menu
    /// All the options in a row after the label, the chosen one filled with the tint.
    case segmented
    /// The label, then the options in a column below it, the chosen one checked.
    case inline
    /// The options on a wheel, the chosen one centred (on a terminal, inline).
    case wheel
    /// The chosen option after the label, with a disclosure chevron (on a terminal, a menu).
    case navigationLink
}

/// The default picker style: a menu.
public struct DefaultPickerStyle {
    /// Creates the default picker style.
    public init() {}
    public nonisolated var presentation: PickerPresentation { .menu }
}

extension DefaultPickerStyle: PickerStyle {}

/// A picker style that presents the options as a menu when pressed.
public struct MenuPickerStyle {
    /// Creates a menu picker style.
    public init() {}
    public nonisolated var presentation: PickerPresentation { .menu }
}

extension MenuPickerStyle: PickerStyle {}

/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle {
    /// Creates a segmented picker style.
    public init() {}
    public nonisolated var presentation: PickerPresentation { .segmented }
}

extension SegmentedPickerStyle: PickerStyle {}

/// A picker style that presents the options inline with other views in the container.
public struct InlinePickerStyle {
    /// Creates an inline picker style.
    public init() {}
    public nonisolated var presentation: PickerPresentation { .inline }
}

extension InlinePickerStyle: PickerStyle {}

/// A picker style that presents the options in a scrollable wheel (inline on a terminal).
public struct WheelPickerStyle {
    /// Creates a wheel picker style.
    public init() {}
    public nonisolated var presentation: PickerPresentation { .wheel }
}

extension WheelPickerStyle: PickerStyle {}

/// A picker style that presents the options as a group of radio buttons; shown inline.
public struct RadioGroupPickerStyle {
    /// Creates a radio group picker style.
    public init() {}
    public nonisolated var presentation: PickerPresentation { .inline }
}

extension RadioGroupPickerStyle: PickerStyle {}

/// A picker style drawn as a navigation row: the label, the chosen option and a
/// disclosure chevron (a menu on a terminal). Activating it chooses the next option; it
/// pushes no list.
public struct NavigationLinkPickerStyle {
    /// Creates a navigation link picker style.
    public init() {}
    public nonisolated var presentation: PickerPresentation { .navigationLink }
}

extension NavigationLinkPickerStyle: PickerStyle {}

/// A picker style that presents the options as a row of compact elements; shown segmented.
public struct PalettePickerStyle {
    /// Creates a palette picker style.
    public init() {}
    public nonisolated var presentation: PickerPresentation { .segmented }
}

extension PalettePickerStyle: PickerStyle {}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style for the context: a menu.
    public nonisolated static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu.
    public nonisolated static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    public nonisolated static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// A picker style that presents the options inline.
    public nonisolated static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A picker style that presents the options in a wheel (inline on a terminal).
    public nonisolated static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// A picker style that presents the options as radio buttons (inline here).
    public nonisolated static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A picker style drawn as a navigation row (a menu on a terminal).
    public nonisolated static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A picker style that presents the options as a palette (segmented here).
    public nonisolated static var palette: PalettePickerStyle { PalettePickerStyle() }
}

private struct PickerPresentationKey: EnvironmentKey {
    static let defaultValue = PickerPresentation.menu
}

extension EnvironmentValues {
    /// How pickers below lay out their options (`.pickerStyle(_:)`).
    var pickerPresentation: PickerPresentation {
        get { self[PickerPresentationKey.self] }
        set { self[PickerPresentationKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for pickers within this view.
    public nonisolated func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerPresentation, style.presentation)
    }
}
