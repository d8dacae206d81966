import ArgumentParser
import BenchmarkKit
import CCairo
import Charts
import ClockworkCore
import ClockworkPixels
import Foundation

/// `clockwork-bench-pixels chart-append`: a 1,000-point line chart in an 800x480 pixel
/// target, a point appended (and the oldest dropped) each 60 Hz tick on a manual clock:
/// loop-thread µs a tick, against a hand-written floor in the same run: the same polyline
/// mapped into the same plot and stroked by Cairo directly. The two alternate in rounds.
struct ChartAppendBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart-append", abstract: "A 1,000-point line chart, a point appended a 60 Hz tick, against Cairo stroking the polyline.")

    @Option(help: "Points in the chart.")
    var points = 1_000

    @Option(help: "Ticks in each of the two (chart and floor).")
    var ticks = 600

    @Option(help: "Rounds the ticks are split into, alternating chart and floor.")
    var rounds = 4

    @OptionGroup var output: OutputOptions

    func run() throws {
        try MainActor.assumeIsolated {
            let series = LiveSeries(count: points)
            let graph = try ManualGraph(LiveChart(series: series), ticksPerSecond: 60)
            let target = try PixelTarget(width: 800, height: 480)
            graph.host.present(on: target)
            graph.tick()
            guard let plot = graph.host.displayList.items.first(where: { $0.isChartLine })?.frame else {
                throw ValidationError("the chart drew no line")
            }
            let floor = try PolylineFloor(width: 800, height: 480)
            var values = series.points.map(\.value), next = series.points.count
            var chartCPU = Duration.zero, floorCPU = Duration.zero, pixels = 0, rects = 0
            let perRound = max(ticks / max(rounds, 1), 1)
            for round in 0..<(2 * max(rounds, 1)) {
                for _ in 0..<perRound {
                    if round % 2 == 0 {
                        series.slide()
                        let start = threadCPUTime()
                        graph.tick()
                        chartCPU += threadCPUTime() - start
                        pixels += target.lastFramePixels
                        rects += target.lastFrameDamage.count
                    } else {
                        let start = threadCPUTime()
                        values.removeFirst()
                        values.append(LiveSeries.value(next))
                        next += 1
                        floor.draw(values, in: plot, domain: LiveSeries.domain)
                        floorCPU += threadCPUTime() - start
                    }
                }
            }
            let count = Double(perRound * max(rounds, 1))
            let chart = chartCPU.seconds * 1e6 / count, hand = floorCPU.seconds * 1e6 / count
            printReport([
                ReportRow([
                    "name": .text("chart-append"), "points": .integer(Int64(points)), "ticks": .integer(Int64(count)),
                    "us_per_tick": .number(chart, decimals: 1),
                    "floor_us_per_tick": .number(hand, decimals: 1),
                    "ratio": .number(chart / hand, decimals: 2),
                    "pixels_per_tick": .number(Double(pixels) / count, decimals: 0),
                    "rects_per_tick": .number(Double(rects) / count, decimals: 1),
                ])
            ], json: output.json)
        }
    }
}

/// `clockwork-bench-pixels chart-first-frame`: a 10,000-point line chart's first frame in
/// an 800x480 pixel target (mounting, walking the marks, laying out, cutting the series
/// down to the plot's width, drawing): loop-thread ms, the median of several, against
/// Cairo stroking the whole 10,000-point polyline.
struct ChartFirstFrameBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart-first-frame", abstract: "A 10,000-point line chart's first frame in 800x480 pixels.")

    @Option(help: "Points in the chart.")
    var points = 10_000

    @Option(help: "Frames timed.")
    var runs = 7

    @OptionGroup var output: OutputOptions

    func run() throws {
        try MainActor.assumeIsolated {
            var frames: [Double] = [], floors: [Double] = []
            var drawn = 0
            for _ in 0..<max(runs, 1) {
                let series = LiveSeries(count: points)
                let target = try PixelTarget(width: 800, height: 480)
                let start = threadCPUTime()
                let graph = try ManualGraph(LiveChart(series: series), ticksPerSecond: 60)
                graph.host.present(on: target)
                graph.tick()
                frames.append((threadCPUTime() - start).seconds * 1e3)
                guard let line = graph.host.displayList.items.first(where: { $0.isChartLine }) else {
                    throw ValidationError("the chart drew no line")
                }
                if case .shape(.path(let path), _) = line.primitive { drawn = path.elements.count }
                let floor = try PolylineFloor(width: 800, height: 480)
                let values = series.points.map(\.value)
                let floorStart = threadCPUTime()
                floor.draw(values, in: line.frame, domain: LiveSeries.domain)
                floors.append((threadCPUTime() - floorStart).seconds * 1e3)
            }
            func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
            printReport([
                ReportRow([
                    "name": .text("chart-first-frame"), "points": .integer(Int64(points)),
                    "first_frame_ms": .number(median(frames), decimals: 2),
                    "floor_ms": .number(median(floors), decimals: 2),
                    "ratio": .number(median(frames) / median(floors), decimals: 2),
                    "points_drawn": .integer(Int64(drawn)),
                ])
            ], json: output.json)
        }
    }
}

