import ArgumentParser
import BenchmarkKit
import ClockworkCore
import ClockworkLoop
import Foundation

/// `clockwork-bench animate`: the cost of stepping running animations, and the tick
/// duration of a 60 Hz loop with animated views.
struct AnimateBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "ns per animation per tick (10,000 mixed curves), and tick p99 at 60 Hz with 1,000 animated views.")

    @Option(help: "Concurrently running animations for the stepping figure.")
    var animations = 10_000

    @Option(help: "Ticks to step them (on a real 1 kHz loop).")
    var ticks = 300

    @Option(help: "Animated views on the 60 Hz loop.")
    var views = 1_000

    @Option(help: "Seconds to run the 60 Hz loop.")
    var seconds = 3.0

    @OptionGroup var output: OutputOptions

    func run() throws {
        let stepping = try MainActor.assumeIsolated { try measureStepping(sharing: true) }
        let unshared = try MainActor.assumeIsolated { try measureStepping(sharing: false) }
        let tickP99 = try MainActor.assumeIsolated { try measureRealTicks() }
        printReport([
            ReportRow([
                "name": .text("animate"), "animations": .integer(Int64(animations)),
                "ns_per_animation": .number(stepping, decimals: 2),
                "ns_per_animation_unshared": .number(unshared, decimals: 2),
                "views": .integer(Int64(views)), "hz": .integer(60),
                "tick_us_p99": .number(tickP99, decimals: 1),
            ])
        ], json: output.json)
    }

    /// Starts `animations` long-running animations of mixed curves on a real 1 kHz loop and
    /// returns the animate phase's nanoseconds per animation per tick, from the tick
    /// records (ticks run back to back when the render phase overruns the period).
    ///
    /// With `sharing`, the animations start in one transaction, as a `withAnimation` that
    /// moves many attributes does: equal curves share a timeline. Without it, each has its
    /// own delay, so every curve is evaluated on its own (the worst case).
    @MainActor
    private func measureStepping(sharing: Bool) throws -> Double {
        let loop = try EventLoop(configuration: .init(ticksPerSecond: 1_000, recordCapacity: ticks + 8))
        let probe = BindingProbe<Bool>()
        let host = GraphHost(
            root: AnimatedGrid(count: animations, curves: AnimatedGrid.longCurves, staggered: !sharing, probe: probe),
            loop: loop)
        probe.binding!.wrappedValue = true
        let target = ticks
        let counter = TickCounterHook(loop: loop, stopAfter: target + 1)
        try loop.run()
        _ = counter
        precondition(host.graph.runningAnimations == animations, "every animation ran throughout")
        // The first record is the tick that started them.
        let records = loop.recorder.latest(target)
        let nanoseconds = records.reduce(Int64(0)) { $0 + $1.phaseNanoseconds[TickPhase.animate.rawValue] }
        let stepped = records.reduce(Int64(0)) { $0 + $1[.animationsStepped] }
        return Double(nanoseconds) / Double(stepped)
    }

    /// Runs a real 60 Hz loop on this (the main) thread with `views` views animating for
    /// ever, for `seconds`; returns the p99 tick duration in µs.
    @MainActor
    private func measureRealTicks() throws -> Double {
        let loop = try EventLoop(configuration: .init(ticksPerSecond: 60))
        let probe = BindingProbe<Bool>()
        let host = GraphHost(
            root: AnimatedGrid(count: views, curves: AnimatedGrid.repeatingCurves, staggered: false, probe: probe),
            loop: loop)
        probe.binding!.wrappedValue = true
        let stopper = try JoinableThread { [seconds] in
            Thread.sleep(forTimeInterval: seconds)
            loop.stop()
        }
        try loop.run()
        stopper.join()
        precondition(host.graph.runningAnimations == views, "the views animated until the end")
        return Double(loop.recorder.summary.duration(atPercentile: 99).nanoseconds) / 1_000
    }
}

/// Stops a loop once it has run `stopAfter` ticks.
@MainActor
private final class TickCounterHook {
    private let hook: LoopHook

    init(loop: EventLoop, stopAfter count: Int) {
        hook = LoopHook(loop: loop, position: .beforeBlocking) {
            if loop.recorder.count >= Int64(count) { loop.stop() }
        }
        hook.start()
    }
}
