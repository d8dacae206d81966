@testable import Charts
import Clockwork
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

@Observable
private final class TrendModel {
    var history = readings(20) { Double($0 % 5) }
    var status = "running"

    func append(_ value: Double) {
        let next = (history.last?.id ?? -1) + 1
        history.append(readings(1, from: next) { _ in value }[0])
    }

    /// Drops the oldest reading and adds one: a window that slides.
    func slide(_ value: Double) {
        append(value)
        history.removeFirst()
    }
}

private struct TrendChart: View {
    let model: TrendModel
    var body: some View {
        Chart(model.history) {
            LineMark(x: .value("Time", $0.time), y: .value("°C", $0.value))
        }
        .chartYScale(domain: 0...100)
    }
}

private struct StatusLine: View {
    let model: TrendModel
    var body: some View { Text(model.status) }
}

private struct Panel: View {
    let model: TrendModel
    var body: some View {
        VStack {
            StatusLine(model: model)
            TrendChart(model: model)
        }
    }
}

@Suite("Charts with live data: cheap appends, long series, animated changes")
@MainActor
struct ChartLiveDataTests {
    private let accent = Color.accentColor.paintStyle

    private func line(_ host: TestHost) throws -> Path {
        try #require(try host.pointItems(width: 400, height: 300).first { $0.strokedPath != nil && $0.drawingStyle == accent }?.strokedPath)
    }

    @Test("appending a reading redraws the chart and evaluates only the body that reads the series")
    func appendIsCheap() throws {
        let model = TrendModel()
        let host = try TestHost(Panel(model: model))
        #expect(try line(host).endPoints.count == 20)
        let panel = host.bodyEvaluations(of: "Panel"), status = host.bodyEvaluations(of: "StatusLine")
        let chart = host.bodyEvaluations(of: "TrendChart")
        for value in 1...5 {
            model.append(Double(value))
            host.pump()
        }
        #expect(try line(host).endPoints.count == 25)
        #expect(host.bodyEvaluations(of: "TrendChart") == chart + 5)
        #expect(host.bodyEvaluations(of: "Panel") == panel)
        #expect(host.bodyEvaluations(of: "StatusLine") == status)
    }

    @Test("a 10,000-point series is drawn as at most four points a column, and a one-sample spike stays in it")
    func longSeriesAreDecimated() throws {
        var data = readings(10_000) { sin(Double($0) / 50) * 10 + 20 }
        data[6_789] = SensorReading(id: 6_789, time: data[6_789].time, value: 95)
        let host = try TestHost(TemperatureChartOf(data: data))
        let items = try host.pointItems(width: 400, height: 300)
        let item = try #require(items.first { $0.strokedPath != nil && $0.drawingStyle == accent })
        let points = item.strokedPath!.endPoints
        let columns = Int((item.frame.size.width * 2).rounded(.up))
        #expect(points.count <= 4 * columns)
        #expect(points.count < 10_000)
        // The spike is the top of the line, and the line still reaches it.
        let top = try #require(points.min { $0.y < $1.y })
        let plotHeight = item.frame.size.height
        #expect(abs((1 - top.y / plotHeight) - 0.95) < 0.01)
    }

    @Test("Decimation keeps each column's first, least, greatest and last points, in order, and every point of a short series")
    func decimation() {
        let xs = (0..<100).map(Double.init), ys = (0..<100).map { Double(($0 * 37) % 11) }
        #expect(Decimation.indices(xs: xs, ys: ys, columns: 50) == Array(0..<100))
        let kept = Decimation.indices(xs: xs, ys: ys, columns: 5)
        #expect(kept == kept.sorted())
        #expect(kept.count <= 20)
        for column in 0..<5 {
            let range = (column * 20)..<(column * 20 + 20)
            let inColumn = kept.filter { range.contains($0) }
            #expect(inColumn.contains(range.lowerBound) && inColumn.contains(range.upperBound - 1))
            #expect(inColumn.map { ys[$0] }.max() == range.map { ys[$0] }.max())
            #expect(inColumn.map { ys[$0] }.min() == range.map { ys[$0] }.min())
        }
        // Unsorted x is left as it is.
        #expect(Decimation.indices(xs: xs.reversed(), ys: ys, columns: 5) == Array(0..<100))
    }

    @Test("an animated change moves the line from where it was: halfway through, halfway there")
    func animatedChange() throws {
        let model = TrendModel()
        model.history = readings(3) { _ in 20 }
        let host = try TestHost(TrendChart(model: model))
        let before = try line(host).endPoints[1].y
        withAnimation(.linear(duration: 1)) {
            model.history = readings(3) { _ in 60 }
        }
        host.pump()
        host.advance(by: .milliseconds(500))
        let halfway = try line(host).endPoints[1].y
        host.advance(by: .milliseconds(600))
        let after = try line(host).endPoints[1].y
        #expect(after < before)
        #expect(abs((before - halfway) / (before - after) - 0.5) < 0.06, "\(before) \(halfway) \(after)")
        // Without an animation the line jumps at once.
        model.history = readings(3) { _ in 20 }
        host.pump()
        #expect(try line(host).endPoints[1].y == before)
    }

    @Test("in a sliding window animated by withAnimation, the readings that stay slide left to their new places")
    func slidingWindowAnimates() throws {
        let model = TrendModel()
        model.history = readings(5) { _ in 50 }
        let host = try TestHost(TrendChart(model: model))
        let start = try line(host).endPoints
        withAnimation(.linear(duration: 1)) { model.slide(50) }
        host.pump()
        host.advance(by: .milliseconds(500))
        let halfway = try line(host).endPoints
        // Reading 1 was second and becomes first: halfway, it is between the two places.
        #expect(halfway[0].x > start[0].x && halfway[0].x < start[1].x, "\(start.map(\.x)) \(halfway.map(\.x))")
    }
}

private struct TemperatureChartOf: View {
    let data: [SensorReading]
    var body: some View {
        Chart(data) { LineMark(x: .value("Time", $0.time), y: .value("°C", $0.value)) }.chartYScale(domain: 0...100)
    }
}
