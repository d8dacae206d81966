@_spi(Machinery) import ClockworkCore

/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single item sized by the space the others leave, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item: as many of at least
        /// `minimum` as fit.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item, which is the width of a column item or the height of a row item.
    public var size: Size
    /// The spacing to the next item; `nil`: the default spacing.
    public var spacing: CGFloat?
    /// The alignment to use when placing each view in its cell; `nil`: the grid's.
    public var alignment: Alignment?

    /// Creates a grid item with the specified size, spacing, and alignment.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The header view of each section.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view of each section.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A container view that arranges its child views in a grid that grows vertically,
/// creating items only as needed.
///
/// Its columns are its `GridItem`s: a `.fixed` one as wide as it says, the `.flexible`
/// ones sharing what the fixed ones leave (each between its minimum and maximum), and an
/// `.adaptive` one as many columns of at least its minimum as fit in that share. Cells
/// fill the columns a row at a time, each row as tall as its tallest cell. When its content
/// is a `ForEach`, only the rows in view (in the scroll view around it) and a few beyond
/// are built, as in a ``LazyVStack``. A `Section` is one cell: `pinnedViews` pins nothing.
public struct LazyVGrid<Content: View> {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a grid that grows vertically.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    @MainActor package func makeContent() -> NodeContent {
        LazyGridContent(self, axis: .vertical, kind: "LazyVGrid", tracks: { $0.columns }, spacing: { $0.spacing },
                        alignment: { Alignment(horizontal: $0.alignment, vertical: .center) }) { $0.content }
    }
}

extension LazyVGrid: View, BuiltinView {}

/// A container view that arranges its child views in a grid that grows horizontally,
/// creating items only as needed (see ``LazyVGrid``; its `GridItem`s are rows).
public struct LazyHGrid<Content: View> {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a grid that grows horizontally.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    @MainActor package func makeContent() -> NodeContent {
        LazyGridContent(self, axis: .horizontal, kind: "LazyHGrid", tracks: { $0.rows }, spacing: { $0.spacing },
                        alignment: { Alignment(horizontal: .center, vertical: $0.alignment) }) { $0.content }
    }
}

extension LazyHGrid: View, BuiltinView {}

/// The lengths of a grid's tracks (its columns, or its rows) across `length`.
struct GridTracks: Equatable {
    /// Each track's length, and the gap after it.
    var lengths: [Double] = []
    var gaps: [Double] = []
    /// The grid item each track came from, for its alignment.
    var items: [Int] = []

    var total: Double { lengths.reduce(0, +) + gaps.dropLast().reduce(0, +) }

    /// No tracks, before the first layout.
    init() {}

    /// Resolves `items` across `length` (`nil`: each flexible track at `ideal`), with
    /// `defaultGap` where an item gives no spacing.
    init(_ gridItems: [GridItem], across length: Double?, ideal: Double, defaultGap: Double) {
        guard !gridItems.isEmpty else { return }
        var flexible: [(index: Int, minimum: Double, maximum: Double)] = []
        let fixed = gridItems.reduce(0.0) { total, item in
            if case .fixed(let size) = item.size { return total + Double(size) }
            return total
        }
        let itemGaps = gridItems.map { $0.spacing.map(Double.init) ?? defaultGap }
        let nonAdaptiveGaps = itemGaps.dropLast().reduce(0, +)
        let adaptiveCount = gridItems.filter { if case .adaptive = $0.size { true } else { false } }.count
        let flexibleCount = gridItems.filter { if case .flexible = $0.size { true } else { false } }.count
        // The share each flexible or adaptive item has before its own columns are counted.
        let share = length.map { max($0 - fixed - nonAdaptiveGaps, 0) / Double(max(adaptiveCount + flexibleCount, 1)) }
        for (index, item) in gridItems.enumerated() {
            switch item.size {
            case .fixed(let size):
                lengths.append(Double(size)); gaps.append(itemGaps[index]); items.append(index)
            case let .flexible(minimum, maximum):
                flexible.append((lengths.count, Double(minimum), Double(maximum)))
                lengths.append(0); gaps.append(itemGaps[index]); items.append(index)
            case let .adaptive(minimum, maximum):
                let minimum = max(Double(minimum), 1), gap = itemGaps[index]
                let count = share.map { max(Int((($0 + gap) / (minimum + gap)).rounded(.down)), 1) } ?? 1
                for _ in 0..<count {
                    flexible.append((lengths.count, minimum, Double(maximum)))
                    lengths.append(0); gaps.append(gap); items.append(index)
                }
            }
        }
        distribute(length.map { $0 - fixed - gaps.dropLast().reduce(0, +) }, ideal: ideal, among: flexible)
    }

