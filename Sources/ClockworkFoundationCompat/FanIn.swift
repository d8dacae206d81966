import Foundation
import OpenCombine

/// The subscription of a publisher fed by several upstreams (``Publishers/CombineLatest``,
/// ``Publishers/Merge``): it subscribes to each upstream with unlimited demand, hands what
/// they send to `receive` under its lock, and delivers what that returns to the
/// downstream as the downstream's demand allows, in order, never holding the lock while
/// calling it. It finishes when every upstream has finished, and fails (cancelling the
/// others) on the first failure.
final class FanInSubscription<Input, Output, Failure: Error>: Subscription, @unchecked Sendable {
    // @unchecked Sendable: every mutable field is touched holding `lock`; the downstream
    // is called outside it, by one thread at a time (`isDelivering`).
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstreams: [Subscription?]
    private var finished: [Bool]
    private var demand = Subscribers.Demand.none
    private var pending: [Output] = []
    private var completion: Subscribers.Completion<Failure>?
    private var isDelivering = false
    /// Turns an upstream's value (and its index) into what to send: none, or some.
    private let receive: (Input, Int) -> [Output]

    init(downstream: AnySubscriber<Output, Failure>, upstreams count: Int, receive: @escaping (Input, Int) -> [Output]) {
        self.downstream = downstream
        upstreams = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        self.receive = receive
    }

    /// The subscriber to hand upstream `index`.
    func subscriber(at index: Int) -> AnySubscriber<Input, Failure> {
        AnySubscriber(
            receiveSubscription: { [self] subscription in
                let keep = lock.withLock { () -> Bool in
                    guard downstream != nil, upstreams[index] == nil else { return false }
                    upstreams[index] = subscription
                    return true
                }
                if keep { subscription.request(.unlimited) } else { subscription.cancel() }
            },
            receiveValue: { [self] value in
                lock.withLock {
                    guard downstream != nil else { return }
                    pending += receive(value, index)
                }
                deliver()
                return .none
            },
            receiveCompletion: { [self] end in
                lock.withLock {
                    guard downstream != nil, completion == nil else { return }
                    switch end {
                    case .failure:
                        completion = end
                        pending.removeAll()
                    case .finished:
                        finished[index] = true
                        if finished.allSatisfy({ $0 }) { completion = .finished }
                    }
                }
                if case .failure = end { cancelUpstreams(except: index) }
                deliver()
            })
    }

    func request(_ more: Subscribers.Demand) {
        lock.withLock { demand += more }
        deliver()
    }

    func cancel() {
        lock.withLock {
            downstream = nil
            pending.removeAll()
        }
        cancelUpstreams(except: nil)
    }

    private func cancelUpstreams(except skipped: Int?) {
        let subscriptions = lock.withLock { () -> [Subscription] in
            defer { upstreams = upstreams.indices.map { $0 == skipped ? upstreams[$0] : nil } }
            return upstreams.indices.compactMap { $0 == skipped ? nil : upstreams[$0] }
        }
        for subscription in subscriptions { subscription.cancel() }
    }

    /// Sends what is pending while there is demand, then the completion once nothing is
    /// pending; one caller at a time, the lock released around each call downstream.
    private func deliver() {
        while true {
            let step: (AnySubscriber<Output, Failure>, Output?, Subscribers.Completion<Failure>?)? = lock.withLock {
                guard !isDelivering, let downstream else { return nil }
                if demand > .none, !pending.isEmpty {
                    demand -= 1
                    isDelivering = true
                    return (downstream, pending.removeFirst(), nil)
                }
                if pending.isEmpty, let completion {
                    self.downstream = nil
                    return (downstream, nil, completion)
                }
                return nil
            }
            guard let (subscriber, value, end) = step else { return }
            if let value {
                let more = subscriber.receive(value)
                lock.withLock {
                    demand += more
                    isDelivering = false
                }
            } else if let end {
                subscriber.receive(completion: end)
                return
            }
        }
    }
}
