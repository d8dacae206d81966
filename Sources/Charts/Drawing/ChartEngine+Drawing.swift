import ClockworkCore
import Foundation

extension ChartEngine {
    // MARK: Grid and axes

    /// The grid lines of both axes: in points each axis's as one path across the plot; on
    /// cells as rows of `┈` and columns of `┊`, which lines drawn over them replace.
    func drawGrid(_ xAxis: AxisLayout, _ yAxis: AxisLayout, plot: Rect, units: ChartUnits, into picture: inout ChartPicture) {
        let canvas = PlotCanvas(plot: plot, units: units)
        for (axis, isX) in [(xAxis, true), (yAxis, false)] where axis.isVisible {
            var groups: [(stroke: StrokeStyle, paint: PaintStyle, path: Path)] = []
            for tick in axis.ticks {
                guard let line = tick.gridLine else { continue }
                let (dx, dy) = (Double(line.offset.width), Double(line.offset.height))
                let at = isX ? canvas.point(line.position, 0) : canvas.point(0, line.position)
                if units.cells {
                    if isX {
                        let column = (at.x + dx).rounded(.down)
                        guard column >= plot.minX, column < plot.maxX else { continue }
                        for row in 0..<Int(plot.size.height) {
                            picture.add(.grid, .text("┊"), in: Rect(x: column, y: plot.minY + Double(row), width: 1, height: 1), paint: line.paint)
                        }
                    } else {
                        let row = (at.y + dy).rounded(.down)
                        guard row >= plot.minY, row < plot.maxY else { continue }
                        picture.add(.grid, .text(String(repeating: "┈", count: Int(plot.size.width))),
                                    in: Rect(x: plot.minX, y: row, width: plot.size.width, height: 1), paint: line.paint)
                    }
                    continue
                }
                let from: CGPoint, to: CGPoint
                if isX {
                    let x = at.x - plot.minX + dx
                    (from, to) = (CGPoint(x: x, y: dy), CGPoint(x: x, y: plot.size.height + dy))
                } else {
                    let y = at.y - plot.minY + dy
                    (from, to) = (CGPoint(x: dx, y: y), CGPoint(x: plot.size.width + dx, y: y))
                }
                if let index = groups.firstIndex(where: { $0.stroke == line.stroke && $0.paint == line.paint }) {
                    groups[index].path.move(to: from)
                    groups[index].path.addLine(to: to)
                } else {
                    var path = Path()
                    path.move(to: from)
                    path.addLine(to: to)
                    groups.append((line.stroke, line.paint, path))
                }
            }
            for group in groups {
                picture.add(.grid, .shape(.path(group.path), .stroke(group.paint, group.stroke)), in: plot, paint: group.paint)
            }
        }
    }

