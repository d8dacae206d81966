import ClockworkTestSupport
import Charts
import ClockworkPixels
import ClockworkTesting
import Foundation
@testable import ClockworkCore
@testable import ClockworkTerminal

/// A reading of a sensor, as a panel's trend chart plots it.
struct SensorReading: Identifiable, Equatable {
    let id: Int
    let time: Date
    let value: Double
    var sensor = "temp"
}

/// Readings one second apart from a fixed date, `value(i)` each.
func readings(_ count: Int, from first: Int = 0, sensor: String = "temp", value: (Int) -> Double) -> [SensorReading] {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    return (first..<(first + count)).map {
        SensorReading(id: $0, time: start.addingTimeInterval(Double($0)), value: value($0), sensor: sensor)
    }
}

extension TestHost {
    /// The display list laid out on a terminal of `width` × `height` cells.
    func cellItems(width: Int, height: Int) -> [DisplayItem] {
        graph.textMeasure = CellTextMeasure()
        graph.layoutMetrics = .cells
        graph.layout(in: Size(width: Double(width), height: Double(height)))
        return graph.displayList().items
    }

    /// What a terminal of `width` × `height` cells shows, a line a row.
    func cellScreen(width: Int, height: Int) -> String {
        let grid = CellGrid(drawing: cellItems(width: width, height: height), width: width, height: height)
        return (0..<height).map { y in String((0..<width).map { grid.character($0, y) }) }.joined(separator: "\n")
    }

    /// The display list laid out in points on a `width` × `height` screen, as the pixel
    /// target lays it out (its text measure and metrics).
    func pointItems(width: Int, height: Int) throws -> [DisplayItem] {
        let canvas = try PixelCanvas(width: width, height: height, units: .points(scale: 1))
        graph.textMeasure = canvas.textMeasure
        graph.layoutMetrics = canvas.layoutMetrics
        graph.layout(in: canvas.layoutSize)
        return graph.displayList().items
    }
}

extension DisplayItem {
    /// The text the item shows, if it is a text.
    var text: String? {
        if case .text(let text) = primitive { return text }
        return nil
    }

    /// The path a stroked path item draws, if it is one.
    var strokedPath: Path? {
        if case .shape(.path(let path), .stroke) = primitive { return path }
        return nil
    }

    /// The path a filled path item draws, if it is one.
    var filledPath: Path? {
        if case .shape(.path(let path), .fill) = primitive { return path }
        return nil
    }

    /// Whether the item is a filled rectangle (a bar in points).
    var isFilledRectangle: Bool {
        if case .shape(.rectangle, .fill) = primitive { return true }
        if case .shape(.roundedRectangle, .fill) = primitive { return true }
        return false
    }

    /// The style the item's shape is drawn with.
    var drawingStyle: PaintStyle? {
        if case .shape(_, let drawing) = primitive { return drawing.style }
        return nil
    }
}

extension Path {
    /// The points the path's elements end at, in order.
    var endPoints: [CGPoint] {
        elements.compactMap { element in
            switch element {
            case .move(let to), .line(let to): to
            case .quadCurve(let to, _), .curve(let to, _, _): to
            case .closeSubpath: nil
            }
        }
    }
}
