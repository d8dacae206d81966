import Foundation
import OpenCombine

extension Publishers {
    /// A publisher created by applying the merge function to two upstream publishers: the
    /// elements of both, as they come. (OpenCombine has no `Merge`: written here.)
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B

        /// A publisher of the elements of `a` and `b`, interleaved as they arrive.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]).subscribe(subscriber)
        }
    }

    /// A publisher created by applying the merge function to an arbitrary number of
    /// upstream publishers.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The upstream publishers.
        public let publishers: [Upstream]

        /// A publisher of the elements of `upstream`, interleaved as they arrive.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// A publisher of the elements of `upstream`, interleaved as they arrive.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            guard !publishers.isEmpty else {
                return Empty<Output, Failure>().subscribe(subscriber)
            }
            let subscription = FanInSubscription<Output, Output, Failure>(
                downstream: AnySubscriber(subscriber), upstreams: publishers.count) { value, _ in [value] }
            subscriber.receive(subscription: subscription)
            for (index, publisher) in publishers.enumerated() { publisher.subscribe(subscription.subscriber(at: index)) }
        }
    }
}

extension Publisher {
    /// Combines elements from this publisher with those from another publisher of the same
    /// type, delivering an interleaved sequence of elements.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }

    /// Combines elements from this publisher with those from two others of the same type.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.MergeMany<AnyPublisher<Output, Failure>>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.MergeMany([eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()])
    }
}
