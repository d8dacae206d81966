import Charts
import Clockwork
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

// Charts written as Apple's Swift Charts documentation teaches them, checked through
// what they put in the display list, on a terminal and in pixels.

private struct TemperatureChart: View {
    let readings: [SensorReading]
    var body: some View {
        Chart(readings) {
            LineMark(x: .value("Time", $0.time), y: .value("°C", $0.value))
        }
    }
}

private struct SeriesChart: View {
    let readings: [SensorReading]
    var body: some View {
        Chart(readings) {
            LineMark(x: .value("Time", $0.time), y: .value("Value", $0.value))
                .foregroundStyle(by: .value("Sensor", $0.sensor))
        }
    }
}

private struct Sale: Identifiable {
    let id = UUID()
    let product: String
    let count: Double
    let store: String
}

private let sales = [
    Sale(product: "Cube", count: 5, store: "North"), Sale(product: "Cube", count: 3, store: "South"),
    Sale(product: "Sphere", count: 4, store: "North"), Sale(product: "Sphere", count: 2, store: "South"),
]

@Suite("Charts: marks, scales, axes and legends")
@MainActor
struct ChartTests {
    private let accent = Color.accentColor.paintStyle

    @Test("a line chart of identifiable data draws one line through every reading, left to right, on a y scale from zero")
    func lineThroughEveryReading() throws {
        let values = [10.0, 20, 15, 30, 25]
        let host = try TestHost(TemperatureChart(readings: readings(5) { values[$0] }))
        let items = try host.pointItems(width: 400, height: 300)
        let lines = items.filter { $0.strokedPath != nil && $0.drawingStyle == accent }
        #expect(lines.count == 1)
        let points = try #require(lines.first?.strokedPath).endPoints
        #expect(points.count == 5)
        #expect(zip(points, points.dropFirst()).allSatisfy { $0.x < $1.x })
        // Higher values are higher up: the 30 is the topmost point, the 10 the lowest.
        #expect(points.map(\.y).min() == points[3].y)
        #expect(points.map(\.y).max() == points[0].y)
        let labels = Set(items.compactMap(\.text))
        #expect(labels.isSuperset(of: ["0", "10", "20", "30"]), "\(labels)")
        #expect(host.renderTree.contains("Chart marks=5"))
    }

    @Test("foregroundStyle(by:) draws a line a series in the palette's colors and lists the series in the legend")
    func seriesAndLegend() throws {
        let data = readings(4, sensor: "temp") { Double($0) } + readings(4, from: 4, sensor: "press") { Double(10 - $0) }
        let host = try TestHost(SeriesChart(readings: data))
        let items = try host.pointItems(width: 400, height: 300)
        let lines = items.filter { $0.strokedPath != nil && $0.drawingStyle != HierarchicalShapeStyle.tertiary.paintStyle }
        #expect(lines.map(\.drawingStyle) == [Color.blue.paintStyle, Color.green.paintStyle])
        #expect(lines.map { $0.strokedPath!.endPoints.count } == [4, 4])
        let texts = items.compactMap(\.text)
        #expect(texts.contains("temp") && texts.contains("press"))
    }

    @Test("chartForegroundStyleScale gives each series the style it names")
    func foregroundStyleScale() throws {
        let data = readings(3, sensor: "temp") { Double($0) } + readings(3, from: 3, sensor: "press") { Double($0) }
        let host = try TestHost(SeriesChart(readings: data).chartForegroundStyleScale(["press": Color.orange, "temp": Color.red]))
        let items = try host.pointItems(width: 400, height: 300)
        let lines = items.filter { $0.strokedPath != nil && $0.drawingStyle != HierarchicalShapeStyle.tertiary.paintStyle }
        #expect(lines.map(\.drawingStyle) == [Color.red.paintStyle, Color.orange.paintStyle])
        // The legend follows the scale's order.
        let texts = items.compactMap(\.text)
        #expect(texts.firstIndex(of: "press")! < texts.firstIndex(of: "temp")!)
    }

