@_spi(Machinery) import ClockworkCore

/// The appearance and behavior of a form.
///
/// On a daemon's screen: `.automatic` and `.columns` lay rows out one under another, inset
/// one unit (a daemon's form is one column); `.grouped` draws the form as an inset
/// grouped list: its sections' rows on rounded cards, on a faint background.
public protocol FormStyle: Sendable {}

/// The default form style.
nonisolated public struct AutomaticFormStyle: FormStyle {
    /// Creates a default form style.
    public init() {}
}

/// A form style with grouped rows.
nonisolated public struct GroupedFormStyle: FormStyle {
    /// Creates a form style with grouped rows.
    public init() {}
}

/// A non-scrolling form style with a trailing aligned column of labels next to a leading
/// aligned column of values.
nonisolated public struct ColumnsFormStyle: FormStyle {
    /// Creates a form style with columns of labels and values.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    public nonisolated static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// A form style with grouped rows.
    public nonisolated static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// A non-scrolling form style with a trailing aligned column of labels next to a
    /// leading aligned column of values.
    public nonisolated static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

private struct FormLookKey: EnvironmentKey {
    static let defaultValue = ListLook.automatic
}

extension EnvironmentValues {
    /// The look of the forms here.
    var formLook: ListLook {
        get { self[FormLookKey.self] }
        set { self[FormLookKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for forms in a view hierarchy.
    public nonisolated func formStyle<S: FormStyle>(_ style: S) -> some View {
        environment(\.formLook, style is GroupedFormStyle ? .insetGrouped : .automatic)
    }
}
