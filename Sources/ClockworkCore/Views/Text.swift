/// A view that displays one or more lines of read-only text.
public struct Text: View, BuiltinView, Equatable {
    let content: String

    /// Creates a text view that displays a string.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Creates a text view that displays a string without localization.
    public init(verbatim content: String) {
        self.content = content
    }

    func makeContent() -> NodeContent { LeafContent(self, kind: "Text") { $0.content } }
}

/// An image from the system's symbol set, by name (terminals draw it as a glyph).
public struct Image: View, BuiltinView, Equatable {
    let systemName: String

    /// Creates a system symbol image.
    public init(systemName: String) {
        self.systemName = systemName
    }

    func makeContent() -> NodeContent { LeafContent(self, kind: "Image") { $0.systemName } }
}

/// A flexible space that expands along the major axis of its containing stack.
public struct Spacer: View, BuiltinView, Equatable {
    let minLength: Double?

    /// Creates a spacer, optionally with a minimum length.
    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    func makeContent() -> NodeContent {
        SingleChildContent(
            self, role: { .element(kind: "Spacer", attributes: $0.minLength.map { ["minLength=\(formatNumber($0))"] } ?? []) },
            layout: .spacer { $0.minLength ?? 0 }
        ) { _ in EmptyView() }
    }
}

/// Content of a view with no children that shows one string (text, symbol, color).
@MainActor
final class LeafContent<V: View>: TypedContent<V> {
    private let kind: String
    private let value: (V) -> String
    private var width = TextWidth()

    init(_ view: V, kind: String, value: @escaping (V) -> String) {
        self.kind = kind
        self.value = value
        super.init(view)
    }

    override var render: RenderRole { .leaf(kind: kind, value: value(view)) }

    override var visibleText: String? { kind == "Text" ? value(view) : nil }

    /// A text is one line, as wide as the target measures it, cut to the width offered; a
    /// symbol is one unit.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let length = kind == "Text" ? width.of(value(view), in: node.graph) : 1
        return Size(width: min(length, proposal.width ?? length), height: 1)
    }

    override func place(in bounds: Rect, node: ViewNode) {}

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        items.append(paint.item(kind == "Text" ? .text(value(view)) : .symbol(value(view)), in: node.frame))
    }
}

/// A text's width as the graph's ``TextMeasure`` gives it, remembered for the last text
/// asked: layout asks once per proposal, and measuring a long text is the costly part.
struct TextWidth {
    private var text = ""
    private var width = 0.0
    /// The measure generation the width was taken in (none yet: 0).
    private var generation: UInt64 = 0

    @MainActor mutating func of(_ text: String, in graph: ViewGraph) -> Double {
        if generation == graph.textMeasureGeneration, text == self.text { return width }
        width = graph.textMeasure.width(of: text)
        self.text = text
        generation = graph.textMeasureGeneration
        return width
    }
}

extension String {
    /// Whether any of the text's UTF-8 bytes matches: scanned as contiguous bytes when the
    /// string has them (a native string always does), several times faster than through
    /// its UTF-8 view, so scanning long texts stays cheap.
    func containsByte(where matches: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(where: matches) } ?? utf8.contains(where: matches)
    }
}
