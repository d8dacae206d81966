import ClockworkTestSupport
import ClockworkTesting
import Dispatch
import Foundation
import Logging
import Testing

/// Records what its body saw and what onChange reported.
@MainActor
private final class Probe {
    var bodyValues: [Int] = []
    var changes: [(Int, Int)] = []
}

private struct Groups: View {
    let probe: Probe
    @State private var value = 0

    var body: some View {
        let _ = probe.bodyValues.append(value)
        Button("act") {
            value = 1
            value = 2
            withAnimation {
                value = 3
                value = 4
            }
        }
        .onChange(of: value) { old, new in probe.changes.append((old, new)) }
    }
}

private struct Echo: View {
    let probe: Probe
    @State private var value = 5

    var body: some View {
        let _ = probe.bodyValues.append(value)
        Button("same") { value = 5 }
        Button("different") { value = 6 }
    }
}

private struct Leaf: View {
    let label: String
    var body: some View { Text(label) }
}

private struct Siblings: View {
    @State private var left = 0
    @State private var right = 0

    var body: some View {
        VStack {
            Button("left \(left)") { left += 1 }
            Leaf(label: "constant")
            SiblingReader(value: $right)
        }
    }
}

private struct SiblingReader: View {
    @Binding var value: Int
    var body: some View { Button("right \(value)") { value += 1 } }
}

private struct Nested: View {
    @State private var shared = 0
    var body: some View {
        VStack {
            Button("bump") { shared += 1 }
            NestedChild(value: $shared, constant: shared)
        }
    }
}

private struct NestedChild: View {
    @Binding var value: Int
    let constant: Int
    var body: some View { Text("child \(value) \(constant)") }
}

private struct Runaway: View {
    @State private var count = 0
    var body: some View {
        let _ = count < 1_000 ? (count += 1) : ()
        Text("count \(count)")
    }
}

private struct InitialChange: View {
    let probe: Probe
    @State private var value = 7
    var body: some View {
        Button("bump") { value += 1 }
            .onChange(of: value, initial: true) { old, new in probe.changes.append((old, new)) }
    }
}

@Suite("Data flow")
@MainActor
struct DataFlowTests {
    @Test("v = 1; v = 2; withAnimation { v = 3; v = 4 } gives bodies [0, 2, 4] and onChange [(0, 2), (2, 4)]")
    func transactionGroups() throws {
        let probe = Probe()
        let host = try TestHost(Groups(probe: probe))
        try host.tap("act")
        #expect(probe.bodyValues == [0, 2, 4])
        #expect(probe.changes.map { [$0.0, $0.1] } == [[0, 2], [2, 4]])
    }

    @Test("a write of an equal value is inert")
    func equalWriteIsInert() throws {
        let probe = Probe()
        let host = try TestHost(Echo(probe: probe))
        try host.tap("same")
        #expect(probe.bodyValues == [5])
        try host.tap("different")
        #expect(probe.bodyValues == [5, 6])
    }

    @Test("a write marks exactly its dependents dirty; an unchanged child is not evaluated")
    func invalidationByDependency() throws {
        let host = try TestHost(Siblings())
        let siblingsBefore = host.bodyEvaluations(of: "Siblings")
        let leafBefore = host.bodyEvaluations(of: "Leaf")
        let readerBefore = host.bodyEvaluations(of: "SiblingReader")

        try host.tap("right 0")
        #expect(host.bodyEvaluations(of: "SiblingReader") == readerBefore + 1)
        #expect(host.bodyEvaluations(of: "Siblings") == siblingsBefore, "the parent did not read `right`")

        try host.tap("left 0")
        #expect(host.bodyEvaluations(of: "Siblings") == siblingsBefore + 1)
        #expect(host.bodyEvaluations(of: "Leaf") == leafBefore, "its input did not change")
        #expect(host.bodyEvaluations(of: "SiblingReader") == readerBefore + 1, "same binding: same input")
    }

    @Test("a dirty parent and child evaluate parent first and the child once")
    func parentBeforeChildOnce() throws {
        let host = try TestHost(Nested())
        try host.tap("bump")
        #expect(host.bodiesEvaluatedInLastTick == 2)
        #expect(host.contains("child 1 1"))
    }

    @Test("a body that keeps writing its own state is cut off after the pass limit with a warning naming it, and nothing is lost")
    func runawayWritesAreBounded() throws {
        let messages = LogLines()
        let logger = messages.logger()
        let host = try TestHost(Runaway(), logger: logger)
        let limit = host.graph.followUpPassLimit
        #expect(host.bodiesEvaluatedInLastTick <= Int64(limit))
        #expect(messages.all.contains { $0.hasPrefix("warning:") && $0.contains("Runaway") })
        host.advance(by: .seconds(1))
        #expect(host.contains("count 1000"), "nothing was lost: later ticks applied the rest")
    }

    @Test("onChange with initial: true reports (v, v) on appear, then (old, new)")
    func onChangeInitial() throws {
        let probe = Probe()
        let host = try TestHost(InitialChange(probe: probe))
        try host.tap("bump")
        #expect(probe.changes.map { [$0.0, $0.1] } == [[7, 7], [7, 8]])
    }
}

private final class Ticker: ObservableObject {
    @Published var value = 0
}

private struct TickerView: View {
    @ObservedObject var ticker: Ticker
    var body: some View { Text("ticker \(ticker.value)") }
}

private struct ThreadCounters: View {
    @State var counters = [Int](repeating: 0, count: 8)
    var body: some View { Text("sum \(counters.reduce(0, +))") }
}

/// Exposes a view's state binding to other threads.
@MainActor
private final class BindingCapture {
    var bindings: [Binding<Int>] = []
}

private struct EightStates: View {
    let capture: BindingCapture
    @State private var a = 0
    @State private var b = 0
    @State private var c = 0
    @State private var d = 0
    @State private var e = 0
    @State private var f = 0
    @State private var g = 0
    @State private var h = 0

    var body: some View {
        let _ = capture.bindings = [$a, $b, $c, $d, $e, $f, $g, $h]
        Text("\(a + b + c + d + e + f + g + h)")
    }
}

private struct UncheckedBox<T>: @unchecked Sendable {
    // @unchecked Sendable: test-only; each binding is used by exactly one thread.
    let value: T
}

@Suite("Writes from other threads")
@MainActor
struct CrossThreadTests {
    @Test("writes from eight threads all apply, once, in per-thread order, and each thread reads its own writes")
    func eightThreads() throws {
        let capture = BindingCapture()
        let host = try TestHost(EightStates(capture: capture))
        let bindings = capture.bindings.map { UncheckedBox(value: $0) }
        let perThread = 5_000
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let binding = bindings[index].value
            for _ in 0..<perThread { binding.wrappedValue += 1 }
        }
        host.pump()
        #expect(host.contains("\(8 * perThread)"))
    }

    @Test("objectWillChange on other threads invalidates the observer, coalesced into one evaluation")
    func objectWillChangeFromOtherThreads() throws {
        let ticker = Ticker()
        let host = try TestHost(TickerView(ticker: ticker))
        let before = host.bodyEvaluations(of: "TickerView")
        let shared = UncheckedBox(value: ticker)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<100 { shared.value.objectWillChange.send() }
        }
        host.pump()
        #expect(host.bodyEvaluations(of: "TickerView") == before + 1)
    }
}
