@_spi(Machinery) import ClockworkCore

/// The layout of a list or a form: its rows (the layout items of its content) one under
/// another, leading-aligned and inset by one unit, each its own height; the container
/// takes the width and height it is offered, clips rows past its bottom, and scrolls them
/// (the input socket's `scroll`, a drag); pulled down past its top it runs the
/// `.refreshable` action above it.
///
/// With a selection, rows stand for their tags as a picker's options do: choosing a row
/// (input naming its text, a click on it, the arrows while the list has focus) selects it,
/// and selected rows are drawn on a backdrop of the tint.
@MainActor
class RowsContent<V: View, Content: View>: TypedContent<V>, Scrollable, RowRooms {
    private let content: (V) -> Content
    let kind: String

    init(_ view: V, kind: String, content: @escaping (V) -> Content) {
        self.content = content
        self.kind = kind
        super.init(view)
    }

    /// Whether the list is in edit mode, and the edit buttons of the rows that have them.
    private var isEditing = false
    private var editedRows: Set<ObjectIdentifier> = []
    /// How far the rows are scrolled, and where the first row was placed at the last layout.
    private(set) var offset = Point(x: 0, y: 0)
    private(set) var contentOrigin = Point(x: 0, y: 0)
    /// The rows' height and the view's, as of the last layout: how far it can scroll.
    private var extent = (rows: 0.0, viewport: 0.0)
    private var refresh: RefreshAction?
    private let refreshing = RefreshRunner()
    /// The list's look as the environment sets it, the look it is drawn in (in points,
    /// `.automatic` is iOS's inset grouped look) and that look's lengths, and whether it
    /// draws its background.
    private var declaredLook = ListLook.automatic
    private var look = ListLook.automatic
    private var metrics = RowMetrics.cells(.automatic, cell: Size(width: 1, height: 1))
    /// Where each row's room begins and ends, as of the last layout: where its card runs
    /// and its separator lies.
    private var rowSpans: [ObjectIdentifier: (top: Double, bottom: Double)] = [:]
    private var showsBackground = true
    // unowned(unsafe): the content lives in its node and dies with it.
    private unowned(unsafe) var node: ViewNode?

    override func update(_ node: ViewNode) {
        self.node = node
        (refresh, declaredLook, showsBackground) = node.graph.track(node, countsAsBody: false) {
            (node.trackedEnvironment(\.refresh), ownLook(node), node.trackedEnvironment(\.scrollContentBackground) != .hidden)
        }
        drawLook(declaredLook, node: node, width: node.frame.size.width)
        // A list's rows, and a grouped form's, are list rows: a section there is rows of its own.
        if kind == "List" || look == .insetGrouped {
            var rows = node.environment
            rows.isInListRow = true
            rows.sectionFrameLook = SectionFrameLook(look, measuresPoints: node.graph.layoutMetrics.measuresPoints)
            rows.tintsLabelIcons = look == .sidebar && node.graph.layoutMetrics.measuresPoints
            node.reconcileChild(at: 0, with: content(view), environment: rows)
        } else {
            node.reconcileChild(at: 0, with: content(view))
        }
        isEditing = node.graph.observeReads(of: node) { node.trackedEnvironment(\.editMode)?.wrappedValue.isEditing ?? false }
        let entries = editEntries(node)
        node.reconcileChild(at: 1, with: RowEditColumn(entries: entries))
        editedRows = Set(entries.map(\.id))
        if isEditing {
            // The rows are built after this update: once they are, build their buttons.
            node.graph.afterUpdate { [weak self] in
                guard let self, node.isMounted, Set(editEntries(node).map(\.id)) != editedRows else { return }
                node.graph.markDirty(node)
            }
        }
    }

    /// The look the environment sets, read as the node's dependency: a list's style, a
    /// form's, none for a table.
    private func ownLook(_ node: ViewNode) -> ListLook {
        switch kind {
        case "List": node.trackedEnvironment(\.listLook)
        case "Form": node.trackedEnvironment(\.formLook)
        default: .automatic
        }
    }

