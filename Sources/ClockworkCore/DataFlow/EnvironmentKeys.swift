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

struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { ProcessLocale.current }
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

    /// The locale texts are shown in: the language their keys are looked up in, and the
    /// way their numbers and dates are formatted. By default the process's, as `LC_ALL`,
    /// `LC_MESSAGES` or `LANG` names it.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// Whether a modifier above sets the locale: a text under none shows what it was
    /// made with for the process's locale.
    package var setsLocale: Bool { contains(LocaleKey.self) }

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
