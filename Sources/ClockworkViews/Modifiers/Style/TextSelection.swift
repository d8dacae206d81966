@_spi(Machinery) import ClockworkCore

/// Whether text can be selected for copying: what `.textSelection(_:)` takes.
public protocol TextSelectability: Sendable {
    /// Whether text is selectable.
    static var allowsSelection: Bool { get }
}

/// Text can be selected.
public struct EnabledTextSelectability {
    /// Selectable.
    public static var allowsSelection: Bool { true }
}

extension EnabledTextSelectability: TextSelectability {}

/// Text cannot be selected.
public struct DisabledTextSelectability {
    /// Not selectable.
    public static var allowsSelection: Bool { false }
}

extension DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Lets a person select the text in this view to copy it, on Apple's platforms.
    ///
    /// A daemon's screen has no pointer to select with; on a terminal the terminal's own
    /// selection copies any text shown. The view draws as it is.
    public nonisolated func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        self
    }
}
