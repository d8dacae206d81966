import ClockworkLoop
import Logging

/// Runs a ``ViewGraph`` on an ``EventLoop``'s tick: the pipeline a Clockwork daemon (and
/// the testing host) runs every tick.
@MainActor
public final class GraphHost {
    /// The loop the graph ticks on.
    public let loop: EventLoop
    /// The live view tree.
    public let graph: ViewGraph

    /// Mounts `root` and installs the tick pipeline on `loop` (call on the loop thread,
    /// which must be the main actor's).
    public init<Root: View>(root: Root, loop: EventLoop, logger: Logger = Logger(label: "clockwork.graph")) {
        self.loop = loop
        graph = ViewGraph(root: root, loop: loop, logger: logger)
        let graph = self.graph
        loop.setTickHandler { tick in
            MainActor.assumeIsolated {
                Self.runPipeline(graph: graph, tick: &tick)
            }
        }
    }

    /// One tick, top to bottom.
    private static func runPipeline(graph: ViewGraph, tick: inout Tick) {
        // 1 drain + 3 update: apply the write log group by group, an update pass after each.
        graph.update(&tick)
        // 4 animate: step the running animations at the tick's time.
        graph.animate(&tick)
        // 6 render: refresh the render items of what changed.
        tick.measure(.render) { graph.render() }
    }
}
