@_spi(Machinery) import ClockworkCore
import Foundation

/// The key of a localized string: what a `Text`, `Button` or `Label` made from a string
/// literal looks up in the program's string tables (`Localizable.xcstrings`,
/// `Localizable.strings`), in the language of the environment's `\.locale`.
///
/// As in SwiftUI, an interpolation becomes a format specifier in the key —
/// `Text("\(count) sensors")` looks up `"%lld sensors"`, a string `%@`, a `Double` `%lf`,
/// `specifier: "%.1f"` the specifier itself — and its value fills the translation. A key no
/// table has is shown as written, values in place.
///
/// Values are formatted as SwiftUI's are: by their description, numbers with a printf-style
/// `specifier:` (on a fast path for the common `%d` and `%.Nf` forms), inputs with a
/// `FormatStyle`. A program with no string tables builds no keys: its keys cost what a
/// plain string interpolation costs.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text shown when no table has the key: the key with its values put in.
    @usableFromInline let text: String
    /// The key looked up and the values that fill it, when the key differs from ``text``
    /// (an interpolated key, built only when the program has string tables).
    @usableFromInline let format: LocalizedKeyFormat?

    /// A key whose text is `value`.
    @inlinable
    public init(_ value: String) {
        text = value
        format = nil
    }

    /// A key looked up as `key`, shown as `text` when no table has it.
    init(text: String, key: String, arguments: [LocalizedArgument]) {
        self.text = text
        format = LocalizedKeyFormat(key: key, arguments: arguments)
    }

    /// A key written as a plain string literal.
    @inlinable
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key written as a string literal with interpolations.
    @inlinable
    public init(stringInterpolation: StringInterpolation) {
        text = String(stringInterpolation: stringInterpolation.text)
        format = stringInterpolation.format
    }

    /// The string looked up in the tables.
    var key: String { format?.key ?? text }

    /// The values that fill the key's specifiers.
    var arguments: [LocalizedArgument] { format?.arguments ?? [] }

    /// The parts of an interpolated key, appended in order: the text as a plain string
    /// interpolation builds it, and, in a program with string tables, the key and values.
    public struct StringInterpolation: StringInterpolationProtocol {
        @usableFromInline var text: DefaultStringInterpolation
        /// The key and values so far (`nil`: not built, the program has no tables).
        @usableFromInline let format: LocalizedKeyFormat?

        /// Room for `literalCapacity` characters of literal text and `interpolationCount` values.
        @inlinable
        public init(literalCapacity: Int, interpolationCount: Int) {
            text = DefaultStringInterpolation(literalCapacity: literalCapacity, interpolationCount: interpolationCount)
            format = Localization.buildsKeys ? LocalizedKeyFormat(key: "", arguments: []) : nil
        }

        /// Appends literal text (a `%` in it is `%%` in the key).
        @inlinable
        public mutating func appendLiteral(_ literal: String) {
            text.appendLiteral(literal)
            format?.appendLiteral(literal)
        }

        /// Appends a value that writes itself out (numbers, strings).
        @inlinable
        public mutating func appendInterpolation<T: TextOutputStreamable>(_ value: T) {
            text.appendInterpolation(value)
            format?.appendValue(value)
        }

        /// Appends a value's description.
        @inlinable
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            text.appendInterpolation(value)
            format?.appendValue(value)
        }

        /// Appends a value that both writes itself out and describes itself, the cheaper way.
        @inlinable
        public mutating func appendInterpolation<T: TextOutputStreamable & CustomStringConvertible>(_ value: T) {
            text.appendInterpolation(value)
            format?.appendValue(value)
        }

        /// Appends any value, as `String(describing:)` shows it.
        @inlinable
        public mutating func appendInterpolation<T>(_ value: T) {
            text.appendInterpolation(value)
            format?.appendValue(value)
        }

        /// Appends an integer formatted by a printf-style specifier (`"%d"`, `"%5d"`, `"%x"`);
        /// the specifier is the key's.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            var formatted = ""
            PrintfFormat(specifier).append(Int64(truncatingIfNeeded: value), to: &formatted)
            text.appendLiteral(formatted)
            format?.append(.integer(Int64(truncatingIfNeeded: value)), specifier: specifier)
        }

        /// Appends a number formatted by a printf-style specifier (`"%.1f"`, `"%7.2f"`,
        /// `"%e"`); the specifier is the key's.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            var formatted = ""
            PrintfFormat(specifier).append(Double(value), to: &formatted)
            text.appendLiteral(formatted)
            format?.append(.double(Double(value)), specifier: specifier)
        }

        /// Appends `input` formatted by `format` (`"\(level, format: .percent)"`), as `%@`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format style: F)
        where F.FormatOutput == String {
            let formatted = NumberFormatFastPath.format(input, style) ?? style.locale(ProcessLocale.current).format(input)
            text.appendLiteral(formatted)
            format?.append(.string(formatted), specifier: "%@")
        }
    }
}

/// An interpolated key's format (`"%lld sensors"`) and the values that fill it, built as
/// the interpolation appends its parts. A class, so a key that builds none (a program with
/// no string tables) carries one empty reference.
@usableFromInline
final class LocalizedKeyFormat: Equatable, @unchecked Sendable {  // @unchecked: mutated only by the interpolation building it, on its thread; read-only once in a key.
    @usableFromInline var key: String
    @usableFromInline var arguments: [LocalizedArgument]

    @usableFromInline
    init(key: String, arguments: [LocalizedArgument]) {
        self.key = key
        self.arguments = arguments
    }

    @usableFromInline
    static func == (lhs: LocalizedKeyFormat, rhs: LocalizedKeyFormat) -> Bool {
        lhs === rhs || lhs.key == rhs.key && lhs.arguments == rhs.arguments
    }

    /// Appends literal text to the key, `%` escaped.
    @usableFromInline
    func appendLiteral(_ literal: String) {
        key.append(literal.utf8.contains(UInt8(ascii: "%")) ? literal.replacingOccurrences(of: "%", with: "%%") : literal)
    }

    /// Appends `value` to the key as SwiftUI's keys write it — an `Int` as `%lld`, an
    /// `Int32` as `%d`, a `UInt` as `%llu`, a `Double` or `CGFloat` as `%lf`, a `Float`
    /// as `%f`, anything else as `%@` — and to the arguments.
    @usableFromInline
    func appendValue<T>(_ value: T) {
        switch value {
        case let value as Int: append(.integer(Int64(value)), specifier: "%lld")
        case let value as Int64: append(.integer(value), specifier: "%lld")
        case let value as Int32: append(.integer(Int64(value)), specifier: "%d")
        case let value as UInt: append(.integer(Int64(truncatingIfNeeded: value)), specifier: "%llu")
        case let value as Double: append(.double(value), specifier: "%lf")
        case let value as CGFloat: append(.double(Double(value)), specifier: "%lf")
        case let value as Float: append(.double(Double(value)), specifier: "%f")
        default: append(.string(String(describing: value)), specifier: "%@")
        }
    }

    /// Appends a value's specifier to the key and the value to the arguments.
    @usableFromInline
    func append(_ argument: LocalizedArgument, specifier: String) {
        key.append(specifier)
        arguments.append(argument)
    }
}
