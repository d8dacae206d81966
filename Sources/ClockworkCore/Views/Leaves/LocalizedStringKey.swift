import Foundation

/// The text a `Text` made from a string literal shows: `Text("\(reading, specifier: "%.1f") °C")`.
///
/// SwiftUI looks such a key up in the app's string tables; a daemon has none, so the key's
/// text is shown as written. Interpolations format as SwiftUI's do: values by their
/// description, numbers with a printf-style `specifier:` (on a fast path for the common
/// `%d` and `%.Nf` forms), inputs with a `FormatStyle`.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text shown.
    @usableFromInline let text: String

    /// A key whose text is `value`.
    @inlinable
    public init(_ value: String) {
        text = value
    }

    /// A key written as a plain string literal.
    @inlinable
    public init(stringLiteral value: String) {
        text = value
    }

    /// A key written as a string literal with interpolations.
    @inlinable
    public init(stringInterpolation: StringInterpolation) {
        text = String(stringInterpolation: stringInterpolation.text)
    }

    /// The parts of an interpolated key, appended in order (as a plain string
    /// interpolation appends them, at the same cost).
    public struct StringInterpolation: StringInterpolationProtocol {
        @usableFromInline var text: DefaultStringInterpolation

        /// Room for `literalCapacity` characters of literal text and `interpolationCount` values.
        @inlinable
        public init(literalCapacity: Int, interpolationCount: Int) {
            text = DefaultStringInterpolation(literalCapacity: literalCapacity, interpolationCount: interpolationCount)
        }

        /// Appends literal text.
        @inlinable
        public mutating func appendLiteral(_ literal: String) {
            text.appendLiteral(literal)
        }

        /// Appends a value that writes itself out (numbers, strings).
        @inlinable
        public mutating func appendInterpolation<T: TextOutputStreamable>(_ value: T) {
            text.appendInterpolation(value)
        }

        /// Appends a value's description.
        @inlinable
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            text.appendInterpolation(value)
        }

        /// Appends a value that both writes itself out and describes itself, the cheaper way.
        @inlinable
        public mutating func appendInterpolation<T: TextOutputStreamable & CustomStringConvertible>(_ value: T) {
            text.appendInterpolation(value)
        }

        /// Appends any value, as `String(describing:)` shows it.
        @inlinable
        public mutating func appendInterpolation<T>(_ value: T) {
            text.appendInterpolation(value)
        }

        /// Appends an integer formatted by a printf-style specifier (`"%d"`, `"%5d"`, `"%x"`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            var formatted = ""
            PrintfFormat(specifier).append(Int64(truncatingIfNeeded: value), to: &formatted)
            text.appendLiteral(formatted)
        }

        /// Appends a number formatted by a printf-style specifier (`"%.1f"`, `"%7.2f"`, `"%e"`).
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            var formatted = ""
            PrintfFormat(specifier).append(Double(value), to: &formatted)
            text.appendLiteral(formatted)
        }

        /// Appends `input` formatted by `format`: `"\(level, format: .percent)"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            text.appendLiteral(NumberFormatFastPath.format(input, format) ?? format.format(input))
        }
    }
}
