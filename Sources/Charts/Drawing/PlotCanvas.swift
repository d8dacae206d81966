import ClockworkCore
import Foundation

/// Draws marks into a chart's picture: places 0–1 along the axes turned into the plot's
/// units, and each kind of mark as the primitives targets draw (paths, rectangles; on
/// cells, symbols as characters and bars as block characters ending in eighth blocks).
@MainActor
struct PlotCanvas {
    let plot: Rect
    let units: ChartUnits

    /// The point at `x`, `y` (0–1 along the axes), in the target's units. On cells the
    /// ends of each axis are the middles of the outermost braille dots inside the plot,
    /// so a line at either end is drawn inside it.
    func point(_ x: Double, _ y: Double) -> CGPoint {
        let (insetX, insetY) = units.cells ? (0.25, 0.125) : (0, 0)
        return CGPoint(x: plot.minX + insetX + x * (plot.size.width - 2 * insetX),
                       y: plot.maxY - insetY - y * (plot.size.height - 2 * insetY))
    }

    /// The rectangle a placement covers (a point's is empty): on cells, in whole cells'
    /// measure, so a bar of 7.5 on a scale of 8 rows is seven and a half rows tall.
    func rect(_ placement: UnitPlacement) -> Rect {
        let x0 = plot.minX + min(placement.x0, placement.x1) * plot.size.width
        let x1 = plot.minX + max(placement.x0, placement.x1) * plot.size.width
        let y0 = plot.maxY - max(placement.y0, placement.y1) * plot.size.height
        let y1 = plot.maxY - min(placement.y0, placement.y1) * plot.size.height
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A line or an area, as one path in the plot's frame: long series cut down to the
    /// plot's detail, run between points as the interpolation method says, with the
    /// series' symbol at each point of a short line.
    func drawPath(_ path: MarkPath, shown: [UnitPlacement?], data: ChartData, into picture: inout ChartPicture) {
        let set = Int(path.attributes)
        let attributes = data.attributeSets[set]
        let paint = data.paints[set]
        let isArea = path.key.kind == .area
        var xs: [Double] = [], tops: [Double] = [], bases: [Double] = []
        xs.reserveCapacity(path.marks.count)
        tops.reserveCapacity(path.marks.count)
        var vertical = true
        for mark in path.marks {
            guard let placement = shown[Int(mark)] else { continue }
            if isArea, let stacked = data.stacked[Int(mark)], !stacked.vertical {
                // A horizontal area runs down the y axis between two x values.
                vertical = false
                let (end, start) = (point(placement.x1, placement.y0), point(placement.x0, placement.y0))
                xs.append(end.y - plot.minY)
                tops.append(end.x - plot.minX)
                bases.append(start.x - plot.minX)
                continue
            }
            let top = point(placement.centerX, isArea ? placement.y1 : placement.y0)
            xs.append(top.x - plot.minX)
            tops.append(top.y - plot.minY)
            if isArea { bases.append(point(placement.centerX, placement.y0).y - plot.minY) }
        }
        guard !xs.isEmpty else { return }
        let columns = Int(((vertical ? plot.size.width : plot.size.height) * units.detailPerUnit).rounded(.up))
        let kept = Decimation.indices(xs: xs, ys: tops, columns: columns)
        func points(_ values: [Double]) -> [CGPoint] {
            kept.map { vertical ? CGPoint(x: xs[$0], y: values[$0]) : CGPoint(x: values[$0], y: xs[$0]) }
        }
        let method = attributes.interpolation ?? .linear
        var outline = Path()
        let top = points(tops)
        Interpolation.addLine(through: top, method: method, to: &outline)
        if isArea {
            Interpolation.addLine(through: points(bases).reversed(), method: method, to: &outline, continuing: true)
            outline.closeSubpath()
            picture.add(.marks, .shape(.path(outline), .fill(paint, eoFill: false)), in: plot, paint: paint, opacity: attributes.opacity)
            return
        }
        let stroke = attributes.lineStyle ?? StrokeStyle(lineWidth: units.lineWidth, lineCap: .round, lineJoin: .round)
        picture.add(.marks, .shape(.path(outline), .stroke(paint, stroke)), in: plot, paint: paint, opacity: attributes.opacity)
        if let symbol = data.symbols[set], top.count <= 100 {
            let side = (attributes.symbolSize ?? units.symbolArea).squareRoot()
            for point in top {
                let center = CGPoint(x: plot.minX + point.x, y: plot.minY + point.y)
                drawSymbol(symbol, in: Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side),
                           paint: paint, opacity: attributes.opacity, layer: .marks, into: &picture)
            }
        }
    }

