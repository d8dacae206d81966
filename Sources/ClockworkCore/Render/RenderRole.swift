/// How a node appears in the render tree.
@_spi(Machinery) public enum RenderRole {
    /// Not at all: its children stand in its place (composite and structural views).
    case transparent
    /// As a render element of `kind` with `attributes` (stack, control).
    case element(kind: String, attributes: [String])
    /// As a render element of `kind` showing one string (text, image): kept as it is, and
    /// quoted only when the tree is written out.
    case leaf(kind: String, value: String)
    /// As a text element with styles of its own: kept as the values, and spelled out
    /// (`Text "Ready" fontWeight=700`) only when the tree is written out, so a text whose
    /// color changes every tick costs the render phase no formatting.
    case styledText(StyledText)
    /// As attributes added to the elements below it (most modifiers).
    case decoration([String])
    /// As a modifier's attributes while an animation presents `vector`: kept as the
    /// numbers, and spelled out by `content` only when the tree is written out, so an
    /// animated node costs the render phase no formatting and no reference counting.
    /// (Unmanaged: the item lives in the node, which owns the content for its lifetime.)
    case presenting(AnimationVector, content: Unmanaged<NodeContent>)
}

extension RenderRole {
    /// Whether `self` shows what `other` does. A presenting role never does: its numbers
    /// move every tick.
    func isSame(as other: RenderRole) -> Bool {
        switch (self, other) {
        case (.transparent, .transparent): true
        case let (.element(kind, attributes), .element(otherKind, otherAttributes)): kind == otherKind && attributes == otherAttributes
        case let (.leaf(kind, value), .leaf(otherKind, otherValue)): kind == otherKind && value == otherValue
        case let (.styledText(text), .styledText(otherText)): text == otherText
        case let (.decoration(attributes), .decoration(otherAttributes)): attributes == otherAttributes
        default: false
        }
    }

    /// The kind of render element the node shows as, if it shows as one.
    var elementKind: String? {
        switch self {
        case .element(let kind, _), .leaf(let kind, _): kind
        case .styledText: "Text"
        case .transparent, .decoration, .presenting: nil
        }
    }
}

/// A short, stable spelling of a number for render attributes and messages: `1.5`, `2`,
/// `0.25`; any double at all, `1e+300` and `inf` included, without trapping.
package func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return value.description }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    guard abs(value) < 1e12 else { return value.description }
    var text = String(format6: value)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

extension String {
    /// Six decimals, without Foundation (for magnitudes below 1e12, whose millionths fit
    /// an `Int64`).
    init(format6 value: Double) {
        let scaled = (value * 1_000_000).rounded()
        let sign = scaled < 0 ? "-" : ""
        let magnitude = Int64(abs(scaled))
        let fraction = String(magnitude % 1_000_000)
        self = "\(sign)\(magnitude / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
    }
}

/// A string quoted for a render attribute, with quotes and backslashes escaped.
package func quoted(_ text: String) -> String {
    if !text.containsByte(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") }) {
        return "\"" + text + "\""
    }
    var result = "\""
    for character in text {
        switch character {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        default: result.append(character)
        }
    }
    return result + "\""
}

extension String {
    /// Whether any of the text's UTF-8 bytes matches: scanned as contiguous bytes when the
    /// string has them (a native string always does), several times faster than through
    /// its UTF-8 view, so scanning long texts stays cheap.
    func containsByte(where matches: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(where: matches) } ?? utf8.contains(where: matches)
    }
}