    /// The edit buttons of the rows that have edit actions, while the list is in edit mode.
    private func editEntries(_ node: ViewNode) -> [RowEditColumn.Entry] {
        guard isEditing else { return [] }
        var entries: [RowEditColumn.Entry] = []
        for row in node.layoutItems(ofChild: 0) {
            guard let edits = row.environment.rowEditActions, let offset = row.offsetInForEach(below: node) else { continue }
            let name = row.firstVisibleText ?? "row \(offset + 1)"
            entries.append(.init(id: ObjectIdentifier(row), controls: RowEditControls(name: name, offset: offset, count: edits.count, actions: edits.actions)))
        }
        return entries
    }

    override var render: RenderRole { .element(kind: kind, attributes: scrollAttributes) }

    /// The render tree's note of the scroll offset, when scrolled.
    var scrollAttributes: [String] {
        (declaredLook == .automatic ? [] : ["style=\(declaredLook.rawValue)"]) + (offset.y == 0 ? [] : ["offset=\(formatNumber(offset.y))"])
    }

    func scroll(by distance: Point) throws(ControlInputError) {
        guard let node else { return }
        if distance.y < 0, offset.y == 0, let refresh { refreshing.pull(refresh) { node.graph.loop.requestTick() } }
        let moved = min(max(offset.y + distance.y, 0), max(extent.rows - extent.viewport, 0))
        guard moved != offset.y else { return }
        offset.y = moved
        node.graph.markDirty(node)
    }

    func roomFrame(of row: ViewNode) -> Rect? {
        guard let span = rowSpans[ObjectIdentifier(row)], let node else { return nil }
        return Rect(x: node.frame.minX + metrics.cardMargin, y: span.top,
                    width: max(node.frame.size.width - 2 * metrics.cardMargin, 0), height: span.bottom - span.top)
    }

    /// The room around a row: its insets (its `.listRowInsets`, else the look's,
    /// ``RowMetrics``) and its edit buttons.
    private func room(_ row: ViewNode) -> EdgeInsets {
        let options = row.listRowOptions
        var room = options.insets ?? (options.isSectionFrame ? metrics.sectionFrameInsets : metrics.rowInsets)
        if editedRows.contains(ObjectIdentifier(row)), let edits = row.environment.rowEditActions {
            let metrics = row.graph.layoutMetrics
            let (delete, move) = metrics.measuresPoints ? (RowEditControls.pointDeleteRoom, RowEditControls.pointMoveRoom)
                                                        : (2 * metrics.cell.width, 4 * metrics.cell.width)
            room.leading += edits.actions.delete == nil ? 0 : delete
            room.trailing += edits.actions.move == nil ? 0 : move
        }
        return room
    }

    /// The row's own size, offered the list's width less its room.
    private func rowSize(_ row: ViewNode, width: Double?, room: EdgeInsets) -> Size {
        row.sizeThatFits(ProposedSize(width: width.map { max($0 - Double(room.leading + room.trailing), 0) }, height: nil))
    }

