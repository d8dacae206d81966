import ClockworkLoop
import Dispatch
import Glibc
import Testing

extension LoopTests {
    /// The mailbox under real threads and a real-clock loop. These run under TSan in CI.
    @Suite struct MailboxConcurrencyTests {
        private struct Item: Sendable {
            let producer: Int
            let sequence: Int
        }

        /// Loop-thread bookkeeping of what the drain saw.
        private final class OrderCheck {
            var next: [Int]
            var total = 0
            var outOfOrder = 0
            init(producers: Int) { next = Array(repeating: 0, count: producers) }

            func see(_ item: Item) {
                if item.sequence != next[item.producer] { outOfOrder += 1 }
                next[item.producer] = item.sequence + 1
                total += 1
            }
        }

        @Test("writes from eight threads are applied exactly once, in per-thread order")
        func writesFromEightThreadsAreAppliedExactlyOnceInPerThreadOrder() throws {
            let producers = 8
            let perProducer = 100_000
            let expected = producers * perProducer
            let done = DispatchSemaphore(value: 0)
            let result = Shared<(total: Int, outOfOrder: Int, next: [Int])>((0, 0, []))
            let mailboxBox = Shared<Mailbox<Item>?>(nil)

            let thread = try EventLoopThread.start(configuration: .init(ticksPerSecond: 1_000)) { loop in
                let mailbox = Mailbox<Item>(loop: loop)
                let check = OrderCheck(producers: producers)
                loop.setTickHandler { tick in
                    let drained = tick.measure(.drain) { mailbox.drain(check.see) }
                    tick.count(drained, as: .itemsDrained)
                    if check.total == expected {
                        result.update { $0 = (check.total, check.outOfOrder, check.next) }
                        done.signal()
                    }
                }
                mailboxBox.update { $0 = mailbox }
            }
            let mailbox = try #require(mailboxBox.value)

            onThreads(producers) { producer in
                for sequence in 0..<perProducer {
                    try! mailbox.enqueue(Item(producer: producer, sequence: sequence))
                }
            }
            waitOrFail(done, "all items to drain")
            thread.stopAndJoin()

            #expect(result.value.total == expected)
            #expect(result.value.outOfOrder == 0)
            #expect(result.value.next == Array(repeating: perProducer, count: producers))
        }

        @Test("an enqueue while the loop stops is either applied or refused, never lost")
        func enqueueWhileTheLoopStopsIsEitherAppliedOrRefusedNeverLost() throws {
            let applied = Shared(0)
            let mailboxBox = Shared<Mailbox<Int>?>(nil)
            let thread = try EventLoopThread.start(configuration: .init(ticksPerSecond: 1_000)) { loop in
                let mailbox = Mailbox<Int>(loop: loop)
                loop.setTickHandler { _ in
                    let count = mailbox.drain { _ in }
                    applied.update { $0 += count }
                }
                mailboxBox.update { $0 = mailbox }
            }
            let mailbox = try #require(mailboxBox.value)
            let accepted = Shared(0)
            let refused = Shared(0)

            onThreads(4) { index in
                if index == 0 {
                    usleep(2_000)
                    thread.loop.stop()
                    return
                }
                while true {
                    do throws(EventLoopError) {
                        try mailbox.enqueue(index)
                        accepted.update { $0 += 1 }
                    } catch {
                        #expect(error == .closed)
                        refused.update { $0 += 1 }
                        return
                    }
                }
            }
            thread.join()

            #expect(refused.value == 3, "every producer is told, none is ignored")
            #expect(applied.value == accepted.value, "the final tick applies everything accepted")
            #expect(mailbox.isClosed)
            #expect(throws: EventLoopError.closed) { try thread.loop.post {} }
            #expect(throws: EventLoopError.closed) { try thread.loop.execute {} }
        }