    /// An axis's ticks (one path) and labels: the x axis's under the plot (over it at the
    /// top), centered on their values, or starting at them on a date axis; the y axis's
    /// beside it, centered on theirs. A label that would overlap one drawn already is
    /// left out, unless its collision resolution says to draw it anyway.
    func drawAxis(_ axis: AxisLayout, isX: Bool, plot: Rect, bounds: Rect, units: ChartUnits, node: ViewNode,
                  into picture: inout ChartPicture) {
        guard axis.isVisible else { return }
        let canvas = PlotCanvas(plot: plot, units: units)
        // The ticks are one path in the strip beside the plot they stand in.
        let longest = axis.ticks.compactMap { $0.tick.map { $0.length ?? units.tickLength } }.max() ?? 0
        let strip = isX
            ? Rect(x: plot.minX, y: axis.atStart ? plot.minY - longest : plot.maxY, width: plot.size.width, height: longest)
            : Rect(x: axis.atStart ? plot.minX - longest : plot.maxX, y: plot.minY, width: longest, height: plot.size.height)
        var ticks = Path()
        var tickPaint: PaintStyle?, tickStroke: StrokeStyle?
        var drawn: [Rect] = []
        let tickReach = axis.ticks.contains { $0.tick != nil } ? units.tickLength : 0
        for tick in axis.ticks {
            if let mark = tick.tick {
                let length = mark.length ?? units.tickLength
                let at = isX ? canvas.point(mark.position, 0) : canvas.point(0, mark.position)
                if isX {
                    let x = at.x - strip.minX + Double(mark.offset.width)
                    let y0 = axis.atStart ? longest - length : 0
                    ticks.move(to: CGPoint(x: x, y: y0))
                    ticks.addLine(to: CGPoint(x: x, y: y0 + length))
                } else {
                    let y = at.y - strip.minY + Double(mark.offset.height)
                    let x0 = axis.atStart ? longest - length : 0
                    ticks.move(to: CGPoint(x: x0, y: y))
                    ticks.addLine(to: CGPoint(x: x0 + length, y: y))
                }
                (tickPaint, tickStroke) = (mark.paint, mark.stroke)
            }
            guard let label = tick.label else { continue }
            var size = label.size
            var viewIndex: Int?
            if label.view != nil {
                viewIndex = labelViews.firstIndex { $0.isX == isX && $0.value == tick.value }.flatMap { child(.axisLabel($0)) }
                guard let index = viewIndex, index < node.children.count else { continue }
                size = node.children[index].sizeThatFits(.unspecified)
            }
            var frame: Rect
            if isX {
                let at = canvas.point(tick.position, 0).x
                var x = label.centered || !axis.scale.isDate ? at - size.width / 2 : at
                x = min(max(x, bounds.minX), max(bounds.maxX - size.width, bounds.minX))
                if units.cells { x = x.rounded() }
                let y = axis.atStart ? plot.minY - tickReach - units.rowGap - size.height : plot.maxY + tickReach + units.rowGap
                frame = Rect(x: x, y: y, width: size.width, height: size.height)
            } else {
                let at = canvas.point(0, tick.position).y
                var y = units.cells ? at.rounded(.down) : at - size.height / 2
                y = min(max(y, bounds.minY), max(bounds.maxY - size.height, bounds.minY))
                let x = axis.atStart ? plot.minX - tickReach - units.gap - size.width : plot.maxX + tickReach + units.gap
                frame = Rect(x: x, y: y, width: size.width, height: size.height)
            }
            frame = Rect(x: frame.minX + Double(label.offset.width), y: frame.minY + Double(label.offset.height),
                         width: frame.size.width, height: frame.size.height)
            if label.placement.collisionResolution.kind != .disabled {
                // Labels a gap apart on x, on rows of their own on y.
                let spaced = isX ? Rect(x: frame.minX - units.gap / 2, y: frame.minY, width: frame.size.width + units.gap,
                                        height: frame.size.height) : frame
                guard !drawn.contains(where: { $0.intersects(spaced) }) else { continue }
                drawn.append(spaced)
            }
            if let viewIndex {
                node.children[viewIndex].place(in: frame)
            } else if case .text(let text) = label.content {
                picture.add(.axes, .text(text), in: frame, paint: label.paint, font: label.font)
            }
        }
        if let tickPaint, let tickStroke, !ticks.isEmpty {
            picture.add(.axes, .shape(.path(ticks), .stroke(tickPaint, tickStroke)), in: strip, paint: tickPaint)
        }
    }

    /// Notes the axis label views of the user's this layout asks for; when they are not
    /// the ones mounted, the chart is updated again before the layout ends to mount them.
    func requestLabelViews(xAxis: AxisLayout, yAxis: AxisLayout, node: ViewNode) {
        var wanted: [AxisLabelView] = []
        for (axis, isX) in [(xAxis, true), (yAxis, false)] where axis.isVisible {
            for tick in axis.ticks {
                if let view = tick.label?.view { wanted.append(AxisLabelView(isX: isX, value: tick.value, view: view)) }
            }
        }
        let same = wanted.count == labelViews.count && zip(wanted, labelViews).allSatisfy { $0.isX == $1.isX && $0.value == $1.value }
        labelViews = wanted
        if !same { node.rebuildForFrame() }
    }

    // MARK: Marks

