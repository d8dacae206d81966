import ClockworkLoop
import Dispatch
import Foundation
import Testing

extension LoopTests {
    /// The loop on the real clock: these assert counts and grid positions, never timings.
    @Suite struct RealClockTests {
        @Test("an idle loop performs no wake ups over one second")
        func anIdleLoopPerformsNoWakeUpsOverOneSecond() throws {
            let ticked = DispatchSemaphore(value: 0)
            let thread = try EventLoopThread.start(configuration: .init(ticksPerSecond: 1_000)) { loop in
                loop.setTickHandler { _ in ticked.signal() }
                loop.requestTick()
            }
            defer { thread.stopAndJoin() }
            waitOrFail(ticked, "the requested tick")
            // The timer stays armed for the grid point after the tick (a linger, in case work
            // arrives), then goes idle: wait past it.
            Thread.sleep(forTimeInterval: 0.05)

            func sample() -> (iterations: Int, switches: Int, ticks: Int64) {
                let answer = DispatchSemaphore(value: 0)
                let value = Shared((0, 0, Int64(0)))
                try! thread.loop.execute {
                    let loop = thread.loop
                    value.update { $0 = (loop.iterations, voluntaryContextSwitches(), loop.recorder.count) }
                    answer.signal()
                }
                answer.wait()
                return value.value
            }

            let before = sample()
            Thread.sleep(forTimeInterval: 1)
            let after = sample()

            #expect(after.iterations - before.iterations == 1, "only the sampling itself woke the loop")
            #expect(after.switches - before.switches <= 1, "the loop thread slept the whole second")
            #expect(after.ticks == 1, "the one requested tick ran; the linger after it found no work and ran none")
        }

        @Test("real ticks fall on the grid and count skipped points")
        func realTicksFallOnTheGridAndCountSkippedPoints() throws {
            let ticks = DispatchSemaphore(value: 0)
            let thread = try EventLoopThread.start(configuration: .init(ticksPerSecond: 500)) { loop in
                var count = 0
                loop.setTickHandler { tick in
                    count += 1
                    if count == 20 {
                        usleep(9_000)
                    }
                    if count < 40 { tick.requestNextTick() } else { ticks.signal() }
                }
                loop.requestTick()
            }
            waitOrFail(ticks, "40 ticks")
            let records = Shared<[TickRecord]>([])
            let read = DispatchSemaphore(value: 0)
            try thread.loop.execute {
                records.update { $0 = thread.loop.recorder.latest(100) }
                read.signal()
            }
            read.wait()
            thread.stopAndJoin()

            let grid = thread.loop.grid
            let ran = records.value.filter { $0.number >= 0 }.prefix(40)
            #expect(ran.count == 40)
            for (earlier, later) in zip(ran, ran.dropFirst()) {
                #expect(later.number == earlier.number + 1 + later.skippedTicks, "numbers advance by one plus the skipped")
            }
            for record in ran {
                #expect(record.due == grid.time(of: record.number), "due times are grid points")
                #expect(record.start >= record.due, "a tick never starts early")
            }
            #expect(ran.map(\.skippedTicks).reduce(0, +) >= 3, "a 9 ms stall at 500 Hz passes over at least three grid points")
        }
    }
}

extension LoopTests.RealClockTests {
    @Test("with a wake margin ticks wake early but never start before their grid point")
    func withAWakeMarginTicksWakeEarlyButNeverStartBeforeTheirGridPoint() throws {
        let finished = DispatchSemaphore(value: 0)
        let margin = Duration.microseconds(400)
        let thread = try EventLoopThread.start(configuration: .init(ticksPerSecond: 500, wakeMargin: margin)) { loop in
            var ticks = 0
            loop.setTickHandler { tick in
                ticks += 1
                if ticks < 30 { tick.requestNextTick() } else { finished.signal() }
            }
            loop.requestTick()
        }
        waitOrFail(finished, "30 ticks")
        let records = Shared<[TickRecord]>([])
        try thread.loop.execute {
            records.update { $0 = thread.loop.recorder.latest(100) }
            finished.signal()
        }
        finished.wait()
        thread.stopAndJoin()

        #expect(records.value.count >= 10)
        for record in records.value {
            #expect(record.start >= record.due, "the spin waits for the grid point")
        }
    }
}

/// The calling thread's voluntary context switches, from /proc.
func voluntaryContextSwitches() -> Int {
    let status = (try? String(contentsOfFile: "/proc/thread-self/status", encoding: .utf8)) ?? ""
    for line in status.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
        return Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? -1
    }
    return -1
}