    /// Shares `room` among the flexible tracks equally, each held between its bounds.
    private mutating func distribute(_ room: Double?, ideal: Double, among flexible: [(index: Int, minimum: Double, maximum: Double)]) {
        guard let room else {
            for track in flexible { lengths[track.index] = min(max(ideal, track.minimum), track.maximum) }
            return
        }
        var open = flexible, left = max(room, 0)
        while !open.isEmpty {
            let share = left / Double(open.count)
            let bound = open.filter { share < $0.minimum || share > $0.maximum }
            guard !bound.isEmpty else {
                for track in open { lengths[track.index] = share.rounded(.down) }
                return
            }
            for track in bound {
                lengths[track.index] = share < track.minimum ? track.minimum : track.maximum
                left -= lengths[track.index]
            }
            open.removeAll { track in bound.contains { $0.index == track.index } }
        }
    }
}

/// A lazy grid: lines of cells along `axis` (rows of a vertical grid), each line one cell
/// per track. Its `ForEach` child builds the lines in view, as a lazy stack's does.
@MainActor
private final class LazyGridContent<V: View, Content: View>: TypedContent<V>, RowWindowing, RowRevealing {
    private let axis: Axis
    private let kind: String
    private let tracks: (V) -> [GridItem]
    private let spacing: (V) -> Double?
    private let alignment: (V) -> Alignment
    private let content: (V) -> Content
    /// The tracks as of the last layout, and how long a line is on average.
    private var resolved = GridTracks()
    private var lineLength = 1.0
    /// Lines built beyond each end of the visible ones.
    private static var overscan: Int { 2 }

    init(_ view: V, axis: Axis, kind: String, tracks: @escaping (V) -> [GridItem], spacing: @escaping (V) -> Double?,
         alignment: @escaping (V) -> Alignment, content: @escaping (V) -> Content) {
        (self.axis, self.kind, self.tracks, self.spacing, self.alignment, self.content) = (axis, kind, tracks, spacing, alignment, content)
        super.init(view)
    }

    /// The tracks the render tree shows: as of the update before the last layout.
    private var shownTracks = 0

    override func update(_ node: ViewNode) {
        shownTracks = resolved.lengths.count
        node.reconcileChild(at: 0, with: content(view))
    }

    override var render: RenderRole {
        .element(kind: kind, attributes: ["tracks=\(shownTracks)"])
    }

    private var crossAxis: Axis { axis == .vertical ? .horizontal : .vertical }

    /// How many cells a line holds: one per track (at least one).
    private var perLine: Int { max(resolved.lengths.count, 1) }

    private func lineGap(_ node: ViewNode) -> Double {
        spacing(view) ?? node.graph.layoutMetrics.defaultSpacing[axis]
    }

    private func resolve(across length: Double?, node: ViewNode) {
        let metrics = node.graph.layoutMetrics
        let ideal = 10 * metrics.cell[crossAxis]
        resolved = GridTracks(tracks(view), across: length, ideal: ideal, defaultGap: metrics.defaultSpacing[crossAxis])
    }

    // MARK: Windowing

    func window(rowCount count: Int, node: ViewNode) -> Range<Int> {
        let visible = node.graph.visibleSpan(of: node, along: axis)
        let pitch = lineLength + lineGap(node)
        let lines = (count + perLine - 1) / perLine
        let first = min(max(Int((visible.lowerBound / pitch).rounded(.down)) - Self.overscan, 0), lines)
        let last = min(max(Int((visible.upperBound / pitch).rounded(.up)) + Self.overscan, first), lines)
        return min(first * perLine, count)..<min(last * perLine, count)
    }

