/// What a render target draws: the visible items of the laid-out tree in paint order
/// (back to front), each with its frame and paint. Tests and remote clients read it;
/// targets turn it into cells or pixels.
public struct DisplayList: Equatable, Sendable {
    /// The items, back to front.
    public var items: [DisplayItem]
    /// Finds items by area; kept by the surface that made the list while its items stay
    /// in place.
    let index: DisplayListIndex?

    init(items: [DisplayItem], index: DisplayListIndex? = nil) {
        self.items = items
        self.index = index
    }

    /// Two lists are equal when their items are.
    public static func == (lhs: DisplayList, rhs: DisplayList) -> Bool {
        lhs.items == rhs.items
    }

    /// The indices of the items whose bounds may meet `area`, in paint order: all that do,
    /// and perhaps a few that only share a row with it. A target redrawing a damaged area
    /// draws these and skips the rest of the list.
    public func indices(meeting area: Rect) -> [Int] {
        if let index { return index.candidates(meeting: area) }
        return items.indices.filter { items[$0].bounds.intersects(area) }
    }

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

    /// The area the item may cover: its frame, and the frame scaled around its center.
    public var bounds: Rect {
        guard scaleX != 1 || scaleY != 1 else { return frame }
        let width = frame.size.width * abs(scaleX), height = frame.size.height * abs(scaleY)
        let scaled = Rect(x: frame.minX + (frame.size.width - width) / 2, y: frame.minY + (frame.size.height - height) / 2,
                          width: width, height: height)
        return frame.union(scaled)
    }

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

/// Collects display items in paint order, recording where each node's items land.
struct DisplayListBuilder {
    /// Where ``items`` starts in the whole list (non-zero when one subtree is emitted again).
    let base: Int
    private(set) var items: [DisplayItem] = []

    init(base: Int = 0) {
        self.base = base
    }

    /// The index in the whole list the next item gets.
    var position: Int { base + items.count }

    mutating func append(_ item: DisplayItem) {
        items.append(item)
    }
}

extension ViewGraph {
    /// The display list of the tree as of the last ``layout(in:)`` and render phase, built
    /// from the whole tree.
    public func displayList() -> DisplayList {
        var builder = DisplayListBuilder()
        root.appendDisplayItems(paint: Paint(), to: &builder)
        return DisplayList(items: builder.items)
    }

    /// The current display list, brought up to date with what changed since the last
    /// call, and the damage that change did on a surface of `size`.
    ///
    /// The items of each changed subtree are emitted again in place, with the paint the
    /// modifiers above it set; an item that differs damages the area it covered and the one
    /// it covers now. Mounted, unmounted or reordered views, a new layout size, or `full`
    /// rebuild the list and damage everything.
    func refreshDisplayList(on size: Size, full: Bool) -> (list: DisplayList, damage: Damage) {
        if !full, surface.listIsCurrent, !surface.structureChanged, let damage = redrawChangedSubtrees(on: size) {
            return (DisplayList(items: surface.items, index: surface.currentIndex()), damage)
        }
        surface.drawCandidates.removeAll(keepingCapacity: true)
        surface.structureChanged = false
        surface.items = displayList().items
        surface.itemsIndex = nil
        surface.listIsCurrent = true
        return (DisplayList(items: surface.items, index: surface.currentIndex()), .full(size))
    }