    /// The height a row takes with its room: at least the look's minimum row height
    /// (iOS's 44 points), section headers, footers and gaps excepted.
    private func rowHeight(_ row: ViewNode, size: Size, room: EdgeInsets) -> Double {
        let height = size.height + Double(room.top + room.bottom)
        return row.listRowOptions.isSectionFrame ? height : max(height, metrics.minimumRowHeight)
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        drawLook(listLook(node), node: node, width: proposal.width ?? node.frame.size.width)
        var width = 0.0, height = metrics.contentInsets.top + metrics.contentInsets.bottom
        for row in node.layoutItems(ofChild: 0) {
            let room = room(row)
            let size = rowSize(row, width: proposal.width, room: room)
            width = max(width, size.width + Double(room.leading + room.trailing))
            height += rowHeight(row, size: size, room: room)
        }
        return Size(width: proposal.width ?? width, height: proposal.height ?? height)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        drawLook(listLook(node), node: node, width: bounds.size.width)
        let rows = node.layoutItems(ofChild: 0).map { row in
            let room = room(row)
            return (row, room, rowSize(row, width: bounds.size.width, room: room))
        }
        let total = rows.reduce(metrics.contentInsets.top + metrics.contentInsets.bottom) { $0 + rowHeight($1.0, size: $1.2, room: $1.1) }
        extent = (total, bounds.size.height)
        offset.y = min(offset.y, max(total - bounds.size.height, 0))
        contentOrigin = Point(x: bounds.minX, y: bounds.minY - offset.y)
        // Each row's edit buttons are keyed by the row they belong to.
        var controlsByRow: [ObjectIdentifier: ViewNode] = [:]
        for controls in node.layoutItems(ofChild: 1) {
            if let row = controls.key.id?.base as? ObjectIdentifier { controlsByRow[row] = controls }
        }
        var y = contentOrigin.y + metrics.contentInsets.top
        rowSpans.removeAll(keepingCapacity: true)
        for (row, room, size) in rows {
            let height = rowHeight(row, size: size, room: room)
            rowSpans[ObjectIdentifier(row)] = (y, y + height)
            // A row shorter than the minimum height is centred in it.
            let extra = (height - size.height - Double(room.top + room.bottom)) / 2
            row.listRowBackground?.rowFrame = Rect(x: bounds.minX + metrics.cardMargin, y: y,
                                                   width: max(bounds.size.width - 2 * metrics.cardMargin, 0), height: height)
            row.place(in: Rect(x: bounds.minX + Double(room.leading), y: y + Double(room.top) + extra, width: size.width, height: size.height))
            if let controls = controlsByRow.removeValue(forKey: ObjectIdentifier(row)) {
                // A line high at the row's top on a terminal; in points as tall as the row's
                // content, between the row's insets.
                let start = row.listRowOptions.insets.map { Double($0.leading) } ?? Double(metrics.rowInsets.leading)
                let end = row.listRowOptions.insets.map { Double($0.trailing) } ?? Double(metrics.rowInsets.trailing)
                let inPoints = row.graph.layoutMetrics.measuresPoints
                controls.place(in: Rect(x: bounds.minX + start, y: y + Double(room.top) + (inPoints ? extra : 0),
                                        width: max(bounds.size.width - start - (inPoints ? end : 0), 0),
                                        height: inPoints ? size.height : row.graph.layoutMetrics.cell.height))
            }
            y += height
        }
        for controls in controlsByRow.values {
            controls.place(in: Rect(x: bounds.minX, y: bounds.minY, width: 0, height: 0))
        }
    }

    /// Takes `declared` as the look, drawn as the target draws it in a list `width` wide
    /// (``RowMetrics``).
    private func drawLook(_ declared: ListLook, node: ViewNode, width: Double) {
        declaredLook = declared
        let layout = node.graph.layoutMetrics
        look = layout.measuresPoints && declared == .automatic ? .insetGrouped : declared
        metrics = layout.measuresPoints ? .points(look, width: width, layout: layout) : .cells(look, cell: layout.cell)
    }

    /// The look the environment sets, as layout reads it (untracked).
    private func listLook(_ node: ViewNode) -> ListLook {
        switch kind {
        case "List": node.environment.listLook
        case "Form": node.environment.formLook
        default: .automatic
        }
    }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        var paint = paint
        paintChildren(&paint, node: node)
        appendRows(node: node, paint: paint, to: &items)
    }

    /// Rows past the bottom are clipped.
    override func paintChildren(_ paint: inout Paint, node: ViewNode) {
        paint.clips.append(Clip(outline: .rectangle, frame: node.frame, transform: paint.transform))
    }

    /// Draws an inset grouped list's cards: one around each run of rows between section
    /// headers, footers and gaps, its corners rounded as ``RowMetrics`` says.
    private func appendCards(around rows: [ViewNode], node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        let unit = metrics.cardMargin
        let radius = metrics.cardRadius
        var runs: [(first: ViewNode, last: ViewNode)] = []
        var open: (first: ViewNode, last: ViewNode)?
        for row in rows {
            if row.listRowOptions.isSectionFrame {
                if let run = open { runs.append(run) }
                open = nil
            } else {
                open = (open?.first ?? row, row)
            }
        }
        if let run = open { runs.append(run) }
        for run in runs {
            let top = rowSpans[ObjectIdentifier(run.first)]?.top ?? run.first.frame.minY
            let bottom = rowSpans[ObjectIdentifier(run.last)]?.bottom ?? run.last.frame.maxY
            let card = Rect(x: node.frame.minX + unit, y: top, width: max(node.frame.size.width - 2 * unit, 0), height: bottom - top)
            var backdrop = paint.item(.shape(.roundedRectangle(cornerWidth: radius, cornerHeight: radius, style: .continuous),
                                             .fill(metrics.cardFill, eoFill: false)), in: card)
            backdrop.opacity *= metrics.cardOpacity
            items.append(backdrop)
        }
    }

    /// Draws the rows over the style's background, with the separators between them (a
    /// selectable list first draws the selection behind them).
    func appendRows(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        let rows = node.layoutItems(ofChild: 0)
        if metrics.drawsBackground, showsBackground {
            var background = paint.item(.shape(.rectangle, .fill(metrics.background, eoFill: false)), in: node.frame)
            background.opacity *= metrics.backgroundOpacity
            items.append(background)
            if metrics.drawsCards { appendCards(around: rows, node: node, paint: paint, to: &items) }
        }
        node.appendChildrenDisplayItems(paint: paint, to: &items)
        // A hairline fits between rows only where a row is more than one unit tall.
        guard look.hasSeparators, node.graph.layoutMetrics.measuresPoints else { return }
        for (row, next) in zip(rows, rows.dropFirst()) {
            let options = row.listRowOptions
            // Separators part rows, not a card's last row from a header below it.
            guard options.separator != .hidden, !options.isSectionFrame, !next.listRowOptions.isSectionFrame else { continue }
            let bottom = rowSpans[ObjectIdentifier(row)]?.bottom ?? row.frame.maxY
            let (start, end) = separatorSpan(of: row, in: node)
            let line = Rect(x: start, y: bottom - metrics.hairline, width: max(end - start, 0), height: metrics.hairline)
            items.append(paint.item(.shape(.rectangle, .fill(options.separatorTint?.paintStyle ?? metrics.separator, eoFill: false)), in: line))
        }
    }
}

