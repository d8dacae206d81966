import Foundation
import OpenCombine

extension Timer {
    /// A publisher of the current date every `interval` seconds on `runLoop`, as SwiftUI
    /// code writes it: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    ///
    /// On the main run loop it fires on the main actor's loop, on its tick grid and clock
    /// (a manual clock in tests), so the loop wakes only when it is due.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, runLoop: runLoop, options: options)
    }

    /// Publishes the date each time the timer fires, once connected (`connect()`, or
    /// `autoconnect()` on the first subscriber).
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        // @unchecked Sendable: `connection` is read and written holding `lock`; the
        // subject is thread-safe.
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds between firings.
        public let interval: TimeInterval
        /// The run loop it fires on.
        public let runLoop: RunLoop
        private let options: RunLoop.SchedulerOptions?
        private let subject = PassthroughSubject<Date, Never>()
        private let lock = NSLock()
        private var connection: Cancellable?

        init(interval: TimeInterval, runLoop: RunLoop, options: RunLoop.SchedulerOptions?) {
            self.interval = interval
            self.runLoop = runLoop
            self.options = options
        }

        /// Starts the timer (once; later calls return the same connection).
        public func connect() -> Cancellable {
            lock.lock()
            defer { lock.unlock() }
            if let connection { return connection }
            let runLoop = runLoop, subject = subject
            let stride = SchedulerTimeStride(interval)
            let firing = runLoop.schedule(after: runLoop.now.advanced(by: stride), interval: stride, tolerance: runLoop.minimumTolerance,
                                          options: options) { subject.send(runLoop.now.date) }
            let connection = AnyCancellable { [weak self] in
                firing.cancel()
                self?.lock.withLock { self?.connection = nil }
            }
            self.connection = connection
            return connection
        }

        /// Attaches `subscriber`; it gets the dates published from now on.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }
    }
}
