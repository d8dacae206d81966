@_spi(Machinery) import ClockworkCore

/// Content of a text: one string, drawn on one line when it fits, else wrapped (see
/// ``TextLines``) within the line limit and the height offered.
///
/// Its fields are touched on the loop thread only, by layout and drawing on every tick,
/// and never while an `inout` access to the same field is open: they skip the runtime's
/// dynamic exclusivity check.
@MainActor
final class TextContent: TypedContent<Text> {
    override var sizeFollowsFont: Bool { true }

    @exclusivity(unchecked) private var width = TextWidth()
    /// How the text lays out its lines, when a modifier above says (else the defaults).
    @exclusivity(unchecked) private var layout = TextLayout()
    /// What a text of runs shows, live dates as of the tick (a plain text: its string).
    @exclusivity(unchecked) private var shownText: String?
    /// Whether the text is drawn as a placeholder bar (`.redacted(reason: .placeholder)`).
    @exclusivity(unchecked) private var isPlaceholder = false
    /// What only some texts need (wrapped lines, a font's measure, runs, an own color),
    /// made when first needed: a plain one-line text in cells costs none of it.
    @exclusivity(unchecked) private var memoStorage: TextMemo?

    /// The text's memo, made on first use.
    private var memo: TextMemo {
        if let memoStorage { return memoStorage }
        let memo = TextMemo()
        memoStorage = memo
        return memo
    }

    /// What the text shows.
    private var text: String { shownText ?? view.content }

    /// Reads the text layout only when a modifier above sets one: a text under none (the
    /// common case) depends on nothing and costs one look through its environment. Live
    /// dates are formatted for the tick's time.
    override func update(_ node: ViewNode) {
        if let runs = view.runs {
            let strings = runs.runs.map { run in
                run.liveDate.map { show($0, node: node) } ?? (run.source == nil ? run.content : run.shown(in: locale(node)))
            }
            memo.runStrings = strings
            shownText = strings.joined()
        } else if let source = view.source {
            shownText = localized(source, node: node)
        } else {
            shownText = nil
        }
        animateColor(node)
        let readsLayout = node.environment.setsTextLayout, readsRedaction = node.environment.setsRedaction
        guard readsLayout || readsRedaction else {
            layout = TextLayout()
            isPlaceholder = false
            return
        }
        // One tracked read of both: each `track` keeps only the dependencies it read.
        let redaction: RedactionReasons
        (layout, redaction) = node.graph.track(node, countsAsBody: false) {
            (readsLayout ? node.trackedEnvironment(\.textLayout) : TextLayout(),
             readsRedaction ? node.trackedEnvironment(\.redactionReasons) : [])
        }
        isPlaceholder = redaction.contains(.placeholder)
        if let textCase = layout.textCase {
            let locale = locale(node)
            if memoStorage?.runStrings.isEmpty == false { memo.runStrings = memo.runStrings.map { textCase.apply(to: $0, locale: locale) } }
            shownText = textCase.apply(to: text, locale: locale)
        }
    }

    /// What `source` shows in the locale of the text's environment, looked up or
    /// formatted again only when the source or the locale changed.
    private func localized(_ source: TextSource, node: ViewNode) -> String {
        let locale = locale(node)
        if let shown = memoStorage?.localized, shown.source == source, shown.locale == locale { return shown.text }
        let text = TextRun(content: view.content, source: source).shown(in: locale)
        memo.localized = (source, locale, text)
        return text
    }

    /// The locale of the text's environment: the process's under no locale of its own
    /// (and then the text depends on none).
    private func locale(_ node: ViewNode) -> Locale {
        guard node.environment.setsLocale else { return ProcessLocale.current }
        return node.graph.track(node, countsAsBody: false) { node.trackedEnvironment(\.locale) }
    }

    /// A text with a style of its own is an element whose first attribute is its string.
    override var render: RenderRole {
        guard let runs = view.runs?.runs else { return .leaf(kind: "Text", value: text) }
        let style = runs[0].style
        guard runs.allSatisfy({ $0.style == style }) else {
            return .styledText(StyledText(text: text, styles: runs.map(\.style), strings: memoStorage?.runStrings ?? []))
        }
        return style == TextRunStyle() ? .leaf(kind: "Text", value: text) : .styledText(StyledText(text: text, styles: [style], strings: []))
    }