extension RowsContent {
    /// Where a row's separator starts and ends: as iOS draws it, from the leading edge of
    /// the row's first text (a label's title, not its icon) to the list's (or its card's)
    /// trailing edge; or where the row's `listRowSeparatorLeading` and
    /// `listRowSeparatorTrailing` guides put them, within the list.
    private func separatorSpan(of row: ViewNode, in node: ViewNode) -> (start: Double, end: Double) {
        let edge = node.frame.maxX - metrics.cardMargin
        let text = Self.firstText(in: row)?.frame.minX ?? row.frame.minX
        guard node.graph.alignmentGuideViews > 0 else { return (text, edge) }
        let start = row.explicitAlignment(HorizontalAlignment.listRowSeparatorLeading.key, in: row.frame.size).map { row.frame.minX + $0 }
        let end = row.explicitAlignment(HorizontalAlignment.listRowSeparatorTrailing.key, in: row.frame.size).map { row.frame.minX + $0 }
        let lead = node.frame.minX + metrics.cardMargin
        return (min(max(start ?? text, lead), edge), min(max(end ?? edge, lead), edge))
    }

    /// The first text in `node`'s subtree, depth first.
    private static func firstText(in node: ViewNode) -> ViewNode? {
        if node.content.accessibilityTraits?.contains(.isStaticText) == true { return node }
        for child in node.children {
            if let text = firstText(in: child) { return text }
        }
        return nil
    }
}

/// A list's rows with a selection: one value (`Binding<Value?>`) or several
/// (`Binding<Set<Value>>`).
@MainActor
final class SelectableRowsContent<V: View, Content: View, Value: Hashable>: RowsContent<V, Content>, OptionPicker, SelectableRows {
    enum Selection {
        case single(Binding<Value?>)
        case multiple(Binding<Set<Value>>)
    }

    private let selection: (V) -> Selection
    private var selected: Set<AnyHashable> = []
    private var tint = Color.accentColor.paintStyle
    private var rows: [TaggedOption] = []
    /// What a tap or click on a row runs instead of choosing it, from an item context menu.
    private var primaryAction: RowPrimaryAction?

    init(_ view: V, kind: String, content: @escaping (V) -> Content, selection: @escaping (V) -> Selection) {
        self.selection = selection
        super.init(view, kind: kind, content: content)
    }

    override func update(_ node: ViewNode) {
        let selection = selection(view)
        (selected, tint) = node.graph.observeReads(of: node) {
            let values: Set<AnyHashable> = switch selection {
            case .single(let binding): binding.wrappedValue.map { [AnyHashable($0)] } ?? []
            case .multiple(let binding): Set(binding.wrappedValue.map { AnyHashable($0) })
            }
            return (values, node.trackedEnvironment(\.tintOrAccent))
        }
        primaryAction = node.graph.track(node, countsAsBody: false) { node.trackedEnvironment(\.rowPrimaryAction) }
        super.update(node)
        rows = TaggedOption.options(inChild: 0, of: node)
    }

