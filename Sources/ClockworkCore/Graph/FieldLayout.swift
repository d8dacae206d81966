@_spi(Reflection) import Swift
import Glibc

/// Where a view type keeps its stored properties, computed once per type and cached:
/// which fields are dynamic properties (attached to node storage before each
/// evaluation) and which are plain inputs (compared byte for byte).
///
/// Comparing plain fields by their bytes is sound for value types: equal bytes mean the
/// same values, or the same references (a `String` or array buffer, an object, a
/// closure context). Unequal bytes may still be equal values; then the view is simply
/// evaluated again.
@MainActor
package struct FieldLayout {
    private enum Field {
        /// A plain stored property: `size` bytes at `offset`.
        case plain(offset: Int, size: Int)
        /// A built-in dynamic property, with its storage slot in the node.
        case property(offset: Int, type: any GraphProperty.Type, slot: Int)
        /// A user-defined dynamic property: its own fields, then its `update()`.
        case userProperty(offset: Int, type: any DynamicProperty.Type, fields: [Field])
    }

    private let fields: [Field]
    /// Whether the type's fields could be read (structs and tuples); otherwise its values
    /// always count as changed.
    private let isWalkable: Bool
    /// How many storage slots the type's dynamic properties need.
    let slotCount: Int
    /// Whether the type has any dynamic property (built-in or user-defined) to attach.
    private let hasDynamicProperties: Bool

    private static var cache: [ObjectIdentifier: FieldLayout] = [:]
    /// How many layouts were computed (each by walking the type's fields once).
    private(set) static var computedLayouts = 0

    /// The layout of `type`, computed on first use.
    package static func of(_ type: Any.Type) -> FieldLayout {
        if let cached = cache[ObjectIdentifier(type)] { return cached }
        computedLayouts += 1
        var slots = 0
        let fields = Self.fields(of: type, slots: &slots)
        let layout = FieldLayout(
            fields: fields ?? [], isWalkable: fields != nil, slotCount: slots,
            hasDynamicProperties: fields?.contains { if case .plain = $0 { false } else { true } } ?? false)
        cache[ObjectIdentifier(type)] = layout
        return layout
    }

    /// The fields of `type`, with offsets from the start of a value of it.
    private static func fields(of type: Any.Type, slots: inout Int) -> [Field]? {
        var fields: [Field] = []
        var nextSlot = slots
        let walked = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let property = fieldType as? any GraphProperty.Type {
                fields.append(.property(offset: offset, type: property, slot: nextSlot))
                nextSlot += 1
            } else if let property = fieldType as? any DynamicProperty.Type {
                let nested = Self.fields(of: fieldType, slots: &nextSlot) ?? []
                fields.append(.userProperty(offset: offset, type: property, fields: nested))
            } else {
                fields.append(.plain(offset: offset, size: sizeOf(fieldType)))
            }
            return true
        }
        slots = nextSlot
        return walked ? fields : nil
    }

    /// Binds every dynamic property of `view` to its storage in `node` (creating it on the
    /// first evaluation), then calls user-defined properties' `update()`.
    package func attach<V>(_ view: inout V, to node: ViewNode) {
        guard hasDynamicProperties else { return }
        if node.propertyStorage.count < slotCount {
            node.propertyStorage.append(contentsOf: repeatElement(nil, count: slotCount - node.propertyStorage.count))
        }
        // Safe: the layout was computed for V itself, so every offset is a field of `view`
        // and the pointer lives only for the call. (A pointer argument, not a closure: an
        // isolated closure would check its executor on every call.)
        Self.attach(fields, to: &view, node: node)
    }

    /// Attaches `fields` of the value at `pointer`. Takes a typed pointer, made raw here: a
    /// raw pointer formed straight from a value that may hold references is what the
    /// compiler warns of.
    private static func attach<V>(_ fields: [Field], to pointer: UnsafeMutablePointer<V>, node: ViewNode) {
        attach(fields, at: UnsafeMutableRawPointer(pointer), to: node)
    }

    private static func attach(_ fields: [Field], at base: UnsafeMutableRawPointer, to node: ViewNode) {
        for field in fields {
            switch field {
            case .plain:
                continue
            case .property(let offset, let type, let slot):
                attachProperty(type, at: base + offset, to: node, slot: slot)
            case .userProperty(let offset, let type, let nested):
                attach(nested, at: base + offset, to: node)
                updateProperty(type, at: base + offset)
            }
        }
    }

    private static func attachProperty<P: GraphProperty>(_: P.Type, at pointer: UnsafeMutableRawPointer, to node: ViewNode, slot: Int) {
        // Safe: the layout recorded a field of type P at this offset.
        pointer.assumingMemoryBound(to: P.self).pointee.attach(to: node, slot: slot)
    }

    private static func updateProperty<P: DynamicProperty>(_: P.Type, at pointer: UnsafeMutableRawPointer) {
        // Safe: the layout recorded a field of type P at this offset.
        pointer.assumingMemoryBound(to: P.self).pointee.update()
    }

    /// Whether `old` and `new` are the same inputs: plain fields byte-equal, dynamic
    /// properties the same input by their own rule (storage never counts).
    func inputsEqual<V>(_ old: V, _ new: V) -> Bool {
        guard isWalkable else { return false }
        // Safe: both values are of the type the layout describes; only read inside the closures.
        return withUnsafeBytes(of: old) { oldBytes in
            withUnsafeBytes(of: new) { newBytes in
                Self.equal(fields, oldBytes.baseAddress!, newBytes.baseAddress!)
            }
        }
    }

    private static func equal(_ fields: [Field], _ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
        for field in fields {
            switch field {
            case .plain(let offset, let size):
                if size > 0, memcmp(old + offset, new + offset, size) != 0 { return false }
            case .property(let offset, let type, _):
                if !sameInput(type, old + offset, new + offset) { return false }
            case .userProperty(let offset, _, let nested):
                if !equal(nested, old + offset, new + offset) { return false }
            }
        }
        return true
    }

    private static func sameInput<P: GraphProperty>(_: P.Type, _ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
        // Safe: the layout recorded a field of type P at this offset in both values.
        old.assumingMemoryBound(to: P.self).pointee.isSameInput(as: new.assumingMemoryBound(to: P.self).pointee)
    }
}

private func sizeOf(_ type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: size)
}