/// One point of the benchmark's series.
struct SeriesPoint: Identifiable {
    let id: Int
    let time: Date
    let value: Double
}

/// A live series: a sliding window of points, a second apart.
@MainActor
final class LiveSeries: ObservableObject {
    @Published private(set) var points: [SeriesPoint]
    private var next: Int
    /// The y scale's domain, fixed as a panel's gauge is.
    static let domain = -1.5...1.5

    init(count: Int) {
        points = (0..<count).map(Self.point)
        next = count
    }

    /// The value of point `index`: a slow wave with a faster ripple.
    nonisolated static func value(_ index: Int) -> Double {
        sin(Double(index) / 40) + 0.2 * sin(Double(index) / 3)
    }

    private static func point(_ index: Int) -> SeriesPoint {
        SeriesPoint(id: index, time: Date(timeIntervalSinceReferenceDate: 800_000_000 + Double(index)), value: value(index))
    }

    /// Appends the next point and drops the oldest.
    func slide() {
        var points = points
        points.removeFirst()
        points.append(Self.point(next))
        next += 1
        self.points = points
    }
}

/// The chart the benchmarks draw: the series as a line over time, on a fixed y scale.
struct LiveChart: View {
    @ObservedObject var series: LiveSeries

    var body: some View {
        Chart(series.points) {
            LineMark(x: .value("Time", $0.time), y: .value("Value", $0.value))
        }
        .chartYScale(domain: LiveSeries.domain)
        .padding()
    }
}

extension DisplayItem {
    /// Whether the item is a chart's line: a stroked path in the accent color.
    var isChartLine: Bool {
        if case .shape(.path, .stroke(let style, _)) = primitive { return style == Color.accentColor.paintStyle }
        return false
    }
}

/// The floor: a polyline stroked by Cairo into an image, as a hand-written panel would
/// draw its trend: the plot cleared, the values mapped into it, one path stroked.
final class PolylineFloor {
    // Unsafe pointers: the surface and context are created here and destroyed in deinit,
    // and used only by the thread that made the floor.
    private let surface: OpaquePointer
    private let context: OpaquePointer

    init(width: Int, height: Int) throws {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        context = cairo_create(surface)
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else { throw ValidationError("Cairo could not make an image") }
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Clears `plot` and strokes `values`, evenly spaced across it, on the scale `domain`.
    func draw(_ values: [Double], in plot: Rect, domain: ClosedRange<Double>) {
        cairo_set_source_rgb(context, 0.07, 0.07, 0.08)
        cairo_rectangle(context, plot.minX, plot.minY, plot.size.width, plot.size.height)
        cairo_fill(context)
        let step = plot.size.width / Double(max(values.count - 1, 1))
        let span = domain.upperBound - domain.lowerBound
        for (index, value) in values.enumerated() {
            let x = plot.minX + Double(index) * step, y = plot.maxY - (value - domain.lowerBound) / span * plot.size.height
            if index == 0 { cairo_move_to(context, x, y) } else { cairo_line_to(context, x, y) }
        }
        cairo_set_source_rgb(context, 0, 0.478, 1)
        cairo_set_line_width(context, 2)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(context)
        cairo_surface_flush(surface)
    }
}