    override var render: RenderRole {
        .element(kind: kind, attributes: ["selection=[\(rows.filter { selected.contains($0.tag) }.map(\.tagDescription).joined(separator: ","))]"] + scrollAttributes)
    }

    override func appendRows(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        for row in rows where selected.contains(row.tag) {
            var backdrop = paint.item(.shape(.rectangle, .fill(tint, eoFill: false)),
                                      in: Rect(x: node.frame.minX, y: row.node.frame.minY, width: node.frame.size.width, height: row.node.frame.size.height))
            backdrop.opacity *= 0.5
            items.append(backdrop)
        }
        super.appendRows(node: node, paint: paint, to: &items)
    }

    func perform(_ input: ControlInput) throws(ControlInputError) {
        let current = rows.lastIndex { selected.contains($0.tag) }
        let index: Int
        switch input {
        case .select(let name):
            guard let found = rows.firstIndex(where: { $0.text == name }) ?? rows.firstIndex(where: { $0.isNamed(name) }) else {
                throw .noSuchOption(name, options: rows.map(\.text))
            }
            index = found
        case .increment, .activate:
            guard !rows.isEmpty else { throw .noSuchOption("", options: []) }
            index = current.map { min($0 + 1, rows.count - 1) } ?? 0
        case .decrement:
            guard !rows.isEmpty else { throw .noSuchOption("", options: []) }
            index = current.map { max($0 - 1, 0) } ?? rows.count - 1
        case .toggle, .setOn, .setText, .setValue, .scroll: throw .unsupported(input, control: kind)
        }
        guard let value = rows[index].tag.base as? Value else {
            throw .unsupported(input, control: "\(kind) whose row \(quoted(rows[index].text)) is tagged with another type than its selection")
        }
        switch selection(view) {
        case .single(let binding): binding.wrappedValue = value
        case .multiple(let binding):
            // Choosing a row by name flips it in a multiple selection; stepping moves a single mark.
            if case .select = input {
                if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) } else { binding.wrappedValue.insert(value) }
            } else {
                binding.wrappedValue = [value]
            }
        }
    }

    /// A click on a row chooses it.
    func input(at point: Point) -> ControlInput {
        rows.first { $0.node.frame.minY <= point.y && point.y < $0.node.frame.maxY }.map { .select($0.text) } ?? .activate
    }

    func selection(showing text: String) -> ControlInput? {
        rows.contains { $0.text == text } ? .select(text) : nil
    }

    var selectedTags: Set<AnyHashable> { selected }

    func tag(ofRowContaining node: ViewNode) -> AnyHashable? {
        var current: ViewNode? = node
        while let candidate = current {
            if let row = rows.first(where: { $0.node === candidate }) { return row.tag }
            current = candidate.parent
        }
        return nil
    }

    func runPrimaryAction(showing text: String) -> Bool {
        guard let primaryAction, let row = rows.first(where: { $0.text == text }) else { return false }
        primaryAction.run(row.tag)
        return true
    }

    func runPrimaryAction(at point: Point) -> Bool {
        guard let primaryAction, let row = rows.first(where: { $0.node.frame.minY <= point.y && point.y < $0.node.frame.maxY }) else {
            return false
        }
        primaryAction.run(row.tag)
        return true
    }
}

extension ViewNode {
    /// The offset in its `ForEach`'s data of the element this row (a list's layout item)
    /// shows: the row may lie below the `ForEach`'s child for the element, inside a view
    /// that flattened into it (a condition in a modifier's body).
    @MainActor func offsetInForEach(below list: ViewNode) -> Int? {
        var element = self
        while let parent = element.parent, parent !== list {
            if parent.content is IdentifiesRows {
                let first = (parent.content as? WindowedRows)?.window?.lowerBound ?? 0
                return parent.children.firstIndex { $0 === element }.map { first + $0 }
            }
            element = parent
        }
        return nil
    }
}

/// A list's layout, as a row's parts ask it: where the row's room lies.
@MainActor
protocol RowRooms: AnyObject {
    /// The room `row` (one of the list's layout items) is placed in, its insets included,
    /// as wide as its card or the list, as of the last layout; `nil` for no such row.
    func roomFrame(of row: ViewNode) -> Rect?
}
