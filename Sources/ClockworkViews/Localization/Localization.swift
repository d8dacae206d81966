@_spi(Machinery) import ClockworkCore
import Foundation
import Logging
import Synchronization

/// Where localized strings are looked up, and the lookups themselves.
///
/// A key is looked up in the bundle a view names (`Text("title", bundle: .module)`), else
/// in the bundles of the running program: its own folder (`Bundle.main`'s), then the resource
/// bundles SwiftPM puts beside the executable (`<Package>_<Target>.resources`), so a daemon built by
/// SwiftPM finds its own `Localizable.xcstrings` as an app finds its own. Tables are read
/// once, when first asked for, and kept for the life of the process.
@usableFromInline
enum Localization {
    /// The folders of the bundles a key is looked up in when a view names none: the
    /// program's (`Bundle.main`'s), then SwiftPM's resource bundles beside it.
    static let defaultBundlePaths: [String] = {
        let folder = ProgramFolder.path
        let bundles = ProgramFolder.names(in: folder).filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted()
        return [folder] + bundles.map { "\(folder)/\($0)" }
    }()

    /// The bundles a key or an image is looked up in when a view names none.
    static let defaultBundles: [Bundle] = defaultBundlePaths.compactMap { Bundle(path: $0) }

    /// Whether any of the program's bundles has a string table: only then do texts keep
    /// their keys and arguments to look up (a program with none pays nothing for them).
    static let hasStringTables: Bool = defaultBundlePaths.contains(where: hasTables)

    /// Whether interpolated keys keep their format and values (``hasStringTables``).
    @usableFromInline static var buildsKeys: Bool { hasStringTables }

    /// Whether the bundle folder at `path` holds a String Catalog or a `.strings` file.
    static func hasTables(atPath path: String) -> Bool {
        ProgramFolder.names(in: path).contains { name in
            name.hasSuffix(".xcstrings") || name.hasSuffix(".lproj") && ProgramFolder.names(in: "\(path)/\(name)").contains { $0.hasSuffix(".strings") }
        }
    }

    /// `key` in `locale`'s language from `table` (`Localizable` by default) of `bundle`
    /// (the program's bundles by default), its arguments put in; `nil` when no table has
    /// the key, for the caller to show the key as written.
    static func string(for key: String, arguments: [LocalizedArgument], table: String?, bundle: Bundle?, locale: Locale) -> String? {
        let name = table ?? "Localizable"
        for bundle in bundle.map({ [$0] }) ?? defaultBundles {
            let table = self.table(named: name, in: bundle)
            guard !table.isEmpty else { continue }
            if let (entry, language) = table.entry(for: key, languages: table.languages(matching: locale)) {
                return entry.format(arguments, language: language)
            }
        }
        return nil
    }

    private struct TableID: Hashable {
        var bundlePath: String
        var name: String
    }

    /// The tables read so far.
    private static let tables = Mutex<[TableID: StringTable]>([:])

    private static func table(named name: String, in bundle: Bundle) -> StringTable {
        let id = TableID(bundlePath: bundle.bundlePath, name: name)
        if let table = tables.withLock({ $0[id] }) { return table }
        let table = StringTable(named: name, in: bundle)
        tables.withLock { $0[id] = table }
        return table
    }
}

/// The log line a resource that cannot be read gets.
enum LocalizationLog {
    private static let logger = Logger(label: "clockwork.resources")

    /// Says that the string table at `path` could not be read.
    static func unreadable(_ path: String) {
        logger.error("cannot read the string table \(path): not a strings file or String Catalog")
    }
}