    /// While its color animates, the text with the color it shows now.
    override func attributes(presenting vector: AnimationVector) -> [String] {
        var shown = view.runs?.runs[0].style ?? TextRunStyle()
        shown.foreground = Color(vector).paintStyle
        return StyledText(text: text, styles: [shown], strings: []).attributes
    }

    /// The one color of all the text's runs, if it has one.
    private var uniformColor: Color? {
        guard let runs = view.runs?.runs, case .color(let color)? = runs[0].style.foreground,
              runs.allSatisfy({ $0.style.foreground == runs[0].style.foreground }) else { return nil }
        return color
    }

    /// A text's own color eases to a new one under an animation, as a foreground
    /// modifier's does.
    private func animateColor(_ node: ViewNode) {
        let new = uniformColor?.components
        guard new != nil || memoStorage?.shownColor != nil else { return }
        let old = memo.shownColor
        memo.shownColor = new
        guard let old, old != new else { return }
        let graph = node.graph
        if let new, let animation = graph.animationForChange {
            graph.animations.animateAttribute(of: node, from: old, to: new, with: animation, completion: graph.transaction.completion, at: graph.now)
        } else {
            graph.animations.stopAttribute(of: node)
        }
    }

    override var visibleText: String? { text }

    override var accessibilityTraits: AccessibilityTraits? { .isStaticText }

