import ClockworkCore
import ClockworkViews
import Foundation

extension ChartEngine {
    /// Lays the chart out in `bounds`: the legend and titles take their room, the axes
    /// theirs (the y axis's labels measured for the values that fit the plot's height),
    /// the plot the rest; then the marks are placed and the picture made.
    func place(in bounds: Rect, node: ViewNode) {
        let units = ChartUnits(graph: node.graph)
        var area = bounds
        var picture = ChartPicture()

        let legendArea = reserveLegend(in: &area, node: node, units: units)
        let titleAreas = reserveTitles(in: &area, node: node, units: units)

        // The axes: y first, its values chosen for the plot's height once the x axis's
        // labels have their line; then x, for the width the y labels leave.
        let builder = AxisBuilder(units: units, locale: locale, calendar: calendar)
        let xVisible = settings.x.visibility != .hidden, yVisible = settings.y.visibility != .hidden
        let xAtTop = settings.x.marks?.first?.position == .top
        let yAtLeading = settings.y.marks?.first?.position == .leading
        let xReachGuess = xVisible ? units.tickLength + units.rowGap + units.lineHeight : 0
        let plotHeightGuess = max(area.size.height - xReachGuess, 1)
        let yCount = max(2, min(8, Int(plotHeightGuess / (units.cells ? 3 : 40))))
        var yAxis = axis(settings.y, extent: data.y, count: yCount, length: plotHeightGuess, isX: false, builder: builder, units: units)
        yAxis.isVisible = yVisible
        yAxis.atStart = yAtLeading
        let yReach = yAxis.labelReach(units: units, isX: false)
        let plotWidth = max(area.size.width - yReach, 1)
        let xCount = max(2, min(10, Int(plotWidth / (units.cells ? 10 : 64))))
        var xAxis = axis(settings.x, extent: data.x, count: xCount, length: plotWidth, isX: true, builder: builder, units: units)
        xAxis.isVisible = xVisible
        xAxis.atStart = xAtTop
        let xReach = xAxis.labelReach(units: units, isX: true)

        var plot = Rect(x: area.minX + (yAtLeading ? yReach : 0), y: area.minY + (xAtTop ? xReach : 0),
                        width: plotWidth, height: max(area.size.height - xReach, 1))
        if units.cells { plot = plot.snappedToCells }
        if let index = child(.plotArea), index < node.children.count {
            // The plot-style view is offered the plot; the marks go where it put the plot
            // content (a `.frame(height:)` there changes the plot's size).
            let offered = node.children[index].sizeThatFits(ProposedSize(plot.size))
            node.children[index].place(in: Rect(x: plot.minX, y: plot.minY, width: offered.width, height: offered.height))
            if let frame = plotAnchor.frame { plot = frame }
        }

        requestLabelViews(xAxis: xAxis, yAxis: yAxis, node: node)
        drawGrid(xAxis, yAxis, plot: plot, units: units, into: &picture)
        drawMarks(on: xAxis.scale, yAxis.scale, plot: plot, units: units, node: node, into: &picture)
        drawAxis(xAxis, isX: true, plot: plot, bounds: bounds, units: units, node: node, into: &picture)
        drawAxis(yAxis, isX: false, plot: plot, bounds: bounds, units: units, node: node, into: &picture)
        if let legendArea { drawLegend(in: legendArea, node: node, units: units, into: &picture) }
        placeTitles(titleAreas, plot: plot, node: node)
        placeAnnotations(plot: plot, node: node, units: units)
        self.picture = picture
    }