    @Test("bars of two series at one category stack; position(by:) sets them side by side")
    func stackedAndGroupedBars() throws {
        let stacked = try TestHost(Chart(sales) {
            BarMark(x: .value("Product", $0.product), y: .value("Sold", $0.count)).foregroundStyle(by: .value("Store", $0.store))
        })
        let bars = try stacked.pointItems(width: 300, height: 200).filter(\.isFilledRectangle)
        #expect(bars.count == 4)
        // The South bar of the cube sits on top of its North bar, in the same column.
        #expect(bars[1].frame.minX == bars[0].frame.minX)
        #expect(abs(bars[1].frame.maxY - bars[0].frame.minY) < 0.01)
        #expect(abs(bars[0].frame.size.height / bars[1].frame.size.height - 5.0 / 3.0) < 0.01)

        let grouped = try TestHost(Chart(sales) {
            BarMark(x: .value("Product", $0.product), y: .value("Sold", $0.count))
                .foregroundStyle(by: .value("Store", $0.store))
                .position(by: .value("Store", $0.store))
        })
        let lanes = try grouped.pointItems(width: 300, height: 200).filter(\.isFilledRectangle)
        #expect(lanes.count == 4)
        #expect(lanes[1].frame.minX >= lanes[0].frame.maxX - 0.01)
        #expect(lanes[0].frame.maxY == lanes[1].frame.maxY)
    }

    @Test("chartYScale(domain:) fixes the y scale; chartXScale(domain:) orders the categories")
    func explicitDomains() throws {
        let host = try TestHost(Chart {
            BarMark(x: .value("Level", "High"), y: .value("Count", 3))
            BarMark(x: .value("Level", "Low"), y: .value("Count", 1))
        }
        .chartYScale(domain: 0...10)
        .chartXScale(domain: ["Low", "Medium", "High"]))
        let items = try host.pointItems(width: 330, height: 200)
        let labels = items.compactMap(\.text)
        #expect(labels.contains("10"))
        let low = try #require(items.first { $0.text == "Low" }), high = try #require(items.first { $0.text == "High" })
        #expect(items.contains { $0.text == "Medium" })
        #expect(low.frame.minX < high.frame.minX)
        let bars = items.filter(\.isFilledRectangle)
        // A bar of 3 on a scale to 10 is 0.3 of the bar of 1's... three times its height.
        #expect(abs(bars[0].frame.size.height / bars[1].frame.size.height - 3) < 0.01)
        #expect(bars[0].frame.minX > bars[1].frame.minX)
    }

