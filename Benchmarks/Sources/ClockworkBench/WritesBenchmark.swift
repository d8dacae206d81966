import ArgumentParser
import ClockworkLoop
import Dispatch
import BenchmarkKit

/// `clockwork-bench writes`: items per second from producer threads into the loop, until
/// applied, through Clockwork's mailbox and, in the same run, `DispatchQueue.async`.
struct WritesBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "writes",
        abstract: "Cross-thread writes until applied: Clockwork's mailbox vs DispatchQueue.async per item."
    )

    @Option(help: "Producer threads.")
    var producers = 1

    @Option(help: "Items in all.")
    var n = 1_000_000

    @Option(help: "The loop's tick rate while it drains.")
    var hz = 1_000

    @OptionGroup var output: OutputOptions

    func run() throws {
        let perProducer = n / producers
        let total = perProducer * producers
        let mailbox = try mailboxWrites(total: total, perProducer: perProducer)
        let dispatch = try dispatchWrites(total: total, perProducer: perProducer)
        var rows = [
            ReportRow([
                "name": .text("writes"), "impl": .text("clockwork"), "producers": .integer(Int64(producers)),
                "n": .integer(Int64(total)), "items_per_s": .number(mailbox.itemsPerSecond, decimals: 0),
                "wakeups": .integer(Int64(mailbox.wakeUps)),
            ]),
            ReportRow([
                "name": .text("writes"), "impl": .text("dispatch"), "producers": .integer(Int64(producers)),
                "n": .integer(Int64(total)), "items_per_s": .number(dispatch, decimals: 0),
                "wakeups": .integer(-1),
            ]),
        ]
        rows[0]["vs_dispatch"] = .number(mailbox.itemsPerSecond / dispatch, decimals: 2)
        printReport(rows, json: output.json)
    }

    private func mailboxWrites(total: Int, perProducer: Int) throws -> (itemsPerSecond: Double, wakeUps: Int) {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<Mailbox<Int>>()
        let finished = ResultBox<MonotonicInstant>()
        let thread = try EventLoopThread.start(configuration: .init(ticksPerSecond: hz)) { loop in
            let mailbox = Mailbox<Int>(loop: loop)
            var applied = 0
            var checksum = 0
            loop.setTickHandler { tick in
                let drained = tick.measure(.drain) { mailbox.drain { checksum &+= $0 } }
                applied += drained
                if applied == total {
                    finished.value = .now()
                    precondition(checksum == total, "every item applied once")
                    done.signal()
                }
            }
            box.value = mailbox
        }
        let mailbox = box.value!
        let start = MonotonicInstant.now()
        let threads = try (0..<producers).map { _ in
            try JoinableThread { for _ in 0..<perProducer { try! mailbox.enqueue(1) } }
        }
        threads.forEach { $0.join() }
        done.wait()
        let wakeUps = ResultBox<Int>()
        try thread.loop.execute {
            wakeUps.value = mailbox.wakeUps
            done.signal()
        }
        done.wait()
        thread.stopAndJoin()
        return (Double(total) / (finished.value! - start).seconds, wakeUps.value!)
    }

    private func dispatchWrites(total: Int, perProducer: Int) throws -> Double {
        let queue = DispatchQueue(label: "bench.dispatch-writes")
        let done = DispatchSemaphore(value: 0)
        let applied = ResultBox<Int>()
        applied.value = 0
        let start = MonotonicInstant.now()
        let threads = try (0..<producers).map { _ in
            try JoinableThread {
                for _ in 0..<perProducer {
                    queue.async {
                        applied.value! += 1
                        if applied.value! == total { done.signal() }
                    }
                }
            }
        }
        threads.forEach { $0.join() }
        done.wait()
        return Double(total) / (MonotonicInstant.now() - start).seconds
    }
}