    /// One axis laid out: its scale, and at each of its values the grid line, tick and
    /// label its marks ask for.
    private func axis(_ settings: ChartAxisSettings, extent: AxisExtent, count: Int, length: Double, isX: Bool,
                      builder: AxisBuilder, units: ChartUnits) -> AxisLayout {
        let scale = builder.scale(settings, extent: extent, count: count, lengthInUnits: length, isX: isX)
        var layout = AxisLayout(scale: scale)
        guard settings.visibility != .hidden else {
            layout.isVisible = false
            return layout
        }
        let specs = settings.marks ?? [AxisMarksSpec(preset: .automatic, position: .automatic, values: .automatic, content: nil,
                                                     stroke: nil, format: nil)]
        let secondary = HierarchicalShapeStyle.secondary.paintStyle
        let gridPaint = HierarchicalShapeStyle.tertiary.paintStyle
        for spec in specs {
            let (values, defaultFormat) = builder.values(spec.values, on: scale, count: count)
            let format = spec.format.map { custom in { custom($0) ?? defaultFormat($0) } } ?? defaultFormat
            for (index, value) in values.enumerated() {
                guard let center = scale.position(value) else { continue }
                let band = scale.band(value)
                let elements: [AxisMarkElement] = spec.content.map { $0(AxisValue(index: index, count: values.count, value: value)).items }
                    ?? [.gridLine(centered: nil, stroke: spec.stroke, style: AxisMarkStyle()),
                        .tick(centered: nil, length: nil, stroke: spec.stroke, style: AxisMarkStyle()),
                        .label(.automatic, AxisLabelPlacement(centered: nil, anchor: nil, collisionResolution: .automatic,
                                                              horizontalSpacing: nil, verticalSpacing: nil), style: AxisMarkStyle())]
                var tick = TickLayout(value: value, position: center)
                for element in elements {
                    switch element {
                    case let .gridLine(centered, stroke, style):
                        // On a band axis a grid line sits at the band's start unless centered.
                        let at = band.map { centered ?? true ? center : $0.start } ?? center
                        tick.gridLine = AxisStroke(stroke: stroke ?? StrokeStyle(lineWidth: units.gridWidth), paint: style.foreground ?? gridPaint,
                                                   offset: style.offset, position: at)
                        // By default a category axis and a terminal's x axis draw no grid lines.
                        if spec.content == nil, scale.categoryCount > 0 || (units.cells && isX) { tick.gridLine = nil }
                    case let .tick(centered, length, stroke, style):
                        let at = band.map { centered ?? true ? center : $0.start } ?? center
                        tick.tick = AxisStroke(stroke: stroke ?? StrokeStyle(lineWidth: units.gridWidth), paint: style.foreground ?? gridPaint,
                                               offset: style.offset, position: at, length: length)
                        if units.cells { tick.tick = nil }
                    case let .label(content, placement, style):
                        let text: LabelLayout.Content
                        let size: Size
                        switch content {
                        case .automatic: text = .text(format(value))
                        case .formatted(let custom): text = .text(custom(value) ?? format(value))
                        case .string(let string): text = .text(string)
                        case .view: text = .view(-1)
                        }
                        let font = style.font ?? units.labelFont
                        switch text {
                        case .text(let string):
                            let measure = style.font == nil ? units.labelMeasure : units.labelMeasure.measure(for: font)
                            size = Size(width: measure.width(of: string), height: measure.lineHeight)
                        case .view:
                            size = Size(width: 0, height: units.lineHeight)
                        }
                        tick.label = LabelLayout(content: text, size: size, placement: placement, paint: style.foreground ?? secondary,
                                                 font: font, offset: style.offset, centered: placement.centered ?? (band != nil),
                                                 view: { if case .view(let view) = content { view } else { nil } }())
                    }
                }
                layout.ticks.append(tick)
            }
        }
        return layout
    }

    // MARK: Legend and titles

    /// Takes the legend's room from `area` (a line at the bottom, by default); returns
    /// where the legend goes, or `nil` when it does not show.
    private func reserveLegend(in area: inout Rect, node: ViewNode, units: ChartUnits) -> Rect? {
        let legend = settings.legend
        let shows = legend.visibility == .visible || (legend.visibility == .automatic && !data.legend.isEmpty)
        guard shows else { return nil }
        let size: Size
        if let index = child(.legend), index < node.children.count {
            size = node.children[index].sizeThatFits(ProposedSize(width: area.size.width, height: nil))
        } else {
            size = Size(width: legendWidth(units: units), height: units.lineHeight)
        }
        let spacing = legend.spacing ?? (units.cells ? 0 : 8)
        switch legend.position.kind {
        case .top:
            let rect = Rect(x: area.minX, y: area.minY, width: area.size.width, height: size.height)
            area = Rect(x: area.minX, y: area.minY + size.height + spacing, width: area.size.width,
                        height: max(area.size.height - size.height - spacing, 0))
            return aligned(size, in: rect, legend.alignment)
        case .leading:
            let rect = Rect(x: area.minX, y: area.minY, width: size.width, height: area.size.height)
            area = Rect(x: area.minX + size.width + spacing, y: area.minY, width: max(area.size.width - size.width - spacing, 0),
                        height: area.size.height)
            return aligned(size, in: rect, legend.alignment)
        case .trailing:
            let rect = Rect(x: area.maxX - size.width, y: area.minY, width: size.width, height: area.size.height)
            area = Rect(x: area.minX, y: area.minY, width: max(area.size.width - size.width - spacing, 0), height: area.size.height)
            return aligned(size, in: rect, legend.alignment)
        default:
            let rect = Rect(x: area.minX, y: area.maxY - size.height, width: area.size.width, height: size.height)
            area = Rect(x: area.minX, y: area.minY, width: area.size.width, height: max(area.size.height - size.height - spacing, 0))
            return aligned(size, in: rect, legend.alignment)
        }
    }

