@_spi(Machinery) import ClockworkCore
import Foundation

/// What a text's string is made from when it depends on the environment's locale: a key
/// to look up, or a value to format. A text keeps the string made for the process's
/// locale too (``Text/content``), so one under no `\.locale` of its own needs no second
/// look.
///
/// Immutable once made, and read by the text's node on the loop thread.
@usableFromInline
class TextSource: @unchecked Sendable, Equatable {  // @unchecked: immutable after init; its values are only read.
    /// The string for `locale`; `nil` when the text shows what it was made as (a key no
    /// table has).
    func resolve(in locale: Locale) -> String? {
        preconditionFailure("a text source resolves itself")
    }

    /// Whether `other` makes the same strings.
    func isEqual(to other: TextSource) -> Bool {
        preconditionFailure("a text source compares itself")
    }

    @usableFromInline
    static func == (lhs: TextSource, rhs: TextSource) -> Bool {
        lhs === rhs || lhs.isEqual(to: rhs)
    }
}

/// A key looked up in a string table (`Text("Temperature")`).
final class LocalizedTextSource: TextSource, @unchecked Sendable {  // @unchecked: every field is an immutable value, Bundle is thread-safe.
    let key: String
    let arguments: [LocalizedArgument]
    let table: String?
    let bundle: Bundle?

    init(key: String, arguments: [LocalizedArgument], table: String?, bundle: Bundle?) {
        self.key = key
        self.arguments = arguments
        self.table = table
        self.bundle = bundle
    }

    override func resolve(in locale: Locale) -> String? {
        Localization.string(for: key, arguments: arguments, table: table, bundle: bundle, locale: locale)
    }

    override func isEqual(to other: TextSource) -> Bool {
        guard let other = other as? LocalizedTextSource else { return false }
        return key == other.key && arguments == other.arguments && table == other.table && bundle?.bundlePath == other.bundle?.bundlePath
    }
}

/// A value formatted by a `FormatStyle` in the locale's way (`Text(level, format: .percent)`).
final class FormattedTextSource<F: FormatStyle>: TextSource, @unchecked Sendable  // @unchecked: input and format are immutable values read on the loop thread.
where F.FormatInput: Equatable, F.FormatOutput == String {
    let input: F.FormatInput
    let format: F

    init(input: F.FormatInput, format: F) {
        self.input = input
        self.format = format
    }

    override func resolve(in locale: Locale) -> String? {
        NumberFormatFastPath.format(input, format, locale: locale) ?? format.locale(locale).format(input)
    }

    override func isEqual(to other: TextSource) -> Bool {
        guard let other = other as? FormattedTextSource<F> else { return false }
        return input == other.input && format == other.format
    }
}

extension TextRun {
    /// What the run shows in `locale`: its key looked up (shown as written when no table
    /// has it), or its value formatted again in a locale other than the process's (in
    /// which `content` is what it shows).
    func shown(in locale: Locale) -> String {
        guard let source else { return content }
        guard source is LocalizedTextSource || locale != ProcessLocale.current else { return content }
        return source.resolve(in: locale) ?? content
    }
}