    func estimatedSpan(ofRow offset: Int, node: ViewNode) -> (start: Double, length: Double) {
        (Double(offset / perLine) * (lineLength + lineGap(node)), lineLength)
    }

    /// The built cells, the whole grid's count, and the offset of the first built cell.
    private func cells(_ node: ViewNode) -> (items: [ViewNode], count: Int, first: Int, windowed: Range<Int>?) {
        let child = node.children[0]
        if let rows = child.content as? WindowedRows, let window = rows.window {
            return (child.children, rows.rowCount, window.lowerBound, window)
        }
        let items = node.layoutItems
        return (items, items.count, 0, nil)
    }

    // MARK: Layout

    /// The cells of each built line, with each line's length along the axis.
    private func lines(_ items: [ViewNode]) -> [(cells: ArraySlice<ViewNode>, length: Double)] {
        stride(from: 0, to: items.count, by: perLine).map { start in
            let cells = items[start..<min(start + perLine, items.count)]
            var length = 0.0
            for (track, cell) in zip(resolved.lengths, cells) {
                length = max(length, cell.sizeThatFits(ProposedSize(crossAxis, main: track, cross: nil))[axis])
            }
            return (cells, length)
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        resolve(across: proposal[crossAxis], node: node)
        let (items, count, _, _) = cells(node)
        let built = lines(items)
        let builtLength = built.reduce(0) { $0 + $1.length }
        if !built.isEmpty { lineLength = max(builtLength / Double(built.count), 1) }
        let lineCount = (count + perLine - 1) / perLine
        let main = builtLength + Double(lineCount - built.count) * lineLength + lineGap(node) * Double(max(lineCount - 1, 0))
        return Size(axis, main: main, cross: proposal[crossAxis] ?? resolved.total)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        resolve(across: bounds.size[crossAxis], node: node)
        let (items, count, first, windowed) = cells(node)
        let gap = lineGap(node)
        let grid = alignment(view)
        let crossStart = bounds.minimum(crossAxis) + ((bounds.size[crossAxis] - resolved.total) * grid.fraction(crossAxis)).rounded(.down)
        var cursor: Double = Double(first / perLine) * (lineLength + gap)
        let gridItems = tracks(view)
        for line in lines(items) {
            var across: Double = crossStart
            for (index, cell) in zip(resolved.lengths.indices, line.cells) {
                let track = resolved.lengths[index]
                let size = cell.sizeThatFits(ProposedSize(crossAxis, main: track, cross: nil))
                let cellAlignment = gridItems[resolved.items[index]].alignment ?? grid
                let alongCross = ((track - min(size[crossAxis], track)) * cellAlignment.fraction(crossAxis)).rounded(.down)
                let alongMain = ((line.length - size[axis]) * cellAlignment.fraction(axis)).rounded(.down)
                let origin = axis == .vertical
                    ? Point(x: across + alongCross, y: bounds.minY + cursor + alongMain)
                    : Point(x: bounds.minX + cursor + alongMain, y: across + alongCross)
                cell.place(in: Rect(x: origin.x, y: origin.y, width: axis == .vertical ? min(size.width, track) : size.width,
                                    height: axis == .vertical ? size.height : min(size.height, track)))
                across += track + resolved.gaps[index]
            }
            cursor += line.length + gap
        }
        // Built for another span, or for another count of tracks: build again.
        if let windowed, windowed != window(rowCount: count, node: node) {
            node.graph.markDirty(node)
        }
        if shownTracks != resolved.lengths.count { node.graph.markDirty(node) }
    }
}

extension Alignment {
    /// The fraction of the free space before the content along `axis`.
    fileprivate func fraction(_ axis: Axis) -> Double {
        axis == .vertical ? vertical.fraction : horizontal.fraction
    }
}
