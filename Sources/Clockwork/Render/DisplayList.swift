/// What a render target draws: the visible items of the laid-out tree in paint order
/// (back to front), each with its frame and paint. Tests and remote clients read it;
/// targets turn it into cells or pixels.
public struct DisplayList: Equatable, Sendable {
    /// The items, back to front.
    public var items: [DisplayItem]

    /// One line per item, in paint order: `text (2,1 5x1) "Hello" foreground=red opacity=0.5`.
    public var textDump: String {
        items.map(\.description).joined(separator: "\n")
    }

    /// The list as a JSON array: one object per item with `kind`, `frame` (`x`, `y`,
    /// `width`, `height`), the primitive's fields (`text`, `symbol`, `style`, `isOn`,
    /// `placeholder`) and its paint (`foreground`, `opacity`, `scaleX`, `scaleY`).
    public func json() -> String {
        "[" + items.map(\.json).joined(separator: ",") + "]"
    }
}

/// One drawn thing: a primitive in a frame, with the paint the modifiers above it set.
public struct DisplayItem: Equatable, Sendable, CustomStringConvertible {
    /// What is drawn.
    public enum Primitive: Equatable, Sendable {
        /// A line of text.
        case text(String)
        /// A named symbol (`Image(systemName:)`); targets map it to a glyph.
        case symbol(String)
        /// The frame filled with a style (a color's name or `rgba(…)`, or a role such as
        /// `secondary`).
        case fill(String)
        /// A toggle's switch.
        case toggle(isOn: Bool)
        /// A text field's text, or its placeholder while empty.
        case field(text: String, placeholder: String)
    }

    public var primitive: Primitive
    /// Where it is drawn, in the target's units (offsets applied; scale is a transform
    /// around the frame's center, left to the target).
    public var frame: Rect
    /// The foreground style, if a modifier set one.
    public var foreground: String?
    /// Opacity, 0–1: the product of the opacities above it.
    public var opacity: Double
    /// Horizontal and vertical scale around the frame's center.
    public var scaleX: Double
    public var scaleY: Double

    public var description: String {
        var words: [String]
        switch primitive {
        case .text(let text): words = ["text", "\(frame)", quoted(text)]
        case .symbol(let name): words = ["symbol", "\(frame)", name]
        case .fill(let style): words = ["fill", "\(frame)", style]
        case .toggle(let isOn): words = ["toggle", "\(frame)", isOn ? "on" : "off"]
        case .field(let text, let placeholder): words = ["field", "\(frame)", quoted(text), "placeholder=\(quoted(placeholder))"]
        }
        if let foreground { words.append("foreground=\(foreground)") }
        if opacity != 1 { words.append("opacity=\(formatNumber(opacity))") }
        if scaleX != 1 || scaleY != 1 {
            words.append(scaleX == scaleY ? "scale=\(formatNumber(scaleX))" : "scale=(\(formatNumber(scaleX)),\(formatNumber(scaleY)))")
        }
        return words.joined(separator: " ")
    }

    var json: String {
        var fields: [(String, String)] = []
        switch primitive {
        case .text(let text): fields = [("kind", jsonString("text")), ("text", jsonString(text))]
        case .symbol(let name): fields = [("kind", jsonString("symbol")), ("symbol", jsonString(name))]
        case .fill(let style): fields = [("kind", jsonString("fill")), ("style", jsonString(style))]
        case .toggle(let isOn): fields = [("kind", jsonString("toggle")), ("isOn", "\(isOn)")]
        case .field(let text, let placeholder):
            fields = [("kind", jsonString("field")), ("text", jsonString(text)), ("placeholder", jsonString(placeholder))]
        }
        fields.append(("frame", "{\"x\":\(formatNumber(frame.minX)),\"y\":\(formatNumber(frame.minY)),"
            + "\"width\":\(formatNumber(frame.size.width)),\"height\":\(formatNumber(frame.size.height))}"))
        if let foreground { fields.append(("foreground", jsonString(foreground))) }
        fields.append(("opacity", formatNumber(opacity)))
        fields.append(("scaleX", formatNumber(scaleX)))
        fields.append(("scaleY", formatNumber(scaleY)))
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }
}

/// The paint the modifiers above a node set, handed down while the list is built.
struct Paint {
    var foreground: String?
    var opacity = 1.0
    var scaleX = 1.0
    var scaleY = 1.0

    /// An item of `primitive` in `frame` with this paint.
    func item(_ primitive: DisplayItem.Primitive, in frame: Rect) -> DisplayItem {
        DisplayItem(primitive: primitive, frame: frame, foreground: foreground, opacity: opacity, scaleX: scaleX, scaleY: scaleY)
    }
}

extension ViewGraph {
    /// The display list of the tree as of the last ``layout(in:)`` and render phase.
    public func displayList() -> DisplayList {
        var items: [DisplayItem] = []
        root.appendDisplayItems(paint: Paint(), to: &items)
        return DisplayList(items: items)
    }
}

extension ViewNode {
    /// Appends what this node and its subtree draw, back to front.
    func appendDisplayItems(paint: Paint, to items: inout [DisplayItem]) {
        content.appendDisplayItems(node: self, paint: paint, to: &items)
    }

    /// Appends what the children draw, in order.
    func appendChildrenDisplayItems(paint: Paint, to items: inout [DisplayItem]) {
        for child in children { child.appendDisplayItems(paint: paint, to: &items) }
    }
}

/// `text` as a JSON string literal.
func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
