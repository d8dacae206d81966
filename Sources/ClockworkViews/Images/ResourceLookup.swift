@_spi(Machinery) import ClockworkCore
import Foundation
import Logging
import Synchronization

/// Named resources found in the bundle a view names, else in the program's bundles (as
/// localized strings are found): each name is looked up once and remembered, found or
/// not; a name not found is said in one log line.
final class ResourceLookup<Value: Sendable>: Sendable {
    private struct Key: Hashable {
        var name: String
        var bundlePath: String?
    }

    private let found = Mutex<[Key: Value?]>([:])
    private let logger = Logger(label: "clockwork.resources")
    /// What a missing name is said to be (`no image named "logo" (a PNG, JPEG or SVG)`),
    /// and what follows from it (`it draws nothing`).
    private let missing: @Sendable (String) -> String
    private let consequence: String
    private let find: @Sendable (String, Bundle) -> Value?

    init(missing: @escaping @Sendable (String) -> String, consequence: String, find: @escaping @Sendable (String, Bundle) -> Value?) {
        self.missing = missing
        self.consequence = consequence
        self.find = find
    }

    /// The resource named `name` in `bundle` (the program's bundles when `nil`), or `nil`.
    func value(named name: String, in bundle: Bundle?) -> Value? {
        let key = Key(name: name, bundlePath: bundle?.bundlePath)
        if let known = found.withLock({ $0[key] }) { return known }
        let bundles = bundle.map { [$0] } ?? Localization.defaultBundles
        let value = bundles.lazy.compactMap { self.find(name, $0) }.first
        found.withLock { $0[key] = .some(value) }
        if value == nil {
            logger.error("\(missing(name)) in \(bundles.map(\.bundlePath).joined(separator: ", ")); \(consequence)")
        }
        return value
    }

    /// The asset catalogs (`*.xcassets`) in the bundle folder `root`, in name order.
    static func assetCatalogs(in root: String) -> [String] {
        ProgramFolder.names(in: root).filter { $0.hasSuffix(".xcassets") }.sorted()
    }
}
