@_spi(Machinery) import ClockworkCore
import Foundation

/// One table of a bundle (`Localizable` unless a `tableName:` says otherwise) in every
/// language the bundle has it in: read from a String Catalog (`Localizable.xcstrings`, the
/// JSON Xcode writes, read as it is since SwiftPM on Linux does not compile it) and from
/// `<language>.lproj/Localizable.strings` files. Where both have a key, the catalog wins.
struct StringTable: Sendable {
    /// The entries by language (as the files name it: `"ja"`, `"zh-Hans"`), then by key.
    private(set) var languages: [String: [String: LocalizedEntry]] = [:]
    /// The language the keys are written in, whose entries stand in for a language that
    /// lacks one.
    private(set) var sourceLanguage: String?

    /// Whether the table has no entries at all.
    var isEmpty: Bool { languages.isEmpty }

    /// The table `name` of `bundle`, read from its files; empty when it has none.
    init(named name: String, in bundle: Bundle) {
        sourceLanguage = bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String
        for path in Self.lprojStringsFiles(named: name, in: bundle) {
            let language = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            readStrings(at: path, language: String(language.dropLast(".lproj".count)))
        }
        let catalog = bundle.bundleURL.appendingPathComponent(name + ".xcstrings")
        if let data = try? Data(contentsOf: catalog) { readCatalog(data, path: catalog.path) }
    }

    /// The entry for `key` in the first of `languages` that has one, else in the source
    /// language, and the language it is in.
    func entry(for key: String, languages candidates: [String]) -> (entry: LocalizedEntry, language: String)? {
        for language in candidates + [sourceLanguage].compactMap(\.self) {
            if let entry = languages[language]?[key] { return (entry, language) }
        }
        return nil
    }

    /// The table's languages that match `locale`, best first: `zh-Hans-CN`, `zh-Hans`,
    /// `zh-CN`, `zh`, matched without regard to case or `-`/`_`.
    func languages(matching locale: Locale) -> [String] {
        let wanted = Self.candidates(for: locale)
        return wanted.compactMap { candidate in
            languages.keys.first { Self.normalized($0) == candidate }
        }
    }

    /// The language identifiers `locale` may be written as, most specific first,
    /// normalized. Chinese without a script takes the one its region writes.
    static func candidates(for locale: Locale) -> [String] {
        guard let language = locale.language.languageCode?.identifier else { return [] }
        let region = locale.region?.identifier
        var script = locale.language.script?.identifier
        if language == "zh", script == nil {
            script = ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
        }
        var candidates: [String] = []
        if let script, let region { candidates.append("\(language)-\(script)-\(region)") }
        if let script { candidates.append("\(language)-\(script)") }
        if let region { candidates.append("\(language)-\(region)") }
        candidates.append(language)
        return candidates.map(normalized)
    }

    private static func normalized(_ identifier: String) -> String {
        identifier.replacingOccurrences(of: "_", with: "-").lowercased()
    }

    private static func lprojStringsFiles(named name: String, in bundle: Bundle) -> [String] {
        let root = bundle.bundlePath
        return ProgramFolder.names(in: root).filter { $0.hasSuffix(".lproj") }.sorted().compactMap { folder in
            let path = "\(root)/\(folder)/\(name).strings"
            return FileManager.default.fileExists(atPath: path) ? path : nil
        }
    }

    /// Reads a `.strings` file (`"key" = "value";`, UTF-8 or UTF-16).
    private mutating func readStrings(at path: String, language: String) {
        guard let data = FileManager.default.contents(atPath: path),
              let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] else {
            LocalizationLog.unreadable(path)
            return
        }
        for (key, value) in table where languages[language]?[key] == nil {
            languages[language, default: [:]][key] = LocalizedEntry(value: .text(value))
        }
    }

    /// Reads a String Catalog: for each key and language, a `stringUnit`'s value or
    /// `variations.plural`, with `substitutions`; a `device` variation takes its `other`.
    private mutating func readCatalog(_ data: Data, path: String) {
        guard let catalog = try? JSONDecoder().decode(Catalog.self, from: data) else {
            LocalizationLog.unreadable(path)
            return
        }
        sourceLanguage = catalog.sourceLanguage ?? sourceLanguage
        for (key, string) in catalog.strings {
            for (language, localization) in string.localizations ?? [:] {
                guard let value = localization.value else { continue }
                var substitutions: [String: LocalizedEntry.Substitution] = [:]
                for (name, substitution) in localization.substitutions ?? [:] {
                    substitutions[name] = LocalizedEntry.Substitution(
                        argumentNumber: substitution.argNum, formatSpecifier: substitution.formatSpecifier ?? "@",
                        variations: Self.texts(substitution.variations?.plural))
                }
                languages[language, default: [:]][key] = LocalizedEntry(value: value, substitutions: substitutions)
            }
        }
    }

    /// Plural variations' texts by category; unknown category names are left out.
    private static func texts(_ plural: [String: Localization]?) -> [PluralCategory: String] {
        var texts: [PluralCategory: String] = [:]
        for (name, localization) in plural ?? [:] {
            if let category = PluralCategory(rawValue: name), let text = localization.stringUnit?.value { texts[category] = text }
        }
        return texts
    }

    /// A String Catalog's JSON, as far as lookups read it.
    private struct Catalog: Decodable {
        var sourceLanguage: String?
        var strings: [String: CatalogString]
    }

    private struct CatalogString: Decodable {
        var localizations: [String: Localization]?
    }

    private struct Localization: Decodable {
        var stringUnit: StringUnit?
        var variations: Variations?
        var substitutions: [String: Substitution]?

        var value: LocalizedEntry.Value? {
            if let text = stringUnit?.value { return .text(text) }
            if let plural = variations?.plural { return .plural(StringTable.texts(plural)) }
            if let text = variations?.device?["other"]?.stringUnit?.value { return .text(text) }
            return nil
        }
    }

    private struct StringUnit: Decodable {
        var value: String
    }

    private struct Variations: Decodable {
        var plural: [String: Localization]?
        var device: [String: Localization]?
    }

    private struct Substitution: Decodable {
        var argNum: Int?
        var formatSpecifier: String?
        var variations: Variations?
    }
}
