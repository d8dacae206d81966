import Foundation

/// The locale a daemon runs in, as the POSIX environment names it: `LC_ALL`, else
/// `LC_MESSAGES`, else `LANG` (`ja_JP.UTF-8` is Japanese in Japan). `C` and `POSIX`, or
/// none of them set, leave Foundation's current locale.
///
/// Foundation on Linux does not read these variables, so the default `\.locale` of every
/// view comes from here: a daemon started with `LANG=ja_JP.UTF-8` shows its Japanese
/// strings and formats numbers as Japan does.
@usableFromInline
package enum ProcessLocale {
    /// The process's locale, read once.
    @usableFromInline package static let current: Locale = from(environment: ProcessInfo.processInfo.environment) ?? .current

    /// The locale named by `environment`'s variables, if one names one.
    static func from(environment: [String: String]) -> Locale? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return locale(posixName: value)
        }
        return nil
    }

    /// `ja_JP.UTF-8@euro` as `ja_JP`; `nil` for the C locale.
    static func locale(posixName: String) -> Locale? {
        let name = posixName.split(separator: ".", maxSplits: 1)[0].split(separator: "@", maxSplits: 1)[0]
        guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
        return Locale(identifier: String(name))
    }
}
