@_spi(Machinery) import ClockworkCore
import Foundation
import Synchronization

/// Writes the number styles a panel formats every tick — `Text(value, format:
/// .number.precision(.fractionLength(1)))`, `Text(count, format: .number)` — digit by digit
/// instead of through ICU, which costs microseconds a number.
///
/// Each style is checked once per process and locale against Foundation on sample numbers
/// (the locale's separators and grouping); a style whose samples do not match, and any
/// other style, is formatted by Foundation. Ties, which only the exact decimal expansion
/// decides, go to Foundation too.
enum NumberFormatFastPath {
    /// `input` formatted by `format` in `locale` (`nil`: the process's), or `nil` when
    /// Foundation must do it.
    static func format<F: FormatStyle>(_ input: F.FormatInput, _ format: F, locale: Locale? = nil) -> String?
    where F.FormatOutput == String {
        if let style = format as? FloatingPointFormatStyle<Double>, let value = input as? Double {
            guard let fractionLength = fractionLengths.firstIndex(of: style),
                  let symbols = verified(.fraction(fractionLength), locale: locale) else { return nil }
            return fixed(value, fractionLength: fractionLength, symbols: symbols)
        }
        if let style = format as? IntegerFormatStyle<Int>, let value = input as? Int {
            guard style == integerStyle, let symbols = verified(.integer, locale: locale) else { return nil }
            return grouped(String(value.magnitude), negative: value < 0, symbols: symbols)
        }
        return nil
    }

    private static let integerStyle = IntegerFormatStyle<Int>.number

    /// The styles with 0 to 6 fraction digits, at their index.
    private static let fractionLengths = (0...6).map { FloatingPointFormatStyle<Double>.number.precision(.fractionLength($0)) }

    private enum Style: Hashable {
        case fraction(Int)
        case integer
    }

    private struct Symbols {
        let decimal: String
        let grouping: String

        init(_ locale: Locale) {
            decimal = locale.decimalSeparator ?? "."
            grouping = locale.groupingSeparator ?? ","
        }
    }

    private struct Check: Hashable {
        var style: Style
        var locale: String
    }

    /// The process's locale's symbols: what nearly every number is formatted with.
    private static let processSymbols = Symbols(ProcessLocale.current)

    /// For each style checked in the process's locale, its symbols if the style matched
    /// Foundation on its samples.
    private static let checked = Mutex<[Style: Symbols?]>([:])
    /// The same, for other locales (a view under `.environment(\.locale, …)`).
    private static let checkedInOtherLocales = Mutex<[Check: Symbols?]>([:])

    private static func verified(_ style: Style, locale: Locale?) -> Symbols? {
        guard let locale else {
            if let known = checked.withLock({ $0[style] }) { return known }
            let result = matches(style, symbols: processSymbols, locale: ProcessLocale.current) ? processSymbols : nil
            checked.withLock { $0[style] = .some(result) }
            return result
        }
        let check = Check(style: style, locale: locale.identifier)
        if let known = checkedInOtherLocales.withLock({ $0[check] }) { return known }
        let symbols = Symbols(locale)
        let result = matches(style, symbols: symbols, locale: locale) ? symbols : nil
        checkedInOtherLocales.withLock { $0[check] = .some(result) }
        return result
    }

    /// Whether `style` written with `symbols` matches Foundation in `locale` on the samples.
    private static func matches(_ style: Style, symbols: Symbols, locale: Locale) -> Bool {
        samples.allSatisfy { sample in
            switch style {
            case .fraction(let length):
                fixed(sample, fractionLength: length, symbols: symbols)
                    .map { $0 == sample.formatted(fractionLengths[length].locale(locale)) } ?? true
            case .integer:
                grouped(String(Int(sample).magnitude), negative: Int(sample) < 0, symbols: symbols)
                    == Int(sample).formatted(IntegerFormatStyle<Int>.number.locale(locale))
            }
        }
    }

    private static let samples: [Double] = [0, 1, -1, 0.04, -0.04, 7.25, 12.3456, -98.7654, 999.96, 1_234.5678,
                                            -54_321.0987, 1_000_000.125, 123_456_789.75]

    /// `value` rounded to `fractionLength` digits, grouped, or `nil` where Foundation must
    /// decide (see `RoundedDecimal`) and for a negative number that rounds to zero.
    private static func fixed(_ value: Double, fractionLength: Int, symbols: Symbols) -> String? {
        guard let rounded = RoundedDecimal(value.magnitude, decimals: fractionLength), !(value < 0 && rounded.isZero) else {
            return nil
        }
        let text = grouped(String(rounded.whole), negative: value < 0, symbols: symbols)
        return fractionLength > 0 ? text + symbols.decimal + rounded.fraction : text
    }

    /// `digits` with the grouping separator every three digits from the right, signed.
    private static func grouped(_ digits: String, negative: Bool, symbols: Symbols) -> String {
        var text = negative ? "-" : ""
        let count = digits.utf8.count
        for (index, digit) in digits.enumerated() {
            if index > 0, (count - index) % 3 == 0 { text += symbols.grouping }
            text.append(digit)
        }
        return text
    }
}