    @Test("AxisMarks(values:) marks exactly the values given, labeled as the format says, and its content reads each AxisValue")
    func axisMarksWithValuesAndFormat() throws {
        var seen: [Double] = []
        let host = try TestHost(TemperatureChart(readings: readings(5) { Double($0 * 10) })
            .chartYAxis {
                AxisMarks(values: [0, 25, 50]) { value in
                    AxisGridLine()
                    AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1)))
                    let _ = seen.append(value.as(Double.self) ?? -1)
                }
            })
        let items = try host.pointItems(width: 400, height: 300)
        let labels = items.compactMap(\.text)
        #expect(labels.contains("0.0") && labels.contains("25.0"))
        #expect(!labels.contains("10") && !labels.contains("20"))
        #expect(seen.suffix(3) == [0, 25, 50])
    }

    @Test("a RuleMark spans the plot at its value, and its annotation sits above it")
    func ruleWithAnnotation() throws {
        let host = try TestHost(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 8))
            BarMark(x: .value("Day", "Tue"), y: .value("kWh", 6))
            RuleMark(y: .value("Limit", 7))
                .foregroundStyle(.red)
                .annotation(position: .top, alignment: .leading) { Text("limit") }
        })
        let items = try host.pointItems(width: 300, height: 200)
        let rule = try #require(items.first { $0.strokedPath != nil && $0.drawingStyle == Color.red.paintStyle })
        let ends = rule.strokedPath!.endPoints
        #expect(ends.count == 2 && ends[0].y == ends[1].y)
        #expect(ends[0].x == 0 && abs(Double(ends[1].x) - rule.frame.size.width) < 0.01)
        let label = try #require(items.first { $0.text == "limit" })
        let ruleY = rule.frame.minY + Double(ends[0].y)
        #expect(label.frame.maxY <= ruleY && label.frame.maxY > ruleY - 10)
        #expect(abs(label.frame.minX - rule.frame.minX) < 0.01)
    }

    @Test("PointMarks draw a symbol each; symbol(by:) gives each series a shape of its own, shown in the legend")
    func pointsAndSymbols() throws {
        let data = readings(3, sensor: "a") { Double($0) } + readings(3, from: 3, sensor: "b") { Double($0) }
        let host = try TestHost(Chart(data) {
            PointMark(x: .value("Time", $0.time), y: .value("Value", $0.value)).symbol(by: .value("Sensor", $0.sensor))
        })
        let screen = host.cellScreen(width: 40, height: 12)
        #expect(screen.filter { $0 == "●" }.count == 3 + 1, "\(screen)")
        #expect(screen.filter { $0 == "■" }.count == 3 + 1, "\(screen)")
        let points = try host.pointItems(width: 300, height: 200)
        #expect(points.filter { if case .shape(.circle, .fill) = $0.primitive { true } else { false } }.count == 4)
    }

    @Test("AreaMarks of two series stack the second on the first")
    func stackedAreas() throws {
        let data = readings(3, sensor: "a") { _ in 2 } + readings(3, from: 0, sensor: "b") { _ in 3 }
        let host = try TestHost(Chart(data.indices.map { ($0, data[$0]) }, id: \.0) { _, reading in
            AreaMark(x: .value("Time", reading.time), y: .value("Flow", reading.value)).foregroundStyle(by: .value("Line", reading.sensor))
        }.chartYScale(domain: 0...10))
        let areas = try host.pointItems(width: 300, height: 200).filter { $0.filledPath != nil }
        #expect(areas.count == 2)
        let lower = areas[0].filledPath!.endPoints.map(\.y), upper = areas[1].filledPath!.endPoints.map(\.y)
        // The second area's base is the first one's top.
        #expect(Set(lower.prefix(3)) == Set(upper.suffix(3)))
        #expect(upper.prefix(3).allSatisfy { $0 < lower[0] })
    }

    @Test("interpolationMethod(.stepStart) runs flat, then changes at the next point; .monotone never overshoots")
    func interpolation() throws {
        let data = readings(3) { [0.0, 10, 10][$0] }
        let steps = try TestHost(Chart(data) {
            LineMark(x: .value("t", $0.time), y: .value("v", $0.value)).interpolationMethod(.stepStart)
        })
        let stepped = try #require(steps.pointItems(width: 300, height: 200).first { $0.drawingStyle == accent }?.strokedPath)
        let ends = stepped.endPoints
        #expect(ends.count == 5)
        #expect(ends[1].x == ends[0].x && ends[2].y == ends[1].y)

        let smooth = try TestHost(Chart(data) {
            LineMark(x: .value("t", $0.time), y: .value("v", $0.value)).interpolationMethod(.monotone)
        })
        let curve = try #require(smooth.pointItems(width: 300, height: 200).first { $0.drawingStyle == accent }?.strokedPath)
        let top = curve.endPoints.map(\.y).min()!
        // The control points of the flat stretch stay at its height: no bump above 10.
        for element in curve.elements {
            if case let .curve(_, c1, c2) = element { #expect(c1.y >= top - 0.01 && c2.y >= top - 0.01) }
        }
    }

    @Test("chartLegend(.hidden) and chartXAxis(.hidden) take the legend and the axis's labels away")
    func hiddenLegendAndAxis() throws {
        let data = readings(3, sensor: "temp") { Double($0) } + readings(3, from: 3, sensor: "press") { Double($0) }
        let shown = try TestHost(SeriesChart(readings: data)).cellScreen(width: 50, height: 12)
        #expect(shown.contains("● temp"))
        let hidden = try TestHost(SeriesChart(readings: data).chartLegend(.hidden).chartXAxis(.hidden)).cellScreen(width: 50, height: 12)
        #expect(!hidden.contains("temp"))
        #expect(!hidden.contains(":"), "\(hidden)")
    }

    @Test("chartPlotStyle's background is drawn behind the marks, and a frame there sets the plot's height")
    func plotStyle() throws {
        let host = try TestHost(TemperatureChart(readings: readings(4) { Double($0) })
            .chartPlotStyle { plot in plot.frame(height: 100).background(Color.yellow) })
        let items = try host.pointItems(width: 400, height: 300)
        let background = try #require(items.firstIndex { $0.isFilledRectangle && $0.drawingStyle == Color.yellow.paintStyle })
        let line = try #require(items.firstIndex { $0.strokedPath != nil && $0.drawingStyle == accent })
        #expect(background < line)
        #expect(items[background].frame.size.height == 100)
        #expect(items[line].frame == items[background].frame)
    }

    @Test("axis labels of the user's views are shown at the values that fit")
    func labelViews() throws {
        let host = try TestHost(TemperatureChart(readings: readings(5) { Double($0 * 10) })
            .chartYAxis {
                AxisMarks(values: [0, 20, 40]) { value in
                    AxisValueLabel { Text("\(Int(value.as(Double.self) ?? 0))°") }
                }
            })
        let texts = try host.pointItems(width: 400, height: 300).compactMap(\.text)
        #expect(texts.contains("0°") && texts.contains("20°") && texts.contains("40°"), "\(texts)")
    }

    @Test("RectangleMark and BarMark(xStart:xEnd:y:) cover the ranges they are given; a nil end is the plot's edge")
    func ranges() throws {
        let host = try TestHost(Chart {
            RectangleMark(xStart: .value("from", 2.0), xEnd: .value("to", 4.0), yStart: .value("low", 1.0), yEnd: .value("high", 3.0))
            RectangleMark(yStart: .value("low", 6.0), yEnd: .value("high", 7.0))
            RuleMark(xStart: 10, y: .value("target", 5.0))
        }.chartXScale(domain: 0...10).chartYScale(domain: 0...10))
        let items = try host.pointItems(width: 300, height: 200)
        let rectangles = items.filter(\.isFilledRectangle)
        let rule = try #require(items.first { $0.strokedPath != nil && $0.drawingStyle == accent })
        let plot = rule.frame
        #expect(abs(rectangles[0].frame.size.width - plot.size.width * 0.2) < 0.01)
        #expect(abs(rectangles[0].frame.size.height - plot.size.height * 0.2) < 0.01)
        // The band reaches across the whole plot.
        #expect(rectangles[1].frame.minX == plot.minX && rectangles[1].frame.size.width == plot.size.width)
        // The rule starts 10 points in and runs to the trailing edge, halfway up.
        let ends = rule.strokedPath!.endPoints
        #expect(ends[0].x == 10 && abs(Double(ends[1].x) - plot.size.width) < 0.01)
        #expect(abs(Double(ends[0].y) - plot.size.height / 2) < 0.01)

        let gantt = try TestHost(Chart {
            BarMark(xStart: .value("start", 0.0), xEnd: .value("end", 5.0), y: .value("task", "build"))
            BarMark(xStart: .value("start", 5.0), xEnd: .value("end", 8.0), y: .value("task", "test"))
        }.chartXScale(domain: 0...10))
        let bars = try gantt.pointItems(width: 300, height: 200).filter(\.isFilledRectangle)
        #expect(bars.count == 2)
        #expect(abs(bars[0].frame.maxX - bars[1].frame.minX) < 0.01)
        #expect(abs(bars[0].frame.size.width / bars[1].frame.size.width - 5.0 / 3.0) < 0.01)
        #expect(bars[0].frame.minY < bars[1].frame.minY)
    }

    @Test("the chart is an image to accessibility, saying how many marks it has and what its axes show")
    func accessibility() throws {
        let host = try TestHost(TemperatureChart(readings: readings(3) { Double($0) }))
        #expect(host.accessibilityTree.contains("3 marks; x: Time; y: °C"), "\(host.accessibilityTree)")
    }
}

