import ClockworkCore

/// A chart's marks resolved against its settings, before any layout: each mark's style
/// and symbol, the series and the legend, stacks, and how far the data reaches on each
/// axis. Made on each update; what changes with the chart's size comes later.
@MainActor
struct ChartData {
    var marks: [PlottedMark] = []
    var elementIDs: [AnyHashable?] = []
    var annotations: [MarkAnnotation] = []
    /// The marks' modifier attributes, by set.
    var attributeSets: [MarkAttributes] = [MarkAttributes()]
    /// Each attribute set's paint and symbol, as the scales resolve them.
    var paints: [PaintStyle] = []
    var symbols: [ChartSymbol?] = []
    /// The lines and areas: their marks, in order, by series.
    var paths: [MarkPath] = []
    /// Each bar's or area vertex's span on its value axis, after stacking (by mark).
    var stacked: [StackedSpan?] = []
    /// The legend's entries, in order.
    var legend: [LegendEntry] = []
    /// What the data covers on each axis.
    var x = AxisExtent(), y = AxisExtent()
    var xLabel: ChartLabel?, yLabel: ChartLabel?

    /// The palette series take colors from, in order, when no scale says otherwise.
    static let palette: [PaintStyle] = [Color.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]
        .map(\.paintStyle)

    init() {}

    /// Resolves `collected` with `settings`; marks with no style of their own or of a
    /// series are drawn in `defaultPaint`.
    init(_ collected: _ChartMarks, settings: ChartSettings, defaultPaint: PaintStyle) {
        marks = collected.marks
        elementIDs = collected.elementIDs
        annotations = collected.annotations
        attributeSets = collected.attributeSets
        xLabel = collected.xLabel
        yLabel = collected.yLabel
        resolveStyles(settings: settings, defaultPaint: defaultPaint)
        groupPaths()
        stack()
        measureExtents()
    }

    // MARK: Styles, symbols, legend

    private mutating func resolveStyles(settings: ChartSettings, defaultPaint: PaintStyle) {
        var styleKeys: [PlotValue] = settings.styleScale?.map(\.0) ?? []
        var symbolKeys: [PlotValue] = settings.symbolScale?.map(\.0) ?? []
        for set in attributeSets {
            if let key = set.styleKey, !styleKeys.contains(key) { styleKeys.append(key) }
            if let key = set.symbolKey, !symbolKeys.contains(key) { symbolKeys.append(key) }
        }
        let range = settings.styleRange ?? Self.palette
        func paint(for key: PlotValue) -> PaintStyle {
            if let given = settings.styleScale?.first(where: { $0.0 == key }) { return given.1 }
            let index = styleKeys.firstIndex(of: key) ?? 0
            return range.isEmpty ? defaultPaint : range[index % range.count]
        }
        func symbol(for key: PlotValue) -> ChartSymbol {
            if let given = settings.symbolScale?.first(where: { $0.0 == key }) { return given.1 }
            let index = symbolKeys.firstIndex(of: key) ?? 0
            return .basic(BasicChartSymbolShape.sequence[index % BasicChartSymbolShape.sequence.count])
        }
        paints = attributeSets.map { $0.foreground ?? $0.styleKey.map(paint(for:)) ?? defaultPaint }
        symbols = attributeSets.map { $0.symbol ?? $0.symbolKey.map(symbol(for:)) }
        // One entry per series value: styled by the style scale, marked by the symbol
        // scale when the same value names a symbol series too.
        var entries: [LegendEntry] = styleKeys.map { key in
            LegendEntry(key: key, paint: paint(for: key), symbol: symbolKeys.contains(key) ? symbol(for: key) : nil)
        }
        for key in symbolKeys where !styleKeys.contains(key) {
            entries.append(LegendEntry(key: key, paint: defaultPaint, symbol: symbol(for: key)))
        }
        legend = entries
    }

    // MARK: Lines and areas

    /// Groups the line and area marks into paths by kind and series, in the order each
    /// path's first mark appears.
    private mutating func groupPaths() {
        var lastKey: PathKey?
        var lastPath = -1
        for index in marks.indices {
            let mark = marks[index]
            guard mark.kind == .line || mark.kind == .area else { continue }
            let attributes = attributeSets[Int(mark.attributes)]
            let key = PathKey(kind: mark.kind, series: mark.series ?? attributes.styleKey ?? attributes.symbolKey)
            if key != lastKey {
                lastKey = key
                lastPath = paths.firstIndex { $0.key == key } ?? {
                    paths.append(MarkPath(key: key, marks: [], attributes: mark.attributes))
                    return paths.count - 1
                }()
            }
            paths[lastPath].marks.append(Int32(index))
        }
    }

    // MARK: Stacking

