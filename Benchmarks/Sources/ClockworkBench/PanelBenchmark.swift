import ArgumentParser
import BenchmarkKit
import ClockworkCore
import ClockworkLoop
import ClockworkTerminal
import Dispatch
import Foundation
import SensorPanelKit

/// `clockwork-bench panel`: the demo's panel (its own code, `SensorPanelKit`) fed 1,000
/// readings a second from a producer thread, ticking at 60 Hz on a manual clock into an
/// 80x24 terminal, against a hand-written floor in the same run: the same screen from
/// straight-line code (the same numbers formatted, the same strings built, changed cells
/// written with cursor moves and colors), no framework, run after each tick on the same
/// reading.
struct PanelBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "panel", abstract: "The demo panel per 60 Hz tick with a 1 kHz feed, against a hand-written floor.")

    @Option(help: "Ticks.")
    var ticks = 1_200

    @Option(help: "Readings per second from the producer.")
    var feed = 1_000

    @Flag(help: "Sleep a 60 Hz period before each tick, as the daemon does, so each tick starts with the cold caches a daemon's tick has (the figure its CPU share follows).")
    var paced = false

    @OptionGroup var output: OutputOptions

    func run() throws {
        let ticks = ticks, paced = paced, perTick = max(feed / 60, 1)
        let readings = panelReadings(ticks: ticks, perTick: perTick)
        try MainActor.assumeIsolated {
            let instruments = Instruments(rate: nil)
            let graph = try ManualGraph(PanelView(instruments: instruments), ticksPerSecond: 60)
            let devNull = open("/dev/null", O_WRONLY)
            defer { close(devNull) }
            let terminal = TerminalTarget(fileDescriptor: devNull, colors: .trueColor, size: Size(width: 80, height: 24),
                                          loop: graph.host.loop)
            graph.host.present(on: terminal)
            graph.tick()

            let producer = try Producer(instruments: instruments)
            var floor = PanelFloor()
            var loopCPU = Duration.zero, floorCPU = Duration.zero, bodies: Int64 = 0, bytes = 0, floorBytes = 0
            // Tick by tick, the framework then the floor on the same reading: both see the
            // host's phase of the moment, so their ratio holds when the host's speed drifts.
            for tick in 0..<ticks {
                producer.publish(readings[(tick * perTick)..<((tick + 1) * perTick)])
                if paced { usleep(16_667) }
                let start = threadCPUTime()
                graph.tick()
                let middle = threadCPUTime()
                floorBytes += floor.frame(readings[(tick + 1) * perTick - 1])
                floorCPU += threadCPUTime() - middle
                loopCPU += middle - start
                bodies += graph.lastTickBodies
                bytes += terminal.lastFrameBytes
            }
            let producerCPU = producer.finish()

            let usPerTick = loopCPU.seconds * 1e6 / Double(ticks)
            let floorUsPerTick = floorCPU.seconds * 1e6 / Double(ticks)
            printReport([
                ReportRow([
                    "name": .text("panel"), "ticks": .integer(Int64(ticks)), "feed_hz": .integer(Int64(feed)), "paced": .bool(paced),
                    "us_per_tick": .number(usPerTick, decimals: 1),
                    "floor_us_per_tick": .number(floorUsPerTick, decimals: 2),
                    "ratio": .number(usPerTick / floorUsPerTick, decimals: 1),
                    "bodies_per_tick": .number(Double(bodies) / Double(ticks), decimals: 2),
                    "producer_ns_per_write": .number(producerCPU.seconds * 1e9 / Double(ticks * perTick), decimals: 0),
                    "bytes_per_tick": .number(Double(bytes) / Double(ticks), decimals: 0),
                    "floor_bytes_per_tick": .number(Double(floorBytes) / Double(ticks), decimals: 0),
                ])
            ], json: output.json)
        }
    }
}