/// A trend as a panel shows it: two series as lines over a shaded band, a limit rule.
private struct GoldenTrend: View {
    var body: some View {
        let data = readings(40, sensor: "boiler") { 20 + 8 * sin(Double($0) / 6) }
            + readings(40, from: 40, sensor: "return") { 14 + 4 * cos(Double($0 - 40) / 5) }
        Chart {
            ForEach(data.filter { $0.sensor == "boiler" }) { reading in
                AreaMark(x: .value("Time", reading.time), yStart: .value("Low", reading.value - 3), yEnd: .value("High", reading.value + 3))
                    .foregroundStyle(Color.blue.opacity(0.2))
            }
            ForEach(data) { reading in
                LineMark(x: .value("Time", reading.time), y: .value("°C", reading.value), series: .value("Sensor", reading.sensor))
                    .foregroundStyle(by: .value("Sensor", reading.sensor))
                    .interpolationMethod(.catmullRom)
            }
            RuleMark(y: .value("Limit", 30)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
        }
        .chartYScale(domain: 0...40)
        .padding(8)
    }
}

/// Bars by category with value annotations and a custom y axis.
private struct GoldenBars: View {
    var body: some View {
        Chart(sales) { sale in
            BarMark(x: .value("Product", sale.product), y: .value("Sold", sale.count))
                .foregroundStyle(by: .value("Store", sale.store))
                .position(by: .value("Store", sale.store))
                .cornerRadius(3)
                .annotation(position: .top) { Text("\(Int(sale.count))").font(.caption) }
        }
        .chartYAxis { AxisMarks(position: .leading, values: [0, 2, 4, 6]) }
        .chartForegroundStyleScale(["North": Color.teal, "South": Color.orange])
        .padding(8)
    }
}

@Suite("Charts drawn: on a terminal, and in pixels against golden images")
@MainActor
struct ChartDrawingTests {
    private func golden(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name).png").path
    }

