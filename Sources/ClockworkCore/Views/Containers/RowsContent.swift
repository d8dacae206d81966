/// The layout of a list or a form: its rows (the layout items of its content) one under
/// another, leading-aligned and inset by one unit, each its own height; the container
/// takes the width and height it is offered and clips rows past its bottom.
///
/// With a selection, rows stand for their tags as a picker's options do: choosing a row
/// (input naming its text, a click on it, the arrows while the list has focus) selects it,
/// and selected rows are drawn on a backdrop of the tint.
@MainActor
class RowsContent<V: View, Content: View>: TypedContent<V> {
    private let content: (V) -> Content
    let kind: String

    init(_ view: V, kind: String, content: @escaping (V) -> Content) {
        self.content = content
        self.kind = kind
        super.init(view)
    }

    override func update(_ node: ViewNode) {
        node.reconcileChild(at: 0, with: content(view))
    }

    override var render: RenderRole { .element(kind: kind, attributes: []) }

    /// Rows start one unit in from the leading edge.
    static var inset: Double { 1 }

    private func rowSize(_ row: ViewNode, width: Double?) -> Size {
        row.sizeThatFits(ProposedSize(width: width.map { max($0 - Self.inset, 0) }, height: nil))
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        var width = 0.0, height = 0.0
        for row in node.layoutItems(ofChild: 0) {
            let size = rowSize(row, width: proposal.width)
            width = max(width, size.width + Self.inset)
            height += size.height
        }
        return Size(width: proposal.width ?? width, height: proposal.height ?? height)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        var y = bounds.minY
        for row in node.layoutItems(ofChild: 0) {
            let size = rowSize(row, width: bounds.size.width)
            row.place(in: Rect(x: bounds.minX + Self.inset, y: y, width: size.width, height: size.height))
            y += size.height
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

    /// Draws the rows (a selectable list first draws the selection behind them).
    func appendRows(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        node.appendChildrenDisplayItems(paint: paint, to: &items)
    }
}

/// A list's rows with a selection: one value (`Binding<Value?>`) or several
/// (`Binding<Set<Value>>`).
@MainActor
final class SelectableRowsContent<V: View, Content: View, Value: Hashable>: RowsContent<V, Content>, OptionPicker {
    enum Selection {
        case single(Binding<Value?>)
        case multiple(Binding<Set<Value>>)
    }

    private let selection: (V) -> Selection
    private var selected: Set<AnyHashable> = []
    private var tint = Color.accentColor.paintStyle
    private var rows: [TaggedOption] = []

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
        super.update(node)
        rows = TaggedOption.options(inChild: 0, of: node)
    }

    override var render: RenderRole {
        .element(kind: kind, attributes: ["selection=[\(rows.filter { selected.contains($0.tag) }.map(\.tagDescription).joined(separator: ","))]"])
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
}
