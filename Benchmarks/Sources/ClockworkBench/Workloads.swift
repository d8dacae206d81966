import ClockworkCore
import ClockworkViews
import ClockworkLoop
import BenchmarkKit

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

/// Hands a view's state binding to the benchmark driving it.
@MainActor
final class BindingProbe<Value> {
    var binding: Binding<Value>?
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
