import Foundation
import OpenCombine

extension Publishers {
    /// A publisher that receives and combines the latest elements from two publishers:
    /// once each has sent one, every element from either sends the pair of the latest.
    /// (OpenCombine, which Clockwork's Combine is, has no `CombineLatest`: written here.)
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B

        /// A publisher of the latest elements of `a` and `b`, paired.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let latest = LatestPair<A.Output, B.Output>()
            let subscription = FanInSubscription<LatestPair<A.Output, B.Output>.Element, Output, Failure>(
                downstream: AnySubscriber(subscriber), upstreams: 2) { element, _ in latest.update(element).map { [$0] } ?? [] }
            subscriber.receive(subscription: subscription)
            a.map { LatestPair<A.Output, B.Output>.Element.first($0) }.subscribe(subscription.subscriber(at: 0))
            b.map { LatestPair<A.Output, B.Output>.Element.second($0) }.subscribe(subscription.subscriber(at: 1))
        }
    }

    /// A publisher that receives and combines the latest elements from three publishers.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C

        /// A publisher of the latest elements of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), c).map { ($0.0, $0.1, $1) }.subscribe(subscriber)
        }
    }
}

/// The latest element of each side of a `CombineLatest`, once both have one.
private final class LatestPair<First, Second>: @unchecked Sendable {
    // @unchecked Sendable: updated only under the fan-in subscription's lock.
    enum Element {
        case first(First)
        case second(Second)
    }

    private var first: First?
    private var second: Second?

    /// Takes `element`; the pair to send, once both sides have sent one.
    func update(_ element: Element) -> (First, Second)? {
        switch element {
        case .first(let value): first = value
        case .second(let value): second = value
        }
        guard let first, let second else { return nil }
        return (first, second)
    }
}

extension Publisher {
    /// Subscribes to an additional publisher and publishes a tuple upon receiving output
    /// from either publisher, once both have sent one.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Subscribes to an additional publisher and invokes a closure upon receiving output
    /// from either publisher.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Subscribes to two additional publishers and publishes a tuple upon receiving output
    /// from any of them, once all have sent one.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }
}
