/// Content of a text: one string, drawn on one line when it fits, else wrapped (see
/// ``TextLines``) within the line limit and the height offered.
@MainActor
final class TextContent: TypedContent<Text> {
    private var width = TextWidth()
    /// How the text lays out its lines, when a modifier above says (else the defaults).
    private var layout = TextLayout()
    /// The last lines broken, and for what: layout and drawing ask for the same ones.
    private var wrapped: (text: String, width: Double, maxLines: Int, layout: TextLayout, lines: TextLines)?

    /// A live date as of the tick, formatted.
    private var liveText: String?

    /// What the text shows: its string, or its live date as of the tick.
    private var text: String { liveText ?? view.content }

    /// Reads the text layout only when a modifier above sets one: a text under none (the
    /// common case) depends on nothing and costs one look through its environment. A live
    /// date is formatted for the tick's time and asks to be updated at the next second.
    override func update(_ node: ViewNode) {
        if let live = view.liveDate {
            let graph = node.graph
            let now = graph.date(at: graph.now)
            liveText = live.style.format(live.date, now: now)
            let intoSecond = now.timeIntervalSince(live.date).truncatingRemainder(dividingBy: 1)
            let untilNext = intoSecond >= 0 ? 1 - intoSecond : -intoSecond
            graph.wakeUp(node, at: graph.now + max(Int64(untilNext * 1e9), 1))
        } else {
            liveText = nil
        }
        guard node.environment.setsTextLayout else {
            layout = TextLayout()
            return
        }
        layout = node.graph.track(node, countsAsBody: false) { node.trackedEnvironment(\.textLayout) }
    }

    override var render: RenderRole { .leaf(kind: "Text", value: text) }

    override var visibleText: String? { text }

    /// One line as wide as the target measures it, when it fits the width offered; else
    /// the lines it wraps to, as many as the line limit and the height offered allow.
    /// Offered no width at all (a stack asking how far it can shrink), nothing of it shows.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let length = width.of(text, in: node.graph)
        guard let offered = proposal.width, length > offered else { return Size(width: length, height: 1) }
        guard offered > 0 else { return Size(width: 0, height: 1) }
        let lines = lines(width: offered, height: proposal.height, node: node)
        return Size(width: lines.width, height: Double(lines.lines.count))
    }

    private func lines(width: Double, height: Double?, node: ViewNode) -> TextLines {
        let byHeight = height.map { $0.isFinite ? max(Int($0), 1) : Int.max } ?? Int.max
        let maxLines = min(layout.lineLimit ?? Int.max, byHeight)
        if let wrapped, wrapped.text == text, wrapped.width == width, wrapped.maxLines == maxLines, wrapped.layout == layout {
            return wrapped.lines
        }
        let lines = TextLines(text, width: max(width, 0), maxLines: maxLines, truncation: layout.truncation, measure: node.graph.textMeasure)
        wrapped = (text, width, maxLines, layout, lines)
        return lines
    }

    override func place(in bounds: Rect, node: ViewNode) {}

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        let frame = node.frame
        let length = width.of(text, in: node.graph)
        guard length > frame.size.width, frame.size.width > 0 else {
            items.append(paint.item(.text(text), in: frame))
            return
        }
        let lines = lines(width: frame.size.width, height: frame.size.height, node: node)
        for (index, (line, lineWidth)) in zip(lines.lines, lines.widths).enumerated() {
            let x = frame.minX + ((frame.size.width - lineWidth) * layout.alignment.fraction).rounded(.down)
            items.append(paint.item(.text(line), in: Rect(x: x, y: frame.minY + Double(index), width: lineWidth, height: 1)))
        }
    }
}
