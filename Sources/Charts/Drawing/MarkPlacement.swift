import ClockworkCore

/// Places each mark on the chart's scales, 0–1 along each axis.
@MainActor
struct MarkPlacer {
    let data: ChartData
    let x: PlotScale, y: PlotScale
    /// The plot's size, for lengths given in points (cells): fixed bar widths.
    let plotSize: Size
    let cells: Bool

    /// The share of a band a bar fills when no width is given.
    static let barRatio = 0.7

    /// The lanes of grouped bars (`.position(by:)`), in order of appearance.
    private var lanes: [PlotValue] {
        var lanes: [PlotValue] = []
        for set in data.attributeSets { if let key = set.positionKey, !lanes.contains(key) { lanes.append(key) } }
        return lanes
    }

    /// Every mark's place; `nil` for one that cannot be placed (a value of another kind
    /// than its axis's scale).
    func placements() -> [UnitPlacement?] {
        let lanes = lanes
        return data.marks.indices.map { placement(of: $0, lanes: lanes) }
    }

    private func placement(of index: Int, lanes: [PlotValue]) -> UnitPlacement? {
        let mark = data.marks[index]
        switch mark.kind {
        case .line, .point:
            let px = mark.x.map { x.position($0.center) } ?? 0.5
            let py = mark.y.map { y.position($0.center) } ?? 0.5
            guard let px, let py else { return nil }
            return UnitPlacement(x: px, y: py)
        case .rule:
            guard let (x0, x1) = span(mark.x, on: x, length: plotSize.width, isY: false),
                  let (y0, y1) = span(mark.y, on: y, length: plotSize.height, isY: true) else { return nil }
            return UnitPlacement(x0: x0, x1: x1, y0: y0, y1: y1)
        case .area:
            guard let stacked = data.stacked[index] else { return nil }
            if stacked.vertical {
                guard let place = mark.x.flatMap({ x.position($0.center) }) else { return nil }
                return UnitPlacement(x0: place, x1: place, y0: y.position(number: stacked.start), y1: y.position(number: stacked.end))
            }
            guard let place = mark.y.flatMap({ y.position($0.center) }) else { return nil }
            return UnitPlacement(x0: x.position(number: stacked.start), x1: x.position(number: stacked.end), y0: place, y1: place)
        case .bar:
            guard let orientation = Orientation(of: mark) else { return nil }
            let lane = data.attributeSets[Int(mark.attributes)].positionKey.flatMap { lanes.firstIndex(of: $0) }
            let valueScale = orientation.vertical ? y : x
            let valueLength = orientation.vertical ? plotSize.height : plotSize.width
            let value: (Double, Double)
            if let stacked = data.stacked[index] {
                value = (valueScale.position(number: stacked.start), valueScale.position(number: stacked.end))
            } else if let extent = orientation.vertical ? mark.y : mark.x, extent.isFixed,
                      let fixed = span(extent, on: valueScale, length: valueLength, isY: orientation.vertical) {
                value = fixed
            } else {
                return nil
            }
            if orientation.vertical {
                guard let (x0, x1) = band(mark.x, on: x, isY: false, dimension: mark.width, length: plotSize.width,
                                          lane: lane, lanes: lanes.count) else { return nil }
                return UnitPlacement(x0: x0, x1: x1, y0: value.0, y1: value.1)
            }
            guard let (y0, y1) = band(mark.y, on: y, isY: true, dimension: mark.height, length: plotSize.height,
                                      lane: lane, lanes: lanes.count) else { return nil }
            return UnitPlacement(x0: value.0, x1: value.1, y0: y0, y1: y1)
        case .rectangle:
            guard let (x0, x1) = band(mark.x, on: x, isY: false, dimension: mark.width, length: plotSize.width, lane: nil, lanes: 0,
                                      ratio: 1),
                  let (y0, y1) = band(mark.y, on: y, isY: true, dimension: mark.height, length: plotSize.height, lane: nil, lanes: 0,
                                      ratio: 1)
            else { return nil }
            return UnitPlacement(x0: x0, x1: x1, y0: y0, y1: y1)
        }
    }

    /// A rule's extent on one axis: the whole axis when it has none, from a value to an
    /// edge, or between two values.
    private func span(_ extent: PlotExtent?, on scale: PlotScale, length: Double, isY: Bool) -> (Double, Double)? {
        guard let extent else { return (0, 1) }
        switch extent {
        case .at(let value):
            guard let at = scale.position(value) else { return nil }
            return (at, at)
        case let .span(a, b), let .unit(a, b):
            guard let start = scale.position(a), let end = scale.position(b) else { return nil }
            return (start, end)
        case let .fixed(start, end):
            return Self.fixed(start, end, length: length, isY: isY)
        }
    }

    /// Fixed positions in points from the plot's top-leading corner as fractions along an
    /// axis of `length` (y runs up from the bottom): `nil` ends are the plot's edges.
    private static func fixed(_ start: Double?, _ end: Double?, length: Double, isY: Bool) -> (Double, Double) {
        guard length > 0 else { return (0, 1) }
        func unit(_ points: Double) -> Double { isY ? 1 - points / length : points / length }
        return (start.map(unit) ?? (isY ? 1 : 0), end.map(unit) ?? (isY ? 0 : 1))
    }

    /// A bar's or a rectangle's extent across its band: a category's band or a date
    /// unit, narrowed as `dimension` says (and to its lane among grouped bars); or a
    /// fixed width around a number.
    private func band(_ extent: PlotExtent?, on scale: PlotScale, isY: Bool, dimension: MarkDimension, length: Double,
                      lane: Int?, lanes: Int, ratio: Double = barRatio) -> (Double, Double)? {
        guard let extent, length > 0 else { return nil }
        var start: Double, end: Double
        switch extent {
        case .at(let value):
            if let band = scale.band(value) {
                (start, end) = band
            } else {
                guard let at = scale.position(value) else { return nil }
                let width = dimension == .automatic ? (cells ? 1 : 8) / length : dimension.length(in: 0, automaticRatio: 0) / length
                return (at - width / 2, at + width / 2)
            }
        case let .unit(a, b):
            guard let s = scale.position(a), let e = scale.position(b) else { return nil }
            (start, end) = (min(s, e), max(s, e))
        case let .span(a, b):
            guard let s = scale.position(a), let e = scale.position(b) else { return nil }
            return (s, e)
        case let .fixed(start, end):
            return Self.fixed(start, end, length: length, isY: isY)
        }
        if let lane, lanes > 0 {
            let width = (end - start) * 0.9 / Double(lanes)
            start += (end - start) * 0.05 + Double(lane) * width
            end = start + width
            return (start, end)
        }
        let bandLength = (end - start) * length
        let wanted = min(dimension.length(in: bandLength, automaticRatio: ratio), bandLength) / length
        let middle = (start + end) / 2
        return (middle - wanted / 2, middle + wanted / 2)
    }
}