    /// Emits the changed subtrees again in place; `nil` if one now has a different number
    /// of items (the list must be rebuilt).
    private func redrawChangedSubtrees(on size: Size) -> Damage? {
        var damage = Damage(surface: size)
        let visit = surface.nextVisit()
        let candidates = surface.drawCandidates
        surface.drawCandidates.removeAll(keepingCapacity: true)
        for node in candidates where node.isMounted { node.visit = visit }
        for node in candidates where node.isMounted && !node.hasAncestor(visitedIn: visit) {
            let start = Int(node.itemStart)
            var builder = DisplayListBuilder(base: start)
            node.appendDisplayItems(paint: node.inheritedPaint, to: &builder)
            guard builder.items.count == Int(node.itemCount) else { return nil }
            for (offset, item) in builder.items.enumerated() where surface.items[start + offset] != item {
                let before = surface.items[start + offset].bounds
                if DisplayListIndex.bands(of: before) != DisplayListIndex.bands(of: item.bounds) { surface.itemsIndex = nil }
                damage.add(before)
                damage.add(item.bounds)
                surface.items[start + offset] = item
            }
        }
        return damage
    }
}

extension ViewNode {
    /// Appends what this node and its subtree draw, back to front, and records where.
    func appendDisplayItems(paint: Paint, to items: inout DisplayListBuilder) {
        let start = items.position
        content.appendDisplayItems(node: self, paint: paint, to: &items)
        itemStart = Int32(start)
        itemCount = Int32(items.position - start)
    }

    /// Appends what the children draw, in order.
    func appendChildrenDisplayItems(paint: Paint, to items: inout DisplayListBuilder) {
        for child in children { child.appendDisplayItems(paint: paint, to: &items) }
    }

    /// The paint the modifiers above this node hand down to it.
    var inheritedPaint: Paint {
        var ancestors: [ViewNode] = []
        var next = parent
        while let node = next {
            ancestors.append(node)
            next = node.parent
        }
        var paint = Paint()
        for node in ancestors.reversed() { node.content.paintChildren(&paint, node: node) }
        return paint
    }

    /// Whether a proper ancestor carries the stamp `visit`.
    func hasAncestor(visitedIn visit: UInt32) -> Bool {
        var next = parent
        while let node = next {
            if node.visit == visit { return true }
            next = node.parent
        }
        return false
    }
}

private let hexDigits = Array("0123456789abcdef".utf8)

/// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
/// Works on the UTF-8 bytes (a 60,000-character text costs a copy, not a walk through its
/// scalars), and returns text that needs no escaping as it is, in quotes.
package func jsonString(_ text: String) -> String {
    let utf8 = text.utf8
    if !text.containsByte(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
        return "\"" + text + "\""
    }
    var bytes: [UInt8] = [UInt8(ascii: "\"")]
    bytes.reserveCapacity(utf8.count + 16)
    for byte in utf8 {
        switch byte {
        case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
        case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
        case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        case ..<0x20:
            bytes += Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
        default: bytes.append(byte)
        }
    }
    bytes.append(UInt8(ascii: "\""))
    return String(decoding: bytes, as: UTF8.self)
}

extension DisplayList: Decodable {
    /// Reads a list from its JSON form (``json()``), as a remote client receives it.
    public init(from decoder: Decoder) throws {
        self.init(items: try [DisplayItem](from: decoder))
    }
}

extension DisplayItem: Decodable {
    private enum Key: String, CodingKey {
        case kind, text, symbol, style, isOn, placeholder, frame, foreground, opacity, scaleX, scaleY
    }

    private struct Frame: Decodable {
        let x, y, width, height: Double
    }

    /// Reads one item of a list's JSON form.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "text": primitive = .text(try container.decode(String.self, forKey: .text))
        case "symbol": primitive = .symbol(try container.decode(String.self, forKey: .symbol))
        case "fill": primitive = .fill(try container.decode(String.self, forKey: .style))
        case "toggle": primitive = .toggle(isOn: try container.decode(Bool.self, forKey: .isOn))
        case "field":
            primitive = .field(text: try container.decode(String.self, forKey: .text),
                               placeholder: try container.decode(String.self, forKey: .placeholder))
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown item kind \(kind)")
        }
        let frame = try container.decode(Frame.self, forKey: .frame)
        self.frame = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        foreground = try container.decodeIfPresent(String.self, forKey: .foreground)
        opacity = try container.decode(Double.self, forKey: .opacity)
        scaleX = try container.decode(Double.self, forKey: .scaleX)
        scaleY = try container.decode(Double.self, forKey: .scaleY)
    }
}
