@_spi(Machinery) import ClockworkCore

/// One string of a string table in one language: its text, or the texts it varies
/// between by a number (plural variations), with the format specifiers its arguments
/// fill.
struct LocalizedEntry: Equatable, Sendable {
    /// A text, or one per plural category.
    enum Value: Equatable, Sendable {
        /// One text for every number.
        case text(String)
        /// A text per plural category, chosen by the first numeric argument.
        case plural([PluralCategory: String])
    }

    /// A `%#@name@` placeholder of a String Catalog: the argument it shows and the text per
    /// plural category it shows it in (`%arg` in each stands for the argument).
    struct Substitution: Equatable, Sendable {
        /// The argument's position, from 1; `nil`: the next in order.
        var argumentNumber: Int?
        /// How the argument is formatted where `%arg` stands (`"lld"`).
        var formatSpecifier: String
        /// The text per plural category.
        var variations: [PluralCategory: String]
    }

    var value: Value
    var substitutions: [String: Substitution] = [:]

    /// The entry's text for `arguments` in `language`: the plural variation they choose,
    /// its specifiers filled.
    func format(_ arguments: [LocalizedArgument], language: String) -> String {
        let format: String
        switch value {
        case .text(let text):
            format = text
        case .plural(let variations):
            let number = arguments.lazy.compactMap(\.number).first ?? 0
            format = Self.variation(of: variations, for: number, language: language)
        }
        return LocalizedFormat.apply(format, arguments: arguments) { name, argument in
            guard let substitution = substitutions[name] else { return nil }
            let index = substitution.argumentNumber.map { $0 - 1 } ?? argument
            guard arguments.indices.contains(index) else { return (nil, index) }
            let chosen = Self.variation(of: substitution.variations, for: arguments[index].number ?? 0, language: language)
            var shown = ""
            arguments[index].append(as: "%" + substitution.formatSpecifier, to: &shown)
            return (chosen.replacingOccurrences(of: "%arg", with: shown), index)
        }
    }

    /// The variation for `number`: `zero` for 0 where there is one, else the language's
    /// category, else `other`.
    private static func variation(of variations: [PluralCategory: String], for number: Double, language: String) -> String {
        if number == 0, let zero = variations[.zero] { return zero }
        return variations[PluralCategory(of: number, language: language)] ?? variations[.other] ?? variations.values.first ?? ""
    }
}
