import Foundation

/// The appearance the views are drawn for.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark content on a light background.
    case light
    /// Light content on a dark background: a terminal's usual look, and the default here.
    case dark
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .current }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .current }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.dark
}

extension EnvironmentValues {
    /// Whether controls in the view take input; `false` below `.disabled(true)`. A disabled
    /// control is skipped by focus and refuses taps, toggles and text from every source.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The locale to format values for (the process's current locale by default).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar dates are shown in.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The color scheme the views are drawn for (dark by default, as terminals are).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
