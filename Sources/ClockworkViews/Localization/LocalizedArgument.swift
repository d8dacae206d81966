@_spi(Machinery) import ClockworkCore

/// A value interpolated into a localized string (`Text("\(count) sensors")`): what the
/// translation's format specifiers are filled with, and what picks a plural variation.
@usableFromInline
enum LocalizedArgument: Equatable, Sendable {
    /// Text, for `%@`: a string, a description, a value formatted by a `FormatStyle`.
    case string(String)
    /// An integer, for `%lld`, `%d` and the other integer conversions.
    case integer(Int64)
    /// A floating-point number, for `%lf`, `%f`, `%.1f` and the others.
    case double(Double)

    /// The number a plural variation is chosen by, for a numeric argument.
    var number: Double? {
        switch self {
        case .string: nil
        case .integer(let value): Double(value)
        case .double(let value): value
        }
    }

    /// Appends the argument as `specifier` (`"%lld"`, `"%.1f"`, `"%@"`) formats it; a
    /// string for a numeric conversion, or a number for `%@`, appears as written.
    func append(as specifier: String, to text: inout String) {
        let conversion = specifier.utf8.last ?? UInt8(ascii: "@")
        let isFloating = Self.floatingConversions.contains(conversion)
        let isInteger = Self.integerConversions.contains(conversion)
        switch self {
        case .string(let value):
            text += value
        case .integer(let value):
            if isInteger { PrintfFormat(specifier).append(value, to: &text) }
            else if isFloating { PrintfFormat(specifier).append(Double(value), to: &text) }
            else { text += String(value) }
        case .double(let value):
            if isFloating { PrintfFormat(specifier).append(value, to: &text) }
            else if isInteger { PrintfFormat(specifier).append(Int64(exactly: value.rounded(.towardZero)) ?? 0, to: &text) }
            else { text += String(value) }
        }
    }

    private static let floatingConversions: Set<UInt8> = Set("fFeEgGaA".utf8)
    private static let integerConversions: Set<UInt8> = Set("dDiuUxXoOc".utf8)
}