    /// Draws the marks in the order the content made them: a line or an area as one path
    /// where its first mark is, bars and rectangles as filled rectangles, points as
    /// symbols, rules as lines.
    func drawMarks(on x: PlotScale, _ y: PlotScale, plot: Rect, units: ChartUnits, node: ViewNode,
                   into picture: inout ChartPicture) {
        let placer = MarkPlacer(data: data, x: x, y: y, plotSize: plot.size, cells: units.cells)
        let shown = present(placer.placements(), node: node)
        let canvas = PlotCanvas(plot: plot, units: units)
        var pathOrder = data.paths.indices.sorted { data.paths[$0].marks[0] < data.paths[$1].marks[0] }[...]
        for index in data.marks.indices {
            let mark = data.marks[index]
            let set = Int(mark.attributes)
            let attributes = data.attributeSets[set]
            switch mark.kind {
            case .line, .area:
                while let next = pathOrder.first, data.paths[next].marks[0] == Int32(index) {
                    pathOrder.removeFirst()
                    canvas.drawPath(data.paths[next], shown: shown, data: data, into: &picture)
                }
            case .bar, .rectangle:
                guard let placement = shown[index] else { continue }
                canvas.drawBar(placement, vertical: data.stacked[index]?.vertical ?? true, paint: data.paints[set],
                               attributes: attributes, into: &picture)
            case .point:
                guard let placement = shown[index] else { continue }
                let side = (attributes.symbolSize ?? units.symbolArea).squareRoot()
                let center = canvas.point(placement.centerX, placement.centerY)
                canvas.drawSymbol(data.symbols[set] ?? .basic(.circle),
                                  in: Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side),
                                  paint: data.paints[set], opacity: attributes.opacity, layer: .marks, into: &picture)
            case .rule:
                guard let placement = shown[index] else { continue }
                canvas.drawRule(placement, paint: data.paints[set], attributes: attributes, into: &picture)
            }
        }
    }

    /// Draws a symbol (a legend's swatch) in `rect`.
    func drawSymbol(_ symbol: ChartSymbol, in rect: Rect, paint: PaintStyle, layer: ChartPicture.Layer, units: ChartUnits,
                    into picture: inout ChartPicture) {
        PlotCanvas(plot: rect, units: units).drawSymbol(symbol, in: rect, paint: paint, opacity: 1, layer: layer, into: &picture)
    }

    // MARK: Annotations

    /// Places each annotation's view beside the marks it annotates, as its position says.
    func placeAnnotations(plot: Rect, node: ViewNode, units: ChartUnits) {
        guard !data.annotations.isEmpty else { return }
        let canvas = PlotCanvas(plot: plot, units: units)
        for (index, annotation) in data.annotations.enumerated() {
            guard let childIndex = child(.annotation(index)), childIndex < node.children.count else { continue }
            var anchor: Rect?
            for mark in annotation.marks where mark < presented.count {
                guard let placement = presented[mark] else { continue }
                let rect = canvas.rect(placement)
                anchor = anchor.map { $0.union(rect) } ?? rect
            }
            guard let anchor else { continue }
            let size = node.children[childIndex].sizeThatFits(.unspecified)
            let spacing = annotation.spacing ?? (units.cells ? 0 : 4)
            let horizontalBar = annotation.marks.first.map { data.marks[$0].kind == .bar && data.stacked[$0]?.vertical == false } ?? false
            let position = annotation.position.kind == .automatic ? (horizontalBar ? .trailing : .top) : annotation.position.kind
            func alignedX() -> Double {
                switch annotation.alignment.horizontal {
                case .leading: anchor.minX
                case .trailing: anchor.maxX - size.width
                default: anchor.minX + (anchor.size.width - size.width) / 2
                }
            }
            func alignedY() -> Double {
                switch annotation.alignment.vertical {
                case .top: anchor.minY
                case .bottom: anchor.maxY - size.height
                default: anchor.minY + (anchor.size.height - size.height) / 2
                }
            }
            let (above, below) = (anchor.minY - spacing - size.height, anchor.maxY + spacing)
            let (before, after) = (anchor.minX - spacing - size.width, anchor.maxX + spacing)
            let origin: (Double, Double) = switch position {
            case .top: (alignedX(), above)
            case .bottom: (alignedX(), below)
            case .leading: (before, alignedY())
            case .trailing: (after, alignedY())
            case .topLeading: (before, above)
            case .topTrailing: (after, above)
            case .bottomLeading: (before, below)
            case .bottomTrailing: (after, below)
            case .overlay, .automatic: (alignedX(), alignedY())
            }
            var frame = Rect(x: origin.0, y: origin.1, width: size.width, height: size.height)
            if units.cells { frame = Rect(x: frame.minX.rounded(), y: frame.minY.rounded(), width: size.width, height: size.height) }
            node.children[childIndex].place(in: frame)
        }
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}
