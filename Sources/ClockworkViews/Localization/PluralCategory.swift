@_spi(Machinery) import ClockworkCore

/// The plural category of a number in a language, as the Unicode CLDR names them: what a
/// String Catalog's plural variations are keyed by (`"one"`, `"other"`, …).
///
/// The rules are CLDR's cardinal rules for the languages below; any other language has
/// English's. As in Apple's string tables, a `zero` variation, when a string has one, is
/// used for 0 in every language.
enum PluralCategory: String, Sendable {
    case zero, one, two, few, many, other

    /// The category of `number` in the language `languageCode` (`"en"`, `"ru"`, `"ja"`).
    init(of number: Double, language languageCode: String) {
        let isInteger = number == number.rounded(.towardZero) && number.magnitude < 1e15
        let integer = isInteger ? Int64(number.magnitude) : -1
        self = Self.rule(for: languageCode)(integer, number.magnitude)
    }

    /// The rule of a language: the category of an integer (`-1` for a number with
    /// fraction digits) or of the number itself.
    private static func rule(for language: String) -> (Int64, Double) -> PluralCategory {
        switch language {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km", "yue":
            return { _, _ in .other }
        case "fr", "pt", "hi", "bn", "fa", "gu", "kn", "zu", "am":
            return { integer, number in (integer == 0 || integer == 1) || (integer < 0 && number < 2) ? .one : .other }
        case "ru", "uk", "be":
            return { integer, _ in
                guard integer >= 0 else { return .other }
                let (ones, tens) = (integer % 10, integer % 100)
                if ones == 1, tens != 11 { return .one }
                if (2...4).contains(ones), !(12...14).contains(tens) { return .few }
                return .many
            }
        case "pl":
            return { integer, _ in
                guard integer >= 0 else { return .other }
                let (ones, tens) = (integer % 10, integer % 100)
                if integer == 1 { return .one }
                if (2...4).contains(ones), !(12...14).contains(tens) { return .few }
                return .many
            }
        case "cs", "sk":
            return { integer, _ in
                guard integer >= 0 else { return .many }
                if integer == 1 { return .one }
                return (2...4).contains(integer) ? .few : .other
            }
        case "ar":
            return { integer, _ in
                guard integer >= 0 else { return .other }
                switch integer {
                case 0: return .zero
                case 1: return .one
                case 2: return .two
                default:
                    let tens = integer % 100
                    if (3...10).contains(tens) { return .few }
                    return (11...99).contains(tens) ? .many : .other
                }
            }
        case "he":
            return { integer, _ in integer == 1 ? .one : integer == 2 ? .two : .other }
        default:
            return { integer, _ in integer == 1 ? .one : .other }
        }
    }
}
