import ClockworkCore
import ClockworkViews
import ClockworkLoop

// The workloads both benchmark binaries run: the peers' W2 rows (../shared/facts/loop-baselines.md)
// and a graph driven tick by tick on a manual clock.

/// One of W2/W3's rows.
public struct Row: Identifiable, Sendable {
    public let id: Int
    public var title: String
    public var value: Int

    /// Row `id`, showing `title` and `value`.
    public init(id: Int, title: String, value: Int) {
        self.id = id
        self.title = title
        self.value = value
    }
}

/// W2/W3: Identifiable rows in an ObservableObject.
public final class RowStore: ObservableObject {
    @Published public var rows: [Row]

    /// `count` rows titled `row 0`, `row 1`… at value 0.
    public init(count: Int) {
        rows = (0..<count).map { Row(id: $0, title: "row \($0)", value: 0) }
    }
}

/// A row's title and value.
public struct RowView: View {
    let row: Row

    /// The row's view.
    public init(row: Row) {
        self.row = row
    }

    public var body: some View {
        HStack {
            Text(row.title)
            Text("\(row.value)")
        }
    }
}

/// Every row of a store, in a stack.
public struct RowList: View {
    @ObservedObject var store: RowStore

    /// The list of `store`'s rows.
    public init(store: RowStore) {
        self.store = store
    }

    public var body: some View {
        VStack {
            ForEach(store.rows) { row in
                RowView(row: row)
            }
        }
    }
}

/// A graph on a manual-clock loop, driven tick by tick on the calling (main) thread.
@MainActor
public final class ManualGraph {
    /// The graph's loop, on a manual clock.
    public let loop: EventLoop
    /// The graph and its pipeline.
    public let host: GraphHost

    /// Mounts `root` on a loop ticking `ticksPerSecond` times a second and runs its first frame.
    public init<Root: View>(_ root: Root, ticksPerSecond: Int = 1_000) throws {
        loop = try EventLoop(configuration: .init(ticksPerSecond: ticksPerSecond, clock: .manual(ManualClock())))
        host = GraphHost(root: root, loop: loop)
        // Run the first frame, then stand halfway between grid points, where writes land
        // on a running daemon: each `tick()` then polls for events once and runs one tick,
        // as a real loop's wake-up does.
        loop.advance(by: loop.grid.period / 2)
    }

    /// Runs the next tick (drain, update, render).
    public func tick() {
        loop.advance(by: loop.grid.period)
    }

    /// Bodies the last tick evaluated.
    public var lastTickBodies: Int64 { loop.recorder.latest?[.bodiesEvaluated] ?? 0 }

    /// Runs `updates` ticks, each after `mutate(update)`: the wall time and the bodies
    /// evaluated per update.
    public func measureUpdates(_ updates: Int, _ mutate: (Int) -> Void) -> (perUpdate: Duration, bodiesPerUpdate: Double) {
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