    @Test("on a terminal a line is braille dots, bars are block characters ending in an eighth block, and labels are text")
    func terminal() throws {
        let bars = try TestHost(Chart {
            BarMark(x: .value("Pump", "A"), y: .value("Load", 3))
            BarMark(x: .value("Pump", "B"), y: .value("Load", 7.5))
        }.chartYScale(domain: 0...8))
        let screen = bars.cellScreen(width: 20, height: 9)
        let rows = screen.split(separator: "\n").map(String.init)
        // Eight rows of plot, a row of labels: B's bar fills seven and a half rows, its top
        // a lower half block.
        #expect(rows[8].contains("A") && rows[8].contains("B"), "\(screen)")
        let columnOfB = try #require(rows[8].firstIndex(of: "B")).utf16Offset(in: rows[8])
        let bColumn = rows.prefix(8).map { Array($0)[columnOfB] }
        #expect(bColumn == ["▄", "█", "█", "█", "█", "█", "█", "█"], "\(screen)")
        #expect(rows[3].hasSuffix("5") && rows[7].hasSuffix("0"), "\(screen)")

        let line = try TestHost(TemperatureChart(readings: readings(30) { sin(Double($0) / 4) + 1 }))
        let lineScreen = line.cellScreen(width: 40, height: 10)
        let dots = lineScreen.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }
        #expect(dots.count >= 30, "\(lineScreen)")
        #expect(lineScreen.contains("┈"))
    }

    @Test("a trend with a band, two series and a limit matches its golden image")
    func trendGolden() throws {
        let result = try TestHost(GoldenTrend()).compareSnapshot(toGolden: golden("chart-trend"), width: 400, height: 240)
        #expect(result.matches, "\(result)")
    }

    @Test("grouped bars with annotations, a leading axis and a style scale match their golden image")
    func barsGolden() throws {
        let result = try TestHost(GoldenBars()).compareSnapshot(toGolden: golden("chart-bars"), width: 320, height: 220)
        #expect(result.matches, "\(result)")
    }

    @Test("a chart drawn from other data does not match the golden image")
    func goldenCanFail() throws {
        guard ProcessInfo.processInfo.environment["CLOCKWORK_RECORD_GOLDEN"] != "1" else { return }
        let other = try TestHost(TemperatureChart(readings: readings(40) { Double($0) }).padding(8))
        let result = try other.compareSnapshot(toGolden: golden("chart-trend"), width: 400, height: 240)
        #expect(!result.matches)
    }
}
