@_spi(Machinery) import ClockworkCore

/// A container view that arranges other views in a two dimensional layout.
///
/// Its rows are the views its content builds: a `GridRow`'s views are its cells, one a
/// column (`.gridCellColumns(_:)` widens one over several); any other view is a row of
/// its own across every column. A column is as wide as its widest one-column cell, a row
/// as tall as its tallest cell; each cell is offered its column's width and placed in its
/// cell by the grid's alignment (a row's own alignment, when set, vertically).
public struct Grid<Content: View> {
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

    @MainActor package func makeContent() -> NodeContent { GridContent(self) }
}

extension Grid: View, BuiltinView {}

/// A horizontal row in a two dimensional grid container.
public struct GridRow<Content: View> {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a horizontal row of child views in a grid.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @MainActor package func makeContent() -> NodeContent { GridRowContent(self) }
}

extension GridRow: View, BuiltinView {}

extension View {
    /// Tells a grid cell to span `count` columns.
    public nonisolated func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellModifier(carried: .columns(max(count, 1))))
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell: where in
    /// its cell (its columns' width, its row's height) the view sits.
    public nonisolated func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(GridCellModifier(carried: .anchor(anchor)))
    }

    /// Asks grid layouts not to offer the view extra size in the specified axes: the view
    /// does not size its column (or row) and is given the width (or height) the others
    /// make, as a divider spanning a row is.
    public nonisolated func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(GridCellModifier(carried: .unsizedAxes(axes)))
    }
}

/// How a view takes its place in a grid cell.
struct GridCellOptions {
    /// How many columns the cell spans.
    var columns = 1
    /// Where the view sits in its cell; `nil`: the grid's alignment.
    var anchor: UnitPoint?
    /// The axes along which the view takes the size the others make.
    var unsizedAxes: Axis.Set = []
}

/// One of a grid cell's options, as its modifier sets it.
enum GridCellOption {
    case columns(Int)
    case anchor(UnitPoint)
    case unsizedAxes(Axis.Set)

    func apply(to options: inout GridCellOptions) {
        switch self {
        case .columns(let count): options.columns = count
        case .anchor(let anchor): options.anchor = anchor
        case .unsizedAxes(let axes): options.unsizedAxes.formUnion(axes)
        }
    }

    var attribute: String {
        switch self {
        case .columns(let count): "gridCellColumns=\(count)"
        case .anchor(let anchor): "gridCellAnchor=\(anchor)"
        case .unsizedAxes(let axes): "gridCellUnsizedAxes=\(axes.contains(.horizontal) ? "h" : "")\(axes.contains(.vertical) ? "v" : "")"
        }
    }
}

/// Carries a cell option for the grid to find on the way down a cell's modifiers.
struct GridCellModifier: CarrierModifier {
    let carried: GridCellOption
    var attributes: [String] { [carried.attribute] }
    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { ShownCarrierContent(view) }
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
    /// The cells of a grid row (this node): its layout items, each with its options.
    @MainActor var gridCells: [(node: ViewNode, options: GridCellOptions)] {
        layoutItems.map { ($0, $0.gridCellOptions) }
    }

    /// The options the cell modifiers at the top of this node's one-child chain set.
    @MainActor private var gridCellOptions: GridCellOptions {
        var options = GridCellOptions()
        var node = self
        while let carrier = node.content as? any Carrying<GridCellOption> {
            carrier.carried.apply(to: &options)
            guard node.children.count == 1 else { break }
            node = node.children[0]
        }
        return options
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
            for (cell, options) in row.gridCells {
                let span = options.columns
                while widths.count < column + span { widths.append(0) }
                if span == 1, !options.unsizedAxes.contains(.horizontal) {
                    widths[column] = max(widths[column], cell.sizeThatFits(.unspecified).width)
                }
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
        return node.gridCells.map { _, options in
            let span = options.columns
            defer { column += span }
            let covered = grid.columnWidths.dropFirst(column).prefix(span)
            return covered.reduce(0, +) + grid.columnSpacing * Double(max(covered.count - 1, 0))
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        guard let grid = grid(of: node) else { return super.sizeThatFits(proposal, node: node) }
        var height = 0.0
        for ((cell, options), width) in zip(node.gridCells, cellWidths(node, grid: grid)) where !options.unsizedAxes.contains(.vertical) {
            height = max(height, cell.sizeThatFits(ProposedSize(width: width, height: nil)).height)
        }
        let width = grid.columnWidths.reduce(0, +) + grid.columnSpacing * Double(max(grid.columnWidths.count - 1, 0))
        return Size(width: width, height: height)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        guard let grid = grid(of: node) else { return super.place(in: bounds, node: node) }
        let vertical = (view.alignment.map { Alignment(horizontal: .center, vertical: $0) } ?? grid.cellAlignment).vertical.fraction
        var x = bounds.minX
        for ((cell, options), width) in zip(node.gridCells, cellWidths(node, grid: grid)) {
            var size = cell.sizeThatFits(ProposedSize(width: width, height: options.unsizedAxes.contains(.vertical) ? bounds.size.height : nil))
            if options.unsizedAxes.contains(.horizontal) { size.width = width }
            if options.unsizedAxes.contains(.vertical) { size.height = bounds.size.height }
            let (fx, fy) = options.anchor.map { (Double($0.x), Double($0.y)) } ?? (grid.cellAlignment.horizontal.fraction, vertical)
            cell.place(in: Rect(x: x + ((width - size.width) * fx).rounded(.down),
                                y: bounds.minY + ((bounds.size.height - size.height) * fy).rounded(.down),
                                width: min(size.width, width), height: size.height))
            x += width + grid.columnSpacing
        }
    }
}