    /// One line as wide as the target measures it, when it fits the width offered; else
    /// the lines it wraps to, as many as the line limit and the height offered allow.
    /// Offered no width at all (a stack asking how far it can shrink), nothing of it shows.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let (measure, length) = measured(node)
        let line = measure.lineHeight
        guard let offered = proposal.width, length > offered else { return Size(width: length, height: height(ofLines: 1, line)) }
        guard offered > 0 else { return Size(width: 0, height: height(ofLines: 1, line)) }
        if let shrink = shrinkToFit(length, within: offered, graph: node.graph) {
            return Size(width: length * shrink, height: height(ofLines: 1, line * shrink))
        }
        let lines = lines(width: offered, height: proposal.height, measure: measure, node: node)
        return Size(width: lines.width, height: height(ofLines: lines.lines.count, line))
    }

    /// The height of `count` lines of `line` height: at least the layout's fewest lines,
    /// with its spacing between them.
    private func height(ofLines count: Int, _ line: Double) -> Double {
        let shown = max(count, layout.minimumLines ?? 1)
        return Double(shown) * line + Double(shown - 1) * layout.lineSpacing
    }

    /// The scale that fits a line `length` long into `width` when the layout lets text
    /// shrink that far, the target's fonts change sizes and the text is in one style;
    /// `nil` when it must wrap.
    private func shrinkToFit(_ length: Double, within width: Double, graph: ViewGraph) -> Double? {
        guard layout.minimumScaleFactor < 1, graph.textMeasure.measuresFonts, length > 0 else { return nil }
        if let runs = view.runs?.runs, runs.contains(where: { $0.style != runs[0].style }) { return nil }
        let scale = width / length
        return scale >= layout.minimumScaleFactor ? scale : nil
    }

    /// The measure of the text's font (the graph's own on a target where fonts do not
    /// change sizes), and the text's width on one line.
    private func measured(_ node: ViewNode) -> (measure: any TextMeasure, width: Double) {
        let graph = node.graph, measure = graph.textMeasure
        guard measure.measuresFonts else {
            return (measure, width.of(text, measure: measure, font: nil, generation: graph.textMeasureGeneration))
        }
        let (font, fontMeasure) = fontAndMeasure(node)
        return (fontMeasure, width.of(text, measure: fontMeasure, font: font, generation: graph.textMeasureGeneration))
    }

    /// The font the text is drawn in (its own style over the modifiers above it) and its
    /// measure, found again only when a measure, metrics, a font above or the text's own
    /// style changed.
    private func fontAndMeasure(_ node: ViewNode) -> (font: Font?, measure: any TextMeasure) {
        let graph = node.graph
        let style = view.runs?.runs[0].style
        let memo = memo
        if let fontMeasure = memo.fontMeasure, fontMeasure.generation == graph.textMeasureGeneration, fontMeasure.style == style {
            return (fontMeasure.font, fontMeasure.measure)
        }
        var paint = node.inheritedPaint
        if let style { paint = style.applied(to: paint) }
        let font = paint.resolvedFont
        let measure = graph.textMeasure.measure(for: font)
        memo.fontMeasure = (graph.textMeasureGeneration, style, font, measure)
        return (font, measure)
    }

    private func lines(width: Double, height: Double?, measure: any TextMeasure, node: ViewNode) -> TextLines {
        let step = measure.lineHeight + layout.lineSpacing
        let byHeight = height.map { $0.isFinite ? max(Int(($0 + layout.lineSpacing) / step), 1) : Int.max } ?? Int.max
        let maxLines = min(layout.lineLimit ?? Int.max, byHeight)
        let generation = node.graph.textMeasureGeneration
        let memo = memo
        if let wrapped = memo.wrapped, wrapped.text == text, wrapped.width == width, wrapped.maxLines == maxLines, wrapped.layout == layout,
           wrapped.generation == generation {
            return wrapped.lines
        }
        let lines = TextLines(text, width: max(width, 0), maxLines: maxLines, truncation: layout.truncation, measure: measure)
        memo.wrapped = (text, width, maxLines, layout, generation, lines)
        return lines
    }

    /// `live` formatted for the tick's time; asks for the node to be updated when the
    /// formatted value next changes, if it will.
    private func show(_ live: Text.LiveDate, node: ViewNode) -> String {
        let graph = node.graph
        let now = graph.date(at: graph.now)
        if let next = live.style.nextChange(of: live.date, after: now) {
            graph.wakeUp(node, at: graph.now + Int64((next.timeIntervalSince(now) * 1e9).rounded(.up)) + 1)
        }
        return live.style.format(live.date, now: now)
    }

    override func place(in bounds: Rect, node: ViewNode) {}

    /// The baselines of the first and last lines of a text `size` tall, as its lines are
    /// drawn from the top one line height and the spacing apart.
    override func explicitAlignment(_ key: AlignmentKey, in size: Size, node: ViewNode) -> Double? {
        let isFirst = key == VerticalAlignment.firstTextBaseline.key
        guard isFirst || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        let measure = measured(node).measure
        // A line shrunk to fit is drawn in a font scaled as its height is.
        let scale = min(size.height / measure.lineHeight, 1)
        guard !isFirst else { return measure.baseline * scale }
        let step = measure.lineHeight + layout.lineSpacing
        let lines = max(Int(((size.height + layout.lineSpacing) / step).rounded(.down)), 1)
        return Double(lines - 1) * step + measure.baseline * scale
    }

    /// One item per line, each in the text's own style if it has one; a text of runs
    /// styled apart has one item per run on each line.
    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        let frame = node.frame
        let (measure, length) = measured(node)
        let lines: TextLines? = length > frame.size.width && frame.size.width > 0
            ? lines(width: frame.size.width, height: frame.size.height, measure: measure, node: node) : nil
        if let runs = view.runs, runs.runs.contains(where: { $0.style != runs.runs[0].style }) {
            appendRuns(runs.runs, lines: lines, length: length, measure: measure, node: node, paint: paint, to: &items)
            return
        }
        var paint = view.runs.map { $0.runs[0].style.applied(to: paint) } ?? paint
        if let presented = node.graph.animations.presented(of: node) { paint.foreground = Color(presented).paintStyle }
        if isPlaceholder {
            appendPlaceholder(lines: lines, length: length, measure: measure, node: node, paint: paint, to: &items)
            return
        }
        if lines != nil, let shrink = shrinkToFit(length, within: frame.size.width, graph: node.graph) {
            paint.font = (paint.resolvedFont ?? .body).scaled(by: shrink)
            items.append(paint.item(.text(text), in: frame))
            return
        }
        guard let lines else {
            items.append(paint.item(.text(text), in: frame))
            return
        }
        for (index, (line, lineWidth)) in zip(lines.lines, lines.widths).enumerated() {
            items.append(paint.item(.text(line), in: lineFrame(index, width: lineWidth, height: measure.lineHeight, in: frame)))
        }
    }

    /// The text redacted as a placeholder (`.redacted(reason: .placeholder)`): each line a
    /// bar as wide as the line, rounded, in the text's color at a fifth of its opacity.
    private func appendPlaceholder(lines: TextLines?, length: Double, measure: any TextMeasure, node: ViewNode,
                                   paint: Paint, to items: inout DisplayListBuilder) {
        let frame = node.frame
        let widths = lines?.widths ?? [min(length, frame.size.width > 0 ? frame.size.width : length)]
        var bar = paint
        bar.opacity *= 0.2
        for (index, width) in widths.enumerated() {
            let line = lineFrame(index, width: width, height: measure.lineHeight, in: frame)
            // A bar of the letters' height, not the line's: the x-height and a little more.
            let height = (line.size.height * 0.7).rounded()
            let shape = Rect(x: line.minX, y: line.minY + (line.size.height - height) / 2, width: line.size.width, height: height)
            let radius = min(4, height / 2)
            items.append(bar.item(.shape(.roundedRectangle(cornerWidth: radius, cornerHeight: radius, style: .continuous),
                                         .fill(bar.foreground ?? Color.primary.paintStyle, eoFill: false)), in: shape))
        }
    }

    /// The lines (the whole text on one line when `lines` is `nil`) cut where runs meet,
    /// each piece in its run's style (and, on a target that measures fonts, as wide as
    /// its run's font makes it; the lines are broken in the first run's font).
    private func appendRuns(_ runs: [TextRun], lines: TextLines?, length: Double, measure: any TextMeasure, node: ViewNode,
                            paint: Paint, to items: inout DisplayListBuilder) {
        let frame = node.frame
        let shownLines = lines?.lines ?? [text]
        let widths = lines?.widths ?? [length]
        let measuresFonts = measure.measuresFonts
        for (index, pieces) in TextRuns.pieces(of: shownLines, strings: memoStorage?.runStrings ?? []).enumerated() {
            let line = lineFrame(index, width: widths[index], height: measure.lineHeight, in: frame)
            var x = line.minX
            for piece in pieces {
                let piecePaint = runs[piece.run].style.applied(to: paint)
                let pieceMeasure = measuresFonts ? node.graph.textMeasure.measure(for: piecePaint.resolvedFont) : measure
                let pieceWidth = pieceMeasure.width(of: piece.text)
                items.append(piecePaint.item(.text(piece.text), in: Rect(x: x, y: line.minY, width: pieceWidth, height: line.size.height)))
                x += pieceWidth
            }
        }
    }

    /// Where line `index`, `width` wide and `height` high, is drawn in `frame`: placed as
    /// the text's alignment says.
    private func lineFrame(_ index: Int, width: Double, height: Double, in frame: Rect) -> Rect {
        let x = frame.minX + ((frame.size.width - width) * layout.alignment.fraction).rounded(.down)
        return Rect(x: x, y: frame.minY + Double(index) * (height + layout.lineSpacing), width: width, height: height)
    }
}

/// What a text keeps beyond its string and width, for the texts that need it.
///
/// Touched on the loop thread only, as its text's fields are.
@MainActor
private final class TextMemo {
    /// The last lines broken, and for what: layout and drawing ask for the same ones.
    @exclusivity(unchecked) var wrapped: (text: String, width: Double, maxLines: Int, layout: TextLayout, generation: UInt64, lines: TextLines)?
    /// On a target that measures fonts: the text's font and its measure, and the measure
    /// generation and own style they were found for.
    @exclusivity(unchecked) var fontMeasure: (generation: UInt64, style: TextRunStyle?, font: Font?, measure: any TextMeasure)?
    /// Each run's string as shown, for a text of runs.
    @exclusivity(unchecked) var runStrings: [String] = []
    /// The last string a source was resolved to, and for what.
    @exclusivity(unchecked) var localized: (source: TextSource, locale: Locale, text: String)?
    /// The text's own color, when all its runs have one: what a change animates from.
    @exclusivity(unchecked) var shownColor: AnimationVector?
}
