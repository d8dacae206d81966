import ArgumentParser
import BenchmarkKit
import ClockworkCore
import ClockworkLoop
import ClockworkPixels
import Glibc
import SensorPanelKit

/// `clockwork-bench render-w2-pixels`: W2 (one row of 1,000 changes) end to end to an
/// 800x480 pixel target in memory: µs and pixels per update, and what the target spent
/// presenting it (the damage redrawn and copied) against a full redraw of the same frame,
/// in the same run.
struct RenderW2PixelsBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-w2-pixels", abstract: "W2 end to end to an 800x480 pixel target: µs and pixels per update, against a full redraw.")

    @Option(help: "Updates.")
    var n = 200

    @Option(help: "What the target lays out in: points (SwiftUI's units, text by Pango) or cells.")
    var layout = PixelLayoutOption.points

    @OptionGroup var output: OutputOptions

    func run() throws {
        try MainActor.assumeIsolated {
            let store = RowStore(count: 1_000)
            let graph = try ManualGraph(RowList(store: store))
            let target = try PixelTarget(width: 800, height: 480, units: layout.units)
            let timed = TimedTarget(target)
            graph.host.present(on: timed)
            graph.tick()
            timed.cpu = .zero
            var pixels = 0
            var updateCPU = Duration.zero, fullCPU = Duration.zero
            for update in 0..<n {
                // Rows on screen (the 1,000-row stack is centred on row 500).
                store.rows[496 + (update * 7) % 8].value += 1
                let start = threadCPUTime()
                graph.tick()
                let middle = threadCPUTime()
                target.canvas.draw(graph.host.displayList)
                fullCPU += threadCPUTime() - middle
                updateCPU += middle - start
                pixels += target.lastFramePixels
            }
            let usPerUpdate = updateCPU.seconds * 1e6 / Double(n), fullUs = fullCPU.seconds * 1e6 / Double(n)
            let presentUs = timed.cpu.seconds * 1e6 / Double(n)
            printReport([
                ReportRow([
                    "name": .text("render-w2-pixels"), "n": .integer(Int64(n)), "layout": .text(layout.rawValue),
                    "us_per_update": .number(usPerUpdate, decimals: 1),
                    "present_us_per_update": .number(presentUs, decimals: 1),
                    "pixels_per_update": .number(Double(pixels) / Double(n), decimals: 0),
                    "full_redraw_us": .number(fullUs, decimals: 1),
                    "full_redraw_pixels": .integer(800 * 480),
                    "ratio_to_full": .number(presentUs / fullUs, decimals: 3),
                ])
            ], json: output.json)
        }
    }
}

/// `clockwork-bench panel-pixels`: the demo's panel, with its trend charts as the demo
/// shows them (`--without-trends` leaves them out), fed 1,000 readings a second, ticking
/// at 60 Hz on a manual clock into an 800x480 pixel target in memory: loop-thread CPU per
/// tick and pixels redrawn. `--paced` sleeps a 60 Hz period before each tick, as a device
/// does (LVGL's benchmarks pace the same way), so each tick starts with cold caches.
struct PanelPixelsBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "panel-pixels", abstract: "The demo panel per 60 Hz tick with a 1 kHz feed, drawn in 800x480 pixels.")

    @Option(help: "Ticks.")
    var ticks = 600

    @Option(help: "What the target lays the panel out in: points (spaced as the demo does there) or cells.")
    var layout = PixelLayoutOption.points

    @Flag(help: "Sleep a 60 Hz period before each tick, as a device does: caches start cold.")
    var paced = false

    @Flag(help: "Leave out the trend charts the demo shows (a minute of the three readings, two points a second).")
    var withoutTrends = false

    @OptionGroup var output: OutputOptions

    func run() throws {
        let perTick = 1_000 / 60, paced = paced
        let readings = panelReadings(ticks: ticks, perTick: perTick)
        try MainActor.assumeIsolated {
            let instruments = Instruments(rate: nil)
            let history = withoutTrends ? nil : fullTrendHistory()
            let spacing: PanelView.Spacing = layout == .points ? .points : .cells
            let graph = try ManualGraph(PanelView(instruments: instruments, trends: history, spacing: spacing), ticksPerSecond: 60)
            let target = try PixelTarget(width: 800, height: 480, units: layout.units)
            graph.host.present(on: target)
            graph.tick()
            let producer = try Producer(instruments: instruments, history: history)
            var cpu = Duration.zero, pixels = 0, rects = 0, mostPixels = 0, wholeScreens = 0
            for tick in 0..<ticks {
                producer.publish(readings[(tick * perTick)..<((tick + 1) * perTick)])
                if paced { usleep(16_667) }
                let start = threadCPUTime()
                graph.tick()
                cpu += threadCPUTime() - start
                pixels += target.lastFramePixels
                rects += target.lastFrameDamage.count
                mostPixels = max(mostPixels, target.lastFramePixels)
                if target.lastFramePixels == 800 * 480 { wholeScreens += 1 }
            }
            _ = producer.finish()
            printReport([
                ReportRow([
                    "name": .text("panel-pixels"), "ticks": .integer(Int64(ticks)), "layout": .text(layout.rawValue),
                    "paced": .bool(paced), "trends": .bool(history != nil), "us_per_tick": .number(cpu.seconds * 1e6 / Double(ticks), decimals: 1),
                    "pixels_per_tick": .number(Double(pixels) / Double(ticks), decimals: 0),
                    "rects_per_tick": .number(Double(rects) / Double(ticks), decimals: 1),
                    "max_pixels_per_tick": .integer(Int64(mostPixels)),
                    "whole_screen_ticks": .integer(Int64(wholeScreens)),
                ])
            ], json: output.json)
        }
    }
}

/// A target that passes frames on to another and adds up the thread CPU time it took.
@MainActor
private final class TimedTarget: RenderTarget {
    let target: PixelTarget
    var cpu = Duration.zero

    init(_ target: PixelTarget) {
        self.target = target
    }

    var size: Size { target.size }
    var textMeasure: any TextMeasure { target.textMeasure }
    var layoutMetrics: LayoutMetrics { target.layoutMetrics }

    func present(_ list: DisplayList, damage: Damage) {
        let start = threadCPUTime()
        target.present(list, damage: damage)
        cpu += threadCPUTime() - start
    }

    func close() {}
}

/// `--layout`: what a pixel benchmark's target lays views out in.
enum PixelLayoutOption: String, ExpressibleByArgument, CaseIterable {
    /// Points at one pixel each: the pixel target's default.
    case points
    /// Cells of 10 × 20 pixels, as a terminal lays out.
    case cells

    var units: PixelUnits { self == .points ? .points(scale: 1) : .standardCells }
}
