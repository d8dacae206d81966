import Clockwork
import ClockworkTesting
import Combine
import Foundation
import Testing

// Combine as SwiftUI code writes it: `import Combine` beside `import Clockwork`, with the
// operators OpenCombine lacks, written from Apple's pages on `combineLatest(_:)`,
// `merge(with:)` and `Publishers.MergeMany`.

/// A view model as Apple's samples write one: two inputs combined into a derived output.
private final class SignUp: ObservableObject {
    @Published var name = ""
    @Published var agreed = false
    @Published private(set) var canSubmit = false
    private var cancellables = Set<AnyCancellable>()

    init() {
        $name.combineLatest($agreed) { name, agreed in !name.isEmpty && agreed }
            .assign(to: \.canSubmit, on: self)
            .store(in: &cancellables)
    }
}

private struct SignUpForm: View {
    @ObservedObject var model: SignUp
    var body: some View {
        VStack {
            TextField("Name", text: $model.name)
            Toggle("Agree", isOn: $model.agreed)
            Text(model.canSubmit ? "ready" : "not ready")
        }
    }
}

/// A subscriber that asks for one element at a time, and for more only when told.
private final class OneAtATime<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    // @unchecked Sendable: used by one test thread.
    var received: [Input] = []
    var completion: Subscribers.Completion<Failure>?
    private var subscription: Subscription?

    func receive(subscription: Subscription) {
        self.subscription = subscription
        subscription.request(.max(1))
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        received.append(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        self.completion = completion
    }

    func more() { subscription?.request(.max(1)) }
}

private enum Broken: Error { case down }

@Suite("Combine")
@MainActor
struct CombineTests {
    @Test("combineLatest sends the pair of latest elements once both have sent one, and finishes when both have")
    func combineLatestPairs() {
        let temperature = PassthroughSubject<Int, Never>()
        let unit = PassthroughSubject<String, Never>()
        var readings: [String] = []
        var finished = false
        let cancellable = temperature.combineLatest(unit) { "\($0) \($1)" }
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { readings.append($0) })
        temperature.send(20)
        #expect(readings.isEmpty, "nothing until both have sent")
        unit.send("°C")
        temperature.send(21)
        unit.send("°F")
        #expect(readings == ["20 °C", "21 °C", "21 °F"])
        temperature.send(completion: .finished)
        #expect(!finished)
        unit.send(completion: .finished)
        #expect(finished)
        _ = cancellable
    }

    @Test("combineLatest fails with the first failure; three publishers combine too")
    func combineLatestFailsAndThrees() {
        let a = PassthroughSubject<Int, Broken>(), b = PassthroughSubject<Int, Broken>(), c = PassthroughSubject<Int, Broken>()
        var sums: [Int] = []
        var failure: Broken?
        let cancellable = a.combineLatest(b, c).sink(receiveCompletion: { if case .failure(let error) = $0 { failure = error } },
                                                     receiveValue: { sums.append($0 + $1 + $2) })
        a.send(1)
        b.send(2)
        c.send(3)
        c.send(4)
        b.send(completion: .failure(.down))
        a.send(100)
        #expect(sums == [6, 7])
        #expect(failure == .down)
        _ = cancellable
    }

    @Test("merge interleaves both publishers' elements as they come and finishes when both have; MergeMany takes any number")
    func mergeInterleaves() {
        let left = PassthroughSubject<String, Never>(), right = PassthroughSubject<String, Never>()
        var events: [String] = []
        var finished = false
        let cancellable = left.merge(with: right).sink(receiveCompletion: { _ in finished = true }, receiveValue: { events.append($0) })
        left.send("a")
        right.send("b")
        left.send("c")
        left.send(completion: .finished)
        right.send("d")
        #expect(!finished)
        right.send(completion: .finished)
        #expect(events == ["a", "b", "c", "d"] && finished)
        var many: [Int] = []
        let all = Publishers.MergeMany([Just(1), Just(2), Just(3)]).sink { many.append($0) }
        #expect(many == [1, 2, 3])
        _ = (cancellable, all)
    }

    @Test("the fan-in operators keep to the subscriber's demand, holding what comes meanwhile")
    func demandIsKept() {
        let left = PassthroughSubject<Int, Never>(), right = PassthroughSubject<Int, Never>()
        let subscriber = OneAtATime<Int, Never>()
        left.merge(with: right).subscribe(subscriber)
        left.send(1)
        right.send(2)
        left.send(3)
        #expect(subscriber.received == [1])
        subscriber.more()
        subscriber.more()
        #expect(subscriber.received == [1, 2, 3])
    }

    @Test("elements sent from two threads at once are merged exactly once each")
    func mergeAcrossThreads() {
        let left = PassthroughSubject<Int, Never>(), right = PassthroughSubject<Int, Never>()
        let received = ResultCounter()
        let cancellable = left.merge(with: right).sink { received.add($0) }
        let done = DispatchGroup()
        for (subject, base) in [(left, 0), (right, 10_000)] {
            // A subject takes sends from any thread (OpenCombine's subjects lock).
            nonisolated(unsafe) let sender = subject
            done.enter()
            Thread.detachNewThread {
                for value in 0..<1_000 { sender.send(base + value) }
                done.leave()
            }
        }
        done.wait()
        #expect(received.values.count == 2_000 && Set(received.values).count == 2_000)
        _ = cancellable
    }

    @Test("a view model combining two @Published inputs drives a view from its controls")
    func viewModelDrivesView() throws {
        let host = try TestHost(SignUpForm(model: SignUp()))
        #expect(host.contains("not ready"))
        try host.type("Ada", into: "Name")
        try host.toggle("Agree")
        #expect(host.contains("ready") && !host.contains("not ready"))
    }
}

/// Values collected from any thread.
private final class ResultCounter: @unchecked Sendable {
    // @unchecked Sendable: `collected` is touched holding `lock`.
    private let lock = NSLock()
    private var collected: [Int] = []
    func add(_ value: Int) { lock.withLock { collected.append(value) } }
    var values: [Int] { lock.withLock { collected } }
}
