import CLinux

/// The `PreviewProvider` types linked into this process, found in the protocol
/// conformance records the compiler leaves in every image (the Swift runtime's
/// `swift5_protocol_conformances` sections, walked with its own
/// `swift_enumerateAllMetadataSections`): what ``PreviewRecord/all`` shows beside the
/// `#Preview`s, with nothing registered by hand. Read once; generic providers, which have
/// no one type, are left out.
enum LinkedPreviewProviders {
    /// The providers, in the order their images and records lie.
    @MainActor static let all: [any PreviewProvider.Type] = scan()

    private static func scan() -> [any PreviewProvider.Type] {
        var found: [any PreviewProvider.Type] = []
        withUnsafeMutablePointer(to: &found) { found in
            // Safe: the runtime calls the body only during this call, while `found` is valid.
            swift_enumerateAllMetadataSections({ sections, context in
                guard let sections, let context else { return true }
                let found = context.assumingMemoryBound(to: [any PreviewProvider.Type].self)
                let range = sections.pointee.swift5_protocol_conformances
                guard let start = UnsafeRawPointer(bitPattern: range.start) else { return true }
                // The section is an array of 32-bit offsets, each to a conformance descriptor.
                for offset in stride(from: 0, to: Int(range.length), by: 4) {
                    if let provider = ConformanceRecord(at: start + offset).previewProvider { found.pointee.append(provider) }
                }
                return true
            }, found)
        }
        return found
    }
}

/// One protocol conformance record as the compiler lays it out (the Swift ABI's
/// `TargetProtocolConformanceDescriptor`): relative offsets to the protocol and the type,
/// and flags saying how the type is referenced.
///
/// Each pointer this reads is at an offset the record itself gives, into the image the
/// record lies in, which stays loaded for the life of the process: the runtime reads the
/// same records the same way to answer `as?`.
private struct ConformanceRecord {
    let descriptor: UnsafeRawPointer

    init(at entry: UnsafeRawPointer) {
        descriptor = relative(entry)
    }

    /// The conforming type, when the protocol is ``PreviewProvider`` and the type a
    /// non-generic struct, enum or class.
    var previewProvider: (any PreviewProvider.Type)? {
        guard let proto = indirectable(descriptor), isPreviewProvider(proto) else { return nil }
        let flags = descriptor.load(fromByteOffset: 12, as: UInt32.self)
        // The type reference's kind: 0 a direct descriptor, 1 a pointer to one.
        let typeField = descriptor + 4
        let type: UnsafeRawPointer
        switch (flags >> 3) & 0x7 {
        case 0: type = relative(typeField)
        case 1: type = relative(typeField).load(as: UnsafeRawPointer.self)
        default: return nil
        }
        let typeFlags = type.load(as: UInt32.self)
        let kind = typeFlags & 0x1F, isGeneric = typeFlags & 0x80 != 0
        // 16 class, 17 struct, 18 enum.
        guard (16...18).contains(kind), !isGeneric else { return nil }
        // A type descriptor: flags, parent, name, then its metadata access function,
        // which for a non-generic type takes the request (0: complete) and returns the
        // metadata first (the swiftcall convention returns it where a C function would).
        let accessor = unsafeBitCast(relative(type + 12), to: (@convention(c) (Int) -> UnsafeRawPointer).self)
        return unsafeBitCast(accessor(0), to: Any.Type.self) as? any PreviewProvider.Type
    }

    /// Whether a protocol descriptor is ClockworkViews' `PreviewProvider`: its name, and
    /// its parent module's.
    private func isPreviewProvider(_ proto: UnsafeRawPointer) -> Bool {
        guard name(of: proto) == "PreviewProvider", let module = indirectable(proto + 4) else { return false }
        return name(of: module) == "ClockworkViews"
    }

    /// A context descriptor's name: a C string at the offset its third field gives.
    private func name(of context: UnsafeRawPointer) -> String {
        String(cString: relative(context + 8).assumingMemoryBound(to: CChar.self))
    }
}

/// The address a 32-bit relative offset at `field` points to.
private func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer {
    field + Int(field.load(as: Int32.self))
}

/// The address a relative offset that may be indirect points to: with its low bit set,
/// it points to a pointer to the target (one bound by the dynamic linker); `nil` for none.
private func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = Int(field.load(as: Int32.self))
    guard offset != 0 else { return nil }
    let target = field + (offset & ~1)
    return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
}
