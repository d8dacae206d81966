import ClockworkLoop
import Dispatch
import Foundation
import Glibc
import Testing

extension LoopTests {
    @Suite struct LifecycleTests {
        @Test("a configuration the loop cannot run is an error not a trap")
        func aConfigurationTheLoopCannotRunIsAnErrorNotATrap() {
            for hertz in [0, -5, 2_001, Int.max] {
                #expect(throws: EventLoopError.invalidConfiguration("tick rate \(hertz) Hz is outside 1–2000 Hz")) {
                    try EventLoop(configuration: .init(ticksPerSecond: hertz))
                }
            }
            var margin = EventLoop.Configuration(ticksPerSecond: 1_000)
            margin.wakeMargin = .milliseconds(600)
            #expect(throws: EventLoopError.self) { try EventLoop(configuration: margin) }
            #expect(throws: EventLoopError.self) { try EventLoop(configuration: .init(recordCapacity: 0)) }
        }

        @Test("SIGTERM runs the final tick and the stop hooks, then run returns")
        func sigtermRunsTheFinalTickAndStopHooksThenRunReturns() throws {
            let events = Shared<[String]>([])
            let thread = try EventLoopThread.start { loop in
                loop.stopOnTerminationSignals()
                loop.setTickHandler { tick in
                    if tick.isFinal { events.update { $0.append("final tick") } }
                }
                loop.onStop { events.update { $0.append("first hook") } }
                loop.onStop { events.update { $0.append("second hook") } }
            }
            kill(getpid(), SIGTERM)
            thread.join()
            #expect(events.value == ["final tick", "second hook", "first hook"])
        }

        @Test("SIGINT stops the loop too")
        func sigintStopsTheLoopToo() throws {
            let stopped = Shared(false)
            let thread = try EventLoopThread.start { loop in
                loop.stopOnTerminationSignals()
                loop.onStop { stopped.update { $0 = true } }
            }
            kill(getpid(), SIGINT)
            thread.join()
            #expect(stopped.value)
        }

        @Test("stop from another thread applies work posted before it")
        func stopFromAnotherThreadAppliesWorkPostedBeforeIt() throws {
            let applied = Shared(0)
            let thread = try EventLoopThread.start(configuration: .init(ticksPerSecond: 1)) { loop in
                loop.setTickHandler { _ in }
            }
            for _ in 0..<100 { try thread.loop.post { applied.update { $0 += 1 } } }
            thread.stopAndJoin()
            #expect(applied.value == 100, "at 1 Hz the posts were still queued: the final tick applied them")
        }

        @Test("stop on a manual loop takes effect on the next advance")
        func stopOnAManualLoopTakesEffectOnTheNextAdvance() throws {
            let loop = try makeManualLoop()
            var hooks = 0
            loop.onStop { hooks += 1 }
            loop.stop()
            #expect(loop.state == .ready)
            loop.advance(by: .milliseconds(10))
            #expect(loop.state == .stopped)
            #expect(hooks == 1)
            loop.stop()
            loop.runOnce()
            #expect(hooks == 1, "stopping twice runs the hooks once")
        }

        @Test("during the final tick only the loop thread may still enqueue and the tick applies it")
        func duringTheFinalTickOnlyTheLoopThreadMayStillEnqueueAndTheTickAppliesIt() throws {
            let loop = try makeManualLoop()
            let mailbox = Mailbox<Int>(loop: loop)
            var applied: [Int] = []
            let offThreadRefused = Shared(false)
            loop.setTickHandler { tick in
                guard tick.isFinal else { return }
                // An input event dispatched in the final tick writes from the loop thread.
                try? mailbox.enqueue(1)
                let other = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    do { try mailbox.enqueue(2) } catch { offThreadRefused.update { $0 = true } }
                    other.signal()
                }
                waitOrFail(other, "the other thread's enqueue")
                mailbox.drain { applied.append($0) }
            }
            loop.stop()
            loop.advance(by: .milliseconds(10))
            #expect(applied == [1])
            #expect(offThreadRefused.value, "other threads are refused once stopping begins")
            #expect(throws: EventLoopError.self, "after the final tick even the loop thread is refused") { try mailbox.enqueue(3) }
        }

        @Test("run is refused on a manual loop and on a stopped loop")
        func runIsRefusedOnAManualLoopAndOnAStoppedLoop() throws {
            let manual = try makeManualLoop()
            #expect(throws: EventLoopError.self) { try manual.run() }

            let real = try EventLoop(configuration: .init(ticksPerSecond: 10))
            real.stop()
            try real.run()
            #expect(real.state == .stopped)
            let error = #expect(throws: EventLoopError.self) { try real.run() }
            guard case .invalidState? = error else {
                Issue.record("\(String(describing: error))")
                return
            }
        }

        @Test("SIGPIPE does not kill the process")
        func sigpipeDoesNotKillTheProcess() throws {
            _ = try makeManualLoop()
            var fds: [Int32] = [0, 0]
            #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
            close(fds[1])
            let byte: UInt8 = 1
            let written = withUnsafePointer(to: byte) { write(fds[0], $0, 1) }
            let failure = errno
            close(fds[0])
            #expect(written == -1)
            #expect(failure == EPIPE)
        }

        @Test("main queue integration is refused off the main thread")
        func mainQueueIntegrationIsRefusedOffTheMainThread() throws {
            let refused = Shared<EventLoopError?>(nil)
            onThreads(1) { _ in
                do throws(EventLoopError) {
                    _ = try EventLoop(configuration: .init(clock: .manual(ManualClock()), drainsMainQueue: true))
                } catch {
                    refused.update { $0 = error }
                }
            }
            guard case .invalidState = refused.value else {
                Issue.record("expected invalidState, got \(String(describing: refused.value))")
                return
            }
        }
    }
}

extension LoopTests {
    @Suite struct LoopBoundTests {
        /// A counter object that is not Sendable: only its loop's thread may touch it.
        private final class Counter {
            var count = 0
        }

        @Test("a loop-bound value crosses threads and is read and changed on its loop")
        func aLoopBoundValueCrossesThreadsAndIsReadAndChangedOnItsLoop() throws {
            let bound = Shared<LoopBound<Counter>?>(nil)
            let thread = try EventLoopThread.start { loop in
                bound.update { $0 = LoopBound(Counter(), loop: loop) }
            }
            defer {
                thread.loop.stop()
                thread.join()
            }
            let counted = DispatchSemaphore(value: 0)
            let seen = Shared(0)
            // The wrapper travels through @Sendable closures from this thread to the loop's.
            let wrapper = try #require(bound.value)
            for _ in 0..<3 {
                try thread.loop.execute {
                    let local = wrapper
                    local.value.count += 1
                    seen.update { $0 = local.value.count }
                    counted.signal()
                }
                waitOrFail(counted, "the loop's increment")
            }
            #expect(seen.value == 3, "one object, changed on its loop each time")
            #expect(!thread.loop.inLoop, "this thread is not the loop's: reading `wrapper.value` here would stop the process")
        }
    }
}