    /// A rectangle of `size` in `rect`, placed by `alignment` (leading and centered by default).
    private func aligned(_ size: Size, in rect: Rect, _ alignment: Alignment?) -> Rect {
        let horizontal = alignment?.horizontal ?? .leading
        let x: Double = switch horizontal {
        case .leading: rect.minX
        case .trailing: rect.maxX - size.width
        default: rect.minX + (rect.size.width - size.width) / 2
        }
        let y = rect.minY + (rect.size.height - size.height) / 2
        return Rect(x: x, y: y, width: min(size.width, rect.size.width), height: size.height)
    }

    /// How wide the chart's own legend is: each entry's swatch, name and gap.
    private func legendWidth(units: ChartUnits) -> Double {
        data.legend.reduce(0) { $0 + units.swatch + units.gap + units.width(of: $1.key.description) + 2 * units.gap }
    }

    /// Draws the chart's own legend in `rect`: a swatch (the series' symbol, or a dot) in
    /// the series' color and its name, side by side; or places the user's legend view.
    private func drawLegend(in rect: Rect, node: ViewNode, units: ChartUnits, into picture: inout ChartPicture) {
        if let index = child(.legend), index < node.children.count {
            node.children[index].place(in: rect)
            return
        }
        var x = rect.minX
        for entry in data.legend {
            let name = entry.key.description
            let swatch = Rect(x: x, y: rect.minY + (units.lineHeight - units.swatch) / 2, width: units.swatch, height: units.swatch)
            drawSymbol(entry.symbol ?? .basic(.circle), in: swatch, paint: entry.paint, layer: .legend, units: units, into: &picture)
            x += units.swatch + units.gap
            let width = units.width(of: name)
            picture.add(.legend, .text(name), in: Rect(x: x, y: rect.minY, width: width, height: units.lineHeight),
                        paint: HierarchicalShapeStyle.secondary.paintStyle, font: units.labelFont)
            x += width + 2 * units.gap
        }
    }

    /// Takes the axis titles' room from `area`: the x axis's under the plot, the y axis's
    /// above it.
    private func reserveTitles(in area: inout Rect, node: ViewNode, units: ChartUnits) -> (x: Rect?, y: Rect?) {
        var result: (x: Rect?, y: Rect?) = (nil, nil)
        if let index = child(.title(isX: true)), index < node.children.count {
            let size = node.children[index].sizeThatFits(ProposedSize(width: area.size.width, height: nil))
            let atTop = settings.x.title?.position == .top
            let spacing = settings.x.title?.spacing ?? units.rowGap
            result.x = Rect(x: area.minX, y: atTop ? area.minY : area.maxY - size.height, width: size.width, height: size.height)
            area = Rect(x: area.minX, y: area.minY + (atTop ? size.height + spacing : 0), width: area.size.width,
                        height: max(area.size.height - size.height - spacing, 0))
        }
        if let index = child(.title(isX: false)), index < node.children.count {
            let size = node.children[index].sizeThatFits(ProposedSize(width: area.size.width, height: nil))
            let spacing = settings.y.title?.spacing ?? units.rowGap
            result.y = Rect(x: area.minX, y: area.minY, width: size.width, height: size.height)
            area = Rect(x: area.minX, y: area.minY + size.height + spacing, width: area.size.width,
                        height: max(area.size.height - size.height - spacing, 0))
        }
        return result
    }

    /// Places the axis titles: the x axis's centered under the plot, the y axis's over
    /// the y axis's labels (trailing by default, as the axis is).
    private func placeTitles(_ areas: (x: Rect?, y: Rect?), plot: Rect, node: ViewNode) {
        if let rect = areas.x, let index = child(.title(isX: true)) {
            let alignment = settings.x.title?.alignment?.horizontal ?? .center
            let x: Double = switch alignment {
            case .leading: plot.minX
            case .trailing: plot.maxX - rect.size.width
            default: plot.minX + (plot.size.width - rect.size.width) / 2
            }
            node.children[index].place(in: Rect(x: x, y: rect.minY, width: rect.size.width, height: rect.size.height))
        }
        if let rect = areas.y, let index = child(.title(isX: false)) {
            let leading = settings.y.marks?.first?.position == .leading || settings.y.title?.alignment?.horizontal == .leading
            let x = leading ? rect.minX : max(plot.maxX - rect.size.width, rect.minX)
            node.children[index].place(in: Rect(x: x, y: rect.minY, width: rect.size.width, height: rect.size.height))
        }
    }
}

extension Rect {
    /// The rectangle with its edges moved to whole cells.
    var snappedToCells: Rect {
        let x0 = minX.rounded(), y0 = minY.rounded(), x1 = maxX.rounded(), y1 = maxY.rounded()
        return Rect(x: x0, y: y0, width: max(x1 - x0, 1), height: max(y1 - y0, 1))
    }
}
