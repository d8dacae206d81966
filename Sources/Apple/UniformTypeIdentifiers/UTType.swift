import Foundation

/// A type of data, named as Apple's uniform type identifiers name it (`public.png`,
/// `public.json`): what `.fileImporter(allowedContentTypes:)`, `.onDrop(of:)` and a
/// `Transferable`'s representations say they take.
///
/// The types Clockwork knows are the common system ones (``UTTypeCatalog``), each with its
/// supertypes, file name extensions and MIME type; an identifier outside them is a type of
/// its own that conforms to `public.data`.
public struct UTType: Hashable, Sendable, CustomStringConvertible, Codable {
    /// The type's identifier, such as `public.png`.
    public let identifier: String

    /// The type named `identifier`, known or not; `nil` for an empty identifier.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.identifier = identifier
    }

    /// The type of a known entry: what the static members are.
    init(known identifier: String) {
        self.identifier = identifier
    }

    /// The known type files named with `filenameExtension` (without its dot) hold, among
    /// those conforming to `supertype`; `nil` when none is known.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let wanted = filenameExtension.lowercased()
        guard let entry = UTTypeCatalog.entries.first(where: { $0.extensions.contains(wanted) && UTType(known: $0.identifier).conforms(to: supertype) })
        else { return nil }
        identifier = entry.identifier
    }

    /// The known type of the MIME type `mimeType` (such as `image/png`), among those
    /// conforming to `supertype`; `nil` when none is known.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let wanted = mimeType.lowercased()
        guard let entry = UTTypeCatalog.entries.first(where: { $0.mimeType == wanted && UTType(known: $0.identifier).conforms(to: supertype) })
        else { return nil }
        identifier = entry.identifier
    }

    /// The file name extension files of this type are given, without its dot.
    public var preferredFilenameExtension: String? { entry?.extensions.first }

    /// The MIME type of this type's data.
    public var preferredMIMEType: String? { entry?.mimeType }

    /// What the type is called, in English.
    public var localizedDescription: String? { entry?.description }

    /// Whether the type is one of the system's (Clockwork's catalog holds it).
    public var isDeclared: Bool { entry != nil }

    /// Whether the type is one of the system's: Clockwork's catalog holds only those.
    public var isPublic: Bool { identifier.hasPrefix("public.") || identifier.hasPrefix("com.") }

    /// The types this one conforms to, directly or through others.
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var pending = entry?.parents ?? ["public.data"]
        while let next = pending.popLast() {
            let type = UTType(known: next)
            guard found.insert(type).inserted else { continue }
            pending += type.entry?.parents ?? []
        }
        return found
    }

    /// Whether data of this type is also of `type`: the same type, or one of its supertypes.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this one.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    public var description: String { identifier }

    private var entry: UTTypeCatalog.Entry? { UTTypeCatalog.byIdentifier[identifier] }
}
