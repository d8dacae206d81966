import ClockworkLoop
import Glibc
import Testing

extension LoopTests {
    /// Watcher lifetimes. CI also runs these under TSan, where a use-after-free of a
    /// watcher struct would be reported.
    @Suite struct WatcherTests {
        private func makePipe() -> (read: Int32, write: Int32) {
            var fds: [Int32] = [0, 0]
            precondition(pipe(&fds) == 0)
            return (fds[0], fds[1])
        }

        @Test("an I/O watcher fires while its descriptor is readable, and not after stop")
        func anIOWatcherFiresWhileItsDescriptorIsReadableAndNotAfterStop() throws {
            let loop = try makeManualLoop()
            let (readEnd, writeEnd) = makePipe()
            defer { close(readEnd); close(writeEnd) }
            var fired: [IOEvents] = []
            let watcher = IOWatcher(loop: loop, fd: readEnd, events: .read) { fired.append($0) }
            watcher.start()

            loop.runOnce()
            #expect(fired.isEmpty)
            _ = write(writeEnd, "x", 1)
            loop.runOnce()
            #expect(fired == [.read])

            watcher.stop()
            loop.runOnce()
            #expect(fired.count == 1)
            #expect(!watcher.isActive)
        }

        @Test("releasing an active watcher stops it first")
        func releasingAnActiveWatcherStopsItFirst() throws {
            let loop = try makeManualLoop()
            let (readEnd, writeEnd) = makePipe()
            defer { close(readEnd); close(writeEnd) }
            var fired = 0
            var watcher: IOWatcher? = IOWatcher(loop: loop, fd: readEnd, events: .read) { _ in fired += 1 }
            watcher?.start()
            _ = write(writeEnd, "x", 1)
            watcher = nil
            loop.runOnce()
            #expect(fired == 0)
        }

        @Test("a watcher may release itself from its own callback")
        func aWatcherMayReleaseItselfFromItsOwnCallback() throws {
            let loop = try makeManualLoop()
            let (readEnd, writeEnd) = makePipe()
            defer { close(readEnd); close(writeEnd) }
            final class Holder { var watcher: IOWatcher? }
            let holder = Holder()
            var fired = 0
            holder.watcher = IOWatcher(loop: loop, fd: readEnd, events: .read) { _ in
                fired += 1
                holder.watcher = nil
            }
            holder.watcher?.start()
            _ = write(writeEnd, "x", 1)
            loop.runOnce()
            loop.runOnce()
            #expect(fired == 1)
            #expect(holder.watcher == nil)
        }

        @Test("start, stop and release cycles leave nothing behind")
        func startStopReleaseCyclesLeaveNothingBehind() throws {
            let loop = try makeManualLoop()
            let (readEnd, writeEnd) = makePipe()
            defer { close(readEnd); close(writeEnd) }
            _ = write(writeEnd, "x", 1)
            var fired = 0
            for cycle in 0..<2_000 {
                let io = IOWatcher(loop: loop, fd: readEnd, events: .read) { _ in fired += 1 }
                let timer = TimerWatcher(loop: loop, delay: .zero) { fired += 1 }
                let hook = LoopHook(loop: loop, position: cycle.isMultiple(of: 2) ? .beforeBlocking : .afterWaking) {}
                let signal = SignalWatcher(loop: loop, signal: SIGUSR1) {}
                io.start(); timer.start(); hook.start(); signal.start()
                if cycle.isMultiple(of: 3) { loop.runOnce() }
                if cycle.isMultiple(of: 2) { io.stop(); timer.stop(); hook.stop(); signal.stop() }
            }
            loop.runOnce()
            #expect(fired > 0)
        }

        @Test("a timer fires once and a repeating timer repeats")
        func aTimerFiresOnceAndARepeatingTimerRepeats() throws {
            let loop = try makeManualLoop()
            var once = 0
            var repeating = 0
            let single = TimerWatcher(loop: loop, delay: .milliseconds(1)) { once += 1 }
            let periodic = TimerWatcher(loop: loop, delay: .milliseconds(1), interval: .milliseconds(1)) { repeating += 1 }
            single.start()
            periodic.start()
            while repeating < 3 { usleep(1_500); loop.runOnce() }
            #expect(once == 1)
            #expect(!single.isActive)
            #expect(periodic.isActive)
        }

        @Test("a one-shot timer restarted after it fired waits its delay again")
        func aOneShotTimerRestartedAfterItFiredWaitsItsDelayAgain() throws {
            let loop = try makeManualLoop()
            var fired = 0
            let timer = TimerWatcher(loop: loop, delay: .milliseconds(200)) { fired += 1 }
            timer.start()
            while fired == 0 { usleep(5_000); loop.runOnce() }
            timer.start()
            usleep(5_000)
            loop.runOnce()
            loop.runOnce()
            #expect(fired == 1, "not again before its delay (libev keeps a spent one-shot timer due)")
            #expect(timer.isActive)
        }

        @Test("hooks run around each iteration")
        func hooksRunAroundEachIteration() throws {
            let loop = try makeManualLoop()
            var order: [String] = []
            let before = LoopHook(loop: loop, position: .beforeBlocking) { order.append("before") }
            let after = LoopHook(loop: loop, position: .afterWaking) { order.append("after") }
            before.start()
            after.start()
            loop.runOnce()
            #expect(order == ["before", "after"])
        }

        @Test("a signal watcher runs its handler on the loop")
        func aSignalWatcherRunsItsHandlerOnTheLoop() throws {
            let loop = try makeManualLoop()
            var caught = 0
            let watcher = SignalWatcher(loop: loop, signal: SIGUSR2) { caught += 1 }
            watcher.start()
            kill(getpid(), SIGUSR2)
            // The kernel hands the signal to whichever thread takes it: wait for it to arrive.
            for _ in 0..<5_000 where caught == 0 {
                loop.runOnce()
                usleep(1_000)
            }
            #expect(caught == 1)
        }
    }
}
