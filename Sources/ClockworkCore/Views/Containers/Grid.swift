/// A container view that arranges other views in a two dimensional layout.
///
/// Its rows are the views its content builds: a `GridRow`'s views are its cells, one a
/// column (`.gridCellColumns(_:)` widens one over several); any other view is a row of
/// its own across every column. A column is as wide as its widest one-column cell, a row
/// as tall as its tallest cell; each cell is offered its column's width and placed in its
/// cell by the grid's alignment (a row's own alignment, when set, vertically).
public struct Grid<Content: View>: View, BuiltinView {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: Content

    /// Creates a grid with the given spacing, alignment, and child views.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map(Double.init)
        self.verticalSpacing = verticalSpacing.map(Double.init)
        self.content = content()
    }

    func makeContent() -> NodeContent { GridContent(self) }
}

/// A horizontal row in a two dimensional grid container.
public struct GridRow<Content: View>: View, BuiltinView {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a horizontal row of child views in a grid.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeContent() -> NodeContent { GridRowContent(self) }
}

extension View {
    /// Tells a grid cell to span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellColumnsModifier(count: max(count, 1)))
    }
}

struct GridCellColumnsModifier: BuiltinModifier {
    let count: Int
    var attributes: [String] { ["gridCellColumns=\(count)"] }
    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { GridSpanContent(view) }
}

/// A cell that spans columns.
@MainActor
protocol SpansGridColumns {
    var columnCount: Int { get }
}

@MainActor
private final class GridSpanContent<Content: View>: ModifierContent<Content, GridCellColumnsModifier>, SpansGridColumns {
    var columnCount: Int { view.modifier.count }
}

/// What a grid row asks of its grid: where its columns are.
@MainActor
protocol GridColumns: AnyObject {
    /// The columns' widths and the spacing between them, as of the grid's last sizing.
    var columnWidths: [Double] { get }
    var columnSpacing: Double { get }
    var cellAlignment: Alignment { get }
}

extension ViewNode {
    /// The cells of a grid row (this node): its layout items, each with how many columns it
    /// spans.
    @MainActor var gridCells: [(node: ViewNode, span: Int)] {
        layoutItems.map { ($0, ($0.content as? SpansGridColumns)?.columnCount ?? 1) }
    }
}

/// The rows are child 0's layout items; a `GridRow` places its own cells in the columns
/// the grid worked out.
@MainActor
private final class GridContent<Content: View>: TypedContent<Grid<Content>>, GridColumns {
    private(set) var columnWidths: [Double] = []
    /// The graph's default spacings (as of the last layout), for spacings the grid does not give.
    private var defaultSpacing = LayoutMetrics.cells.defaultSpacing
    var columnSpacing: Double { view.horizontalSpacing ?? defaultSpacing.width }
    var cellAlignment: Alignment { view.alignment }
    private var rowSpacing: Double { view.verticalSpacing ?? defaultSpacing.height }

    override func update(_ node: ViewNode) {
        node.reconcileChild(at: 0, with: view.content)
    }

    override var render: RenderRole { .element(kind: "Grid", attributes: []) }

    private func rows(_ node: ViewNode) -> [ViewNode] { node.layoutItems }

    /// Each column as wide as its widest one-column cell at its ideal size.
    private func measureColumns(_ rows: [ViewNode]) -> [Double] {
        var widths: [Double] = []
        for row in rows where row.content is GridRowMarker {
            var column = 0
            for (cell, span) in row.gridCells {
                while widths.count < column + span { widths.append(0) }
                if span == 1 { widths[column] = max(widths[column], cell.sizeThatFits(.unspecified).width) }
                column += span
            }
        }
        return widths
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        defaultSpacing = node.graph.layoutMetrics.defaultSpacing
        let rows = rows(node)
        columnWidths = measureColumns(rows)
        let width = columnWidths.reduce(0, +) + columnSpacing * Double(max(columnWidths.count - 1, 0))
        var height = 0.0
        for row in rows {
            height += row.sizeThatFits(ProposedSize(width: width, height: nil)).height
        }
        height += rowSpacing * Double(max(rows.count - 1, 0))
        return Size(width: width, height: height)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        defaultSpacing = node.graph.layoutMetrics.defaultSpacing
        let rows = rows(node)
        columnWidths = measureColumns(rows)
        let width = columnWidths.reduce(0, +) + columnSpacing * Double(max(columnWidths.count - 1, 0))
        var y = bounds.minY
        for row in rows {
            let size = row.sizeThatFits(ProposedSize(width: width, height: nil))
            let x = row.content is GridRowMarker ? bounds.minX : bounds.minX + ((width - size.width) * view.alignment.horizontal.fraction).rounded(.down)
            row.place(in: Rect(x: x, y: y, width: row.content is GridRowMarker ? width : size.width, height: size.height))
            y += size.height + rowSpacing
        }
    }
}

/// Marks a grid row's content, so the grid measures its cells into columns.
@MainActor
protocol GridRowMarker {}

@MainActor
private final class GridRowContent<Content: View>: TypedContent<GridRow<Content>>, GridRowMarker {
    override func update(_ node: ViewNode) {
        node.reconcileChild(at: 0, with: view.content)
    }

    override var render: RenderRole { .element(kind: "GridRow", attributes: []) }

    private func grid(of node: ViewNode) -> GridColumns? {
        var next = node.parent
        while let ancestor = next {
            if let grid = ancestor.content as? GridColumns { return grid }
            next = ancestor.parent
        }
        return nil
    }

    /// Each cell offered its columns' width.
    private func cellWidths(_ node: ViewNode, grid: GridColumns) -> [Double] {
        var column = 0
        return node.gridCells.map { _, span in
            defer { column += span }
            let covered = grid.columnWidths.dropFirst(column).prefix(span)
            return covered.reduce(0, +) + grid.columnSpacing * Double(max(covered.count - 1, 0))
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        guard let grid = grid(of: node) else { return super.sizeThatFits(proposal, node: node) }
        var height = 0.0
        for (cell, width) in zip(node.gridCells.map(\.node), cellWidths(node, grid: grid)) {
            height = max(height, cell.sizeThatFits(ProposedSize(width: width, height: nil)).height)
        }
        let width = grid.columnWidths.reduce(0, +) + grid.columnSpacing * Double(max(grid.columnWidths.count - 1, 0))
        return Size(width: width, height: height)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        guard let grid = grid(of: node) else { return super.place(in: bounds, node: node) }
        let vertical = (view.alignment.map { Alignment(horizontal: .center, vertical: $0) } ?? grid.cellAlignment).vertical.fraction
        var x = bounds.minX
        for (cell, width) in zip(node.gridCells.map(\.node), cellWidths(node, grid: grid)) {
            let size = cell.sizeThatFits(ProposedSize(width: width, height: nil))
            cell.place(in: Rect(x: x + ((width - size.width) * grid.cellAlignment.horizontal.fraction).rounded(.down),
                                y: bounds.minY + ((bounds.size.height - size.height) * vertical).rounded(.down),
                                width: min(size.width, width), height: size.height))
            x += width + grid.columnSpacing
        }
    }
}