    /// A bar or a rectangle: a filled rectangle (its corners rounded as asked). On cells a
    /// bar is whole cells of `█` ending in an eighth block, so its length reads to an
    /// eighth of a cell, on any terminal and in a screen's text.
    func drawBar(_ placement: UnitPlacement, vertical: Bool, paint: PaintStyle, attributes: MarkAttributes,
                 into picture: inout ChartPicture) {
        let frame = rect(placement)
        guard units.cells else {
            let outline: ShapeOutline = attributes.cornerRadius.map {
                .roundedRectangle(cornerWidth: $0, cornerHeight: $0, style: .continuous)
            } ?? .rectangle
            picture.add(.marks, .shape(outline, .fill(paint, eoFill: false)), in: frame, paint: paint, opacity: attributes.opacity)
            return
        }
        let blocks: [Character]
        let whole: Rect
        var partial: Rect?, eighths = 0
        if vertical {
            let left = frame.minX.rounded(), right = max(frame.maxX.rounded(), left + 1)
            let bottom = frame.maxY.rounded(), top = frame.minY
            let full = min(top.rounded(.up), bottom)
            whole = Rect(x: left, y: full, width: right - left, height: max(bottom - full, 0))
            eighths = Int(((full - top) * 8).rounded())
            if eighths > 0 { partial = Rect(x: left, y: full - 1, width: right - left, height: 1) }
            blocks = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        } else {
            let top = frame.minY.rounded(), bottom = max(frame.maxY.rounded(), top + 1)
            let left = frame.minX.rounded(), right = frame.maxX
            let full = max(right.rounded(.down), left)
            whole = Rect(x: left, y: top, width: max(full - left, 0), height: bottom - top)
            eighths = Int(((right - full) * 8).rounded())
            if eighths > 0 { partial = Rect(x: full, y: top, width: 1, height: bottom - top) }
            blocks = ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]
        }
        fill(whole, with: "█", paint: paint, opacity: attributes.opacity, into: &picture)
        if let partial, eighths > 0 {
            fill(partial, with: blocks[min(eighths, 8) - 1], paint: paint, opacity: attributes.opacity, into: &picture)
        }
    }

    /// Cells of `rect` written with `glyph`, a text item a row.
    private func fill(_ rect: Rect, with glyph: Character, paint: PaintStyle, opacity: Double, into picture: inout ChartPicture) {
        let rows = Int(rect.size.height), columns = Int(rect.size.width)
        guard rows > 0, columns > 0 else { return }
        let line = String(repeating: String(glyph), count: columns)
        for row in 0..<rows {
            picture.add(.marks, .text(line), in: Rect(x: rect.minX, y: rect.minY + Double(row), width: Double(columns), height: 1),
                        paint: paint, opacity: opacity)
        }
    }

    /// A rule: a line from one end of its placement to the other.
    func drawRule(_ placement: UnitPlacement, paint: PaintStyle, attributes: MarkAttributes, into picture: inout ChartPicture) {
        let from = point(placement.x0, placement.y0), to = point(placement.x1, placement.y1)
        var line = Path()
        line.move(to: CGPoint(x: from.x - plot.minX, y: from.y - plot.minY))
        line.addLine(to: CGPoint(x: to.x - plot.minX, y: to.y - plot.minY))
        let stroke = attributes.lineStyle ?? StrokeStyle(lineWidth: 1)
        picture.add(.marks, .shape(.path(line), .stroke(paint, stroke)), in: plot, paint: paint, opacity: attributes.opacity)
    }

    /// A symbol in `rect`: filled in points; on cells, its character in the cell of the
    /// rectangle's center.
    func drawSymbol(_ symbol: ChartSymbol, in rect: Rect, paint: PaintStyle, opacity: Double, layer: ChartPicture.Layer,
                    into picture: inout ChartPicture) {
        if units.cells {
            let cell = Rect(x: (rect.minX + rect.size.width / 2).rounded(.down), y: (rect.minY + rect.size.height / 2).rounded(.down),
                            width: 1, height: 1)
            picture.add(layer, .text(String(symbol.glyph)), in: cell, paint: paint, opacity: opacity)
            return
        }
        let outline: ShapeOutline = if case .basic(let basic) = symbol, basic == .circle {
            .circle
        } else {
            .path(symbol.path(in: CGRect(x: 0, y: 0, width: rect.size.width, height: rect.size.height)))
        }
        picture.add(layer, .shape(outline, .fill(paint, eoFill: false)), in: rect, paint: paint, opacity: opacity)
    }
}
