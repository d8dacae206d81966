@_spi(Machinery) import ClockworkCore

/// How a ``DatePicker`` looks. Set with `.datePickerStyle(_:)`.
///
/// Every style draws the compact look (the date and the time as text on rounded
/// backdrops, ``DatePicker``): a daemon's screen opens no calendar or wheel.
@MainActor @preconcurrency
public protocol DatePickerStyle {}

/// The default date picker style: the compact look.
public struct DefaultDatePickerStyle {
    /// Creates the default date picker style.
    public init() {}
}

extension DefaultDatePickerStyle: DatePickerStyle {}

/// A date picker style that shows the date and the time as text on rounded backdrops.
public struct CompactDatePickerStyle {
    /// Creates a compact date picker style.
    public init() {}
}

extension CompactDatePickerStyle: DatePickerStyle {}

/// A date picker style that shows a calendar; drawn compact here.
public struct GraphicalDatePickerStyle {
    /// Creates a graphical date picker style.
    public init() {}
}

extension GraphicalDatePickerStyle: DatePickerStyle {}

/// A date picker style that shows scrolling wheels; drawn compact here.
public struct WheelDatePickerStyle {
    /// Creates a wheel date picker style.
    public init() {}
}

extension WheelDatePickerStyle: DatePickerStyle {}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default date picker style: compact.
    public nonisolated static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The date and the time as text on rounded backdrops.
    public nonisolated static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar (drawn compact here).
    public nonisolated static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Scrolling wheels (drawn compact here).
    public nonisolated static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Sets the style of date pickers within this view: each draws the compact look
    /// (``DatePickerStyle``).
    public nonisolated func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
