@_spi(Machinery) import ClockworkCore
import Foundation

extension String {
    /// A localized string's key and the values interpolated into it, as
    /// `String(localized:)` takes it: `String(localized: "\(count) sensors online")`.
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
        /// Interpolations as a ``LocalizedStringKey``'s: each value a specifier in the key.
        public typealias StringInterpolation = LocalizedStringKey.StringInterpolation

        let localizedKey: LocalizedStringKey

        /// A value whose key and text are `value`.
        public init(_ value: String) {
            localizedKey = LocalizedStringKey(value)
        }

        /// A value written as a plain string literal.
        public init(stringLiteral value: String) {
            localizedKey = LocalizedStringKey(value)
        }

        /// A value written as a string literal with interpolations.
        public init(stringInterpolation: StringInterpolation) {
            localizedKey = LocalizedStringKey(stringInterpolation: stringInterpolation)
        }
    }

    /// The localized string for `keyAndValue`, looked up in `table` (`Localizable` when
    /// `nil`) of `bundle` (the program's bundles when `nil`) in `locale`'s language (the
    /// process's by default); the key as written, values in place, when no table has it.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = ProcessLocale.current, comment: StaticString? = nil) {
        let key = keyAndValue.localizedKey
        self = Localization.string(for: key.key, arguments: key.arguments, table: table, bundle: bundle, locale: locale) ?? key.text
    }

    /// The localized string for `key`, or `defaultValue` when no table has it; the
    /// values interpolated into `defaultValue` fill the translation's specifiers.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = ProcessLocale.current, comment: StaticString? = nil) {
        let value = defaultValue.localizedKey
        self = Localization.string(for: key.description, arguments: value.arguments, table: table, bundle: bundle, locale: locale)
            ?? value.text
    }

    /// The string `resource` stands for, in the resource's locale. (A string literal is a
    /// ``LocalizationValue`` instead.)
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = Localization.string(for: resource.localizedKey.key, arguments: resource.localizedKey.arguments, table: resource.table,
                                   bundle: resource.bundle.bundle, locale: resource.locale) ?? resource.localizedKey.text
    }
}

/// A reference to a localized string, looked up when shown: what an API that shows text
/// later takes (`Text(resource)`, `String(localized: resource)`).
public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Interpolations as a ``LocalizedStringKey``'s: each value a specifier in the key.
    public typealias StringInterpolation = LocalizedStringKey.StringInterpolation

    /// Which bundle a resource's table is in.
    public enum BundleDescription: Equatable, Sendable {
        /// The program's bundles: `Bundle.main`, then the resource bundles beside the executable.
        case main
        /// The bundle that holds `class`'s code.
        case forClass(AnyClass)
        /// The bundle at `url`.
        case atURL(URL)

        /// The bundle to look in (`nil`: the program's).
        var bundle: Bundle? {
            switch self {
            case .main: nil
            case .forClass(let type): Bundle(for: type)
            case .atURL(let url): Bundle(url: url)
            }
        }

        public static func == (lhs: BundleDescription, rhs: BundleDescription) -> Bool {
            switch (lhs, rhs) {
            case (.main, .main): true
            case let (.forClass(left), .forClass(right)): left == right
            case let (.atURL(left), .atURL(right)): left == right
            default: false
            }
        }
    }

    let localizedKey: LocalizedStringKey

    /// The key looked up.
    public var key: String { localizedKey.key }
    /// The string table looked in (`Localizable` when `nil`).
    public var table: String?
    /// The locale the string is looked up for, when not shown by a view (which uses its
    /// environment's).
    public var locale: Locale
    /// The bundle the table is in.
    public var bundle: BundleDescription
    /// A note for translators.
    public var comment: String?

    /// A resource whose key and default value are `keyAndValue`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = ProcessLocale.current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        localizedKey = keyAndValue.localizedKey
        self.table = table
        self.locale = locale
        self.bundle = bundle
        self.comment = comment?.description
    }

    /// A resource looked up as `key`, shown as `defaultValue` when no table has it.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = ProcessLocale.current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
        let value = defaultValue.localizedKey
        localizedKey = LocalizedStringKey(text: value.text, key: key.description, arguments: value.arguments)
        self.table = table
        self.locale = locale
        self.bundle = bundle
        self.comment = comment?.description
    }

    /// A resource whose key and default value are `keyAndValue`, in the table of `bundle`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = ProcessLocale.current,
                bundle: Bundle, comment: StaticString? = nil) {
        self.init(keyAndValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL), comment: comment)
    }

    /// A resource looked up as `key` in the table of `bundle`, shown as `defaultValue`
    /// when no table has it.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = ProcessLocale.current, bundle: Bundle, comment: StaticString? = nil) {
        self.init(key, defaultValue: defaultValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL), comment: comment)
    }

    /// A resource written as a plain string literal.
    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    /// A resource written as a string literal with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The string in the resource's locale.
    public var description: String { String(localized: self) }

    public static func == (lhs: LocalizedStringResource, rhs: LocalizedStringResource) -> Bool {
        lhs.localizedKey == rhs.localizedKey && lhs.table == rhs.table && lhs.locale == rhs.locale && lhs.bundle == rhs.bundle
            && lhs.comment == rhs.comment
    }
}