        @Test("items enqueued during a drain wait for the next drain")
        func itemsEnqueuedDuringADrainWaitForTheNextDrain() throws {
            let loop = try makeManualLoop()
            let mailbox = Mailbox<Int>(loop: loop)
            var batches: [[Int]] = []
            loop.setTickHandler { _ in
                var batch: [Int] = []
                mailbox.drain { value in
                    batch.append(value)
                    if value < 3 { try! mailbox.enqueue(value + 1) }
                }
                batches.append(batch)
            }
            try mailbox.enqueue(0)
            loop.advance(by: .milliseconds(100))
            #expect(batches == [[0], [1], [2], [3]], "one item re-enqueued per drain, each drained by the next tick")
        }

        @Test("a wake up is coalesced for items enqueued before the loop runs")
        func aWakeUpIsCoalescedForItemsEnqueuedBeforeTheLoopRuns() throws {
            let loop = try makeManualLoop()
            let mailbox = Mailbox<Int>(loop: loop)
            onThreads(4) { producer in
                for value in 0..<1_000 { try! mailbox.enqueue(producer * 1_000 + value) }
            }
            loop.runOnce()
            #expect(mailbox.wakeUps == 1)
            #expect(loop.isTickScheduled, "an enqueue asks for a tick")
            #expect(mailbox.drain { _ in } == 4_000)
        }

        @Test("writes while the next tick is scheduled or lingering do not wake the loop and going idle wakes on the next write")
        func writesWhileTheNextTickIsScheduledOrLingeringDoNotWakeTheLoopAndGoingIdleWakesOnTheNextWrite() throws {
            let loop = try makeManualLoop()
            let mailbox = Mailbox<Int>(loop: loop)
            var drained: [Int] = []
            var keepTicking = true
            loop.setTickHandler { tick in
                mailbox.drain { drained.append($0) }
                if keepTicking { tick.requestNextTick() }
            }
            onThreads(1) { _ in try! mailbox.enqueue(1) }
            loop.runOnce()
            #expect(mailbox.wakeUps == 1, "nothing was scheduled: the first write wakes the loop")
            loop.advance(by: .milliseconds(10))
            #expect(drained == [1])

            onThreads(1) { _ in try! mailbox.enqueue(2) }
            loop.runOnce()
            #expect(mailbox.wakeUps == 1, "the next tick is scheduled and takes the write: no wake-up")
            loop.advance(by: .milliseconds(10))
            #expect(drained == [1, 2])

            keepTicking = false
            loop.advance(by: .milliseconds(10))
            #expect(!loop.isTickScheduled, "the last tick asked for none")
            onThreads(1) { _ in try! mailbox.enqueue(3) }
            loop.runOnce()
            #expect(mailbox.wakeUps == 1, "the loop lingers a grid point after its last tick: the write rides it")
            loop.advance(by: .milliseconds(10))
            #expect(drained == [1, 2, 3])

            loop.advance(by: .milliseconds(50))
            #expect(drained == [1, 2, 3], "the linger after that tick found nothing and ran no tick")
            onThreads(1) { _ in try! mailbox.enqueue(4) }
            loop.runOnce()
            #expect(mailbox.wakeUps == 2, "idle: a write wakes the loop")
            loop.advance(by: .milliseconds(10))
            #expect(drained == [1, 2, 3, 4])
        }

        @Test("a write during the last tick before idle is ticked at the next grid point")
        func aWriteDuringTheLastTickBeforeIdleIsTickedAtTheNextGridPoint() throws {
            let loop = try makeManualLoop()
            let mailbox = Mailbox<Int>(loop: loop)
            var drained: [Int] = []
            loop.setTickHandler { _ in
                mailbox.drain { drained.append($0) }
                // Another thread writes after the drain, while the loop still counts on this
                // tick: it does not wake the loop, so going idle must notice it.
                if drained == [1] { onThreads(1) { _ in try! mailbox.enqueue(2) } }
            }
            try mailbox.enqueue(1)
            loop.advance(by: .milliseconds(5))
            #expect(drained == [1], "one tick, at the first grid point")
            #expect(mailbox.wakeUps == 1, "the write after the drain rides the grid point after the tick: no wake-up")
            loop.advance(by: .milliseconds(10))
            #expect(drained == [1, 2])
        }
    }
}