    /// Stacks bars and areas that share a place on their band axis, series on series,
    /// as their stacking method says.
    private mutating func stack() {
        stacked = Array(repeating: nil, count: marks.count)
        struct StackKey: Hashable {
            let kind: MarkKind
            let vertical: Bool
            let place: PlotValue
        }
        var totals: [StackKey: (positive: Double, negative: Double)] = [:]
        var needsSecondPass = false
        for index in marks.indices {
            let mark = marks[index]
            guard mark.kind == .bar || mark.kind == .area else { continue }
            guard let orientation = Orientation(of: mark) else { continue }
            let valueExtent = orientation.vertical ? mark.y : mark.x
            let placeExtent = orientation.vertical ? mark.x : mark.y
            guard let valueExtent, let placeExtent else { continue }
            switch valueExtent {
            case let .span(start, end), let .unit(start, end):
                if let a = start.continuous, let b = end.continuous { stacked[index] = StackedSpan(a, b, vertical: orientation.vertical) }
                continue
            case .at(let value):
                guard let amount = value.continuous else { continue }
                let grouped = attributeSets[Int(mark.attributes)].positionKey != nil
                if mark.stacking == .unstacked || grouped {
                    stacked[index] = StackedSpan(0, amount, vertical: orientation.vertical)
                    continue
                }
                let key = StackKey(kind: mark.kind, vertical: orientation.vertical, place: placeExtent.center)
                var total = totals[key] ?? (0, 0)
                if amount >= 0 {
                    stacked[index] = StackedSpan(total.positive, total.positive + amount, vertical: orientation.vertical)
                    total.positive += amount
                } else {
                    stacked[index] = StackedSpan(total.negative + amount, total.negative, vertical: orientation.vertical)
                    total.negative += amount
                }
                totals[key] = total
                if mark.stacking != .standard { needsSecondPass = true }
            case .fixed:
                continue
            }
        }
        guard needsSecondPass else { return }
        for index in marks.indices {
            let mark = marks[index]
            guard let span = stacked[index], mark.stacking == .normalized || mark.stacking == .center,
                  let orientation = Orientation(of: mark), let place = (orientation.vertical ? mark.x : mark.y)?.center else { continue }
            let total = totals[StackKey(kind: mark.kind, vertical: orientation.vertical, place: place)] ?? (0, 0)
            let sum = total.positive - total.negative
            if mark.stacking == .normalized, sum > 0 {
                stacked[index] = StackedSpan((span.start - total.negative) / sum, (span.end - total.negative) / sum, vertical: span.vertical)
            } else if mark.stacking == .center {
                let shift = -(total.positive + total.negative) / 2
                stacked[index] = StackedSpan(span.start + shift, span.end + shift, vertical: span.vertical)
            }
        }
    }

    // MARK: Extents

    /// What the marks cover on each axis: the kind of data, the least and greatest
    /// continuous values, the categories in order of appearance.
    private mutating func measureExtents() {
        for index in marks.indices {
            let mark = marks[index]
            if let span = stacked[index] {
                if span.vertical { y.include(number: span.start); y.include(number: span.end) } else {
                    x.include(number: span.start); x.include(number: span.end)
                }
                if let place = span.vertical ? mark.x : mark.y {
                    if span.vertical { x.include(place) } else { y.include(place) }
                }
                continue
            }
            if let extent = mark.x { x.include(extent) }
            if let extent = mark.y { y.include(extent) }
        }
    }
}

/// Which way a bar or an area runs: vertical when it rises along y at a place on x.
struct Orientation {
    let vertical: Bool

    /// A bar is horizontal when a number on x meets a category or date on y, or when only
    /// x is a span; an area when only x is a span. Rules, points and lines have none.
    init?(of mark: PlottedMark) {
        switch mark.kind {
        case .bar:
            func isRange(_ extent: PlotExtent?) -> Bool {
                switch extent {
                case .span, .fixed: true
                default: false
                }
            }
            if isRange(mark.x), !isRange(mark.y) { vertical = false; return }
            if let x = mark.x?.center, let y = mark.y?.center, x.kind == .number, y.kind != .number { vertical = false; return }
            vertical = true
        case .area:
            if case .span = mark.x { vertical = false } else { vertical = true }
        default:
            return nil
        }
    }
}

/// A bar's or an area vertex's span on its value axis.
struct StackedSpan {
    let start: Double, end: Double
    let vertical: Bool

    init(_ start: Double, _ end: Double, vertical: Bool) {
        self.start = start
        self.end = end
        self.vertical = vertical
    }
}

/// A line's or an area's marks: one path of one series.
struct MarkPath {
    let key: PathKey
    var marks: [Int32]
    /// The attributes of its first mark: what the whole path is drawn with.
    let attributes: Int32
}

/// What tells paths apart: their kind and series.
struct PathKey: Hashable {
    let kind: MarkKind
    let series: PlotValue?
}

/// One entry of a chart's legend.
struct LegendEntry {
    let key: PlotValue
    let paint: PaintStyle
    let symbol: ChartSymbol?
}

/// What the data covers on one axis.
struct AxisExtent {
    /// The kind of the first value seen.
    var kind: PlotValueKind?
    var lower = Double.infinity, upper = -Double.infinity
    var categories: [PlotValue] = []
    /// The width of the narrowest date unit a mark spans (a day's bar), in seconds.
    var unitSpan: Double?

    mutating func include(number: Double) {
        if kind == nil { kind = .number }
        guard number.isFinite else { return }
        lower = min(lower, number)
        upper = max(upper, number)
    }

    mutating func include(_ extent: PlotExtent) {
        switch extent {
        case .at(let value): include(value)
        case .fixed: break
        case let .unit(start, end):
            include(start)
            include(end)
            if let a = start.continuous, let b = end.continuous { unitSpan = min(unitSpan ?? .infinity, b - a) }
        case let .span(start, end):
            include(start)
            include(end)
        }
    }

    mutating func include(_ value: PlotValue) {
        if kind == nil { kind = value.kind }
        switch value {
        case .number(let number), .date(let number):
            guard number.isFinite else { return }
            lower = min(lower, number)
            upper = max(upper, number)
        case .category:
            if categories.last != value, !categories.contains(value) { categories.append(value) }
        }
    }

    /// Whether any continuous value was seen.
    var hasRange: Bool { lower <= upper }
}
