import ClockworkCore
import ClockworkDaemon
import ClockworkLoop

// The peers' workloads (../shared/facts/loop-baselines.md), written as SwiftUI code.

/// W1: one @State counter shown by a Text.
struct CounterView: View {
    let probe: BindingProbe<Int>
    @State private var count = 0

    var body: some View {
        let _ = probe.binding = $count
        Text("\(count)")
    }
}

/// W2/W3: 1,000 Identifiable rows in an ObservableObject.
struct Row: Identifiable {
    let id: Int
    var title: String
    var value: Int
}

final class RowStore: ObservableObject {
    @Published var rows: [Row]

    init(count: Int) {
        rows = (0..<count).map { Row(id: $0, title: "row \($0)", value: 0) }
    }
}

struct RowView: View {
    let row: Row

    var body: some View {
        HStack {
            Text(row.title)
            Text("\(row.value)")
        }
    }
}

struct RowList: View {
    @ObservedObject var store: RowStore

    var body: some View {
        VStack {
            ForEach(store.rows) { row in
                RowView(row: row)
            }
        }
    }
}

/// Hands a view's state binding to the benchmark driving it.
@MainActor
final class BindingProbe<Value> {
    var binding: Binding<Value>?
}

/// A graph on a manual-clock loop, driven tick by tick on the calling (main) thread.
@MainActor
final class ManualGraph {
    let loop: EventLoop
    let host: GraphHost

    init<Root: View>(_ root: Root, ticksPerSecond: Int = 1_000) throws {
        loop = try EventLoop(configuration: .init(ticksPerSecond: ticksPerSecond, clock: .manual(ManualClock())))
        host = GraphHost(root: root, loop: loop)
        // Run the first frame, then stand halfway between grid points, where writes land
        // on a running daemon: each `tick()` then polls for events once and runs one tick,
        // as a real loop's wake-up does.
        loop.advance(by: loop.grid.period / 2)
    }

    /// Runs the next tick (drain, update, render).
    func tick() {
        loop.advance(by: loop.grid.period)
    }

    var lastTickBodies: Int64 { loop.recorder.latest?[.bodiesEvaluated] ?? 0 }

    /// Runs `updates` ticks, each after `mutate(update)`: the wall time and the bodies
    /// evaluated per update.
    func measureUpdates(_ updates: Int, _ mutate: (Int) -> Void) -> (perUpdate: Duration, bodiesPerUpdate: Double) {
        var bodies: Int64 = 0
        let start = MonotonicInstant.now()
        for update in 0..<updates {
            mutate(update)
            tick()
            bodies += lastTickBodies
        }
        return ((MonotonicInstant.now() - start) / updates, Double(bodies) / Double(updates))
    }
}

/// Runs `mutate` on a 1,000-row store `updates` times, each followed by a tick, and the
/// same mutations on a store nothing observes, for the model's own cost.
@MainActor
struct RowsWorkload {
    let perUpdate: Duration
    let bodiesPerUpdate: Double
    let modelPerUpdate: Duration

    init(rows: Int, updates: Int, mutate: (RowStore, Int) -> Void) throws {
        let store = RowStore(count: rows)
        (perUpdate, bodiesPerUpdate) = try ManualGraph(RowList(store: store)).measureUpdates(updates) { mutate(store, $0) }

        let bare = RowStore(count: rows)
        let modelStart = MonotonicInstant.now()
        for update in 0..<updates { mutate(bare, update) }
        modelPerUpdate = (MonotonicInstant.now() - modelStart) / updates
    }
}

/// `count` texts, each fading with its own curve when `on` flips; `staggered` gives each
/// a different delay (a microsecond apart), so no two animations are equal.
struct AnimatedGrid: View {
    let count: Int
    let curves: [Animation]
    let staggered: Bool
    let probe: BindingProbe<Bool>
    @State private var on = false

    /// Curves that run far longer than the measurement.
    static let longCurves: [Animation] = [
        .linear(duration: 60), .easeInOut(duration: 60), .timingCurve(0.2, 0.8, 0.4, 1, duration: 60),
        .spring(response: 30, dampingFraction: 0.6), .interpolatingSpring(stiffness: 0.05, damping: 0.1),
    ]

    /// Curves that repeat for ever.
    static let repeatingCurves: [Animation] = [
        .linear(duration: 1).repeatForever(), .easeInOut(duration: 0.7).repeatForever(),
        .spring(response: 0.8, dampingFraction: 0.5).repeatForever(),
    ]

    /// One curve fading in and out for ever.
    static let pulse: [Animation] = [.easeInOut(duration: 0.5).repeatForever(autoreverses: true)]

    private func animation(_ index: Int) -> Animation {
        let curve = curves[index % curves.count]
        return staggered ? curve.delay(Double(index) * 1e-6) : curve
    }

    var body: some View {
        let _ = probe.binding = $on
        VStack {
            ForEach(0..<count, id: \.self) { index in
                Text("cell \(index)")
                    .opacity(on ? 1 : 0.1)
                    .animation(animation(index), value: on)
            }
        }
    }
}
