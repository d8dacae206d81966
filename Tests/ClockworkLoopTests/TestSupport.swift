import ClockworkLoop
import Dispatch
import Foundation
import Testing

/// Runs `body(index)` on `count` fresh threads at once and waits for all of them.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread.detachNewThread {
            body(index)
            group.leave()
        }
    }
    group.wait()
}

/// A value shared between a test and a loop thread, always read and written under a lock.
///
/// An `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`: ThreadSanitizer
/// intercepts pthread locks, but not the futex calls inside the uninstrumented stdlib.
final class Shared<Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `storage` is only read or written while holding `lock`.
    private let lock = NSLock()
    private var storage: Value
    init(_ value: Value) { storage = value }
    var value: Value { lock.withLock { storage } }
    func update<R>(_ body: (inout Value) -> R) -> R { lock.withLock { body(&storage) } }
}

/// A loop on a manual clock, owned by the calling test thread.
func makeManualLoop(hertz: Int = 100, clock: ManualClock = ManualClock()) throws -> EventLoop {
    try EventLoop(configuration: .init(ticksPerSecond: hertz, clock: .manual(clock)))
}

/// Waits for `semaphore` up to a generous bound, failing the test instead of hanging CI.
func waitOrFail(_ semaphore: DispatchSemaphore, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if semaphore.wait(timeout: .now() + 60) == .timedOut {
        Issue.record("timed out waiting for \(what)", sourceLocation: sourceLocation)
    }
}
