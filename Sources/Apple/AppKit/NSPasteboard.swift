import Foundation

/// A pasteboard, as AppKit's: what "copy" in a SwiftUI view writes to.
///
/// A daemon shares no pasteboard with other apps: ``general`` is the process's own, so
/// what the app copies it can paste back, and nothing else sees it.
@MainActor @preconcurrency
public final class NSPasteboard {
    /// A kind of data on a pasteboard.
    public struct PasteboardType: Hashable, Sendable, RawRepresentable {
        /// The type's uniform type identifier.
        public let rawValue: String
        /// The type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The type named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Plain text.
        public static let string = PasteboardType(rawValue: "public.utf8-plain-text")
        /// A URL.
        public static let URL = PasteboardType(rawValue: "public.url")
        /// A file's URL.
        public static let fileURL = PasteboardType(rawValue: "public.file-url")
        /// A PNG image.
        public static let png = PasteboardType(rawValue: "public.png")
    }

    /// The app's pasteboard.
    public static let general = NSPasteboard()

    private var contents: [PasteboardType: String] = [:]
    /// How many times the contents were cleared: code compares it to see a change.
    public private(set) var changeCount = 0

    private init() {}

    /// Empties the pasteboard; the new ``changeCount``.
    @discardableResult
    public func clearContents() -> Int {
        contents = [:]
        changeCount += 1
        return changeCount
    }

    /// Puts `string` on the pasteboard as `dataType`; whether it was put there.
    @discardableResult
    public func setString(_ string: String, forType dataType: PasteboardType) -> Bool {
        contents[dataType] = string
        return true
    }

    /// The text on the pasteboard of `dataType`.
    public func string(forType dataType: PasteboardType) -> String? {
        contents[dataType]
    }
}
