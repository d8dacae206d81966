import ArgumentParser
import ClockworkLoop
import Glibc

/// The foundation demo: a daemon whose loop ticks at a fixed rate while a background
/// thread feeds it sensor readings through a mailbox, printing its live tick statistics
/// once a second. SIGINT or SIGTERM stops it gracefully with a summary.
@main
struct Heartbeat: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Tick at a fixed rate, absorb readings from a sensor thread, and print live tick statistics."
    )

    @Option(help: "Tick rate in Hz (1–2000).")
    var hz = 1_000

    @Option(help: "Readings per second the sensor thread writes.")
    var sensorRate = 1_000

    @Option(help: "Stop after this many seconds (default: run until SIGINT/SIGTERM).")
    var seconds: Double?

    func validate() throws {
        guard (1...2_000).contains(hz) else { throw ValidationError("--hz must be 1-2000") }
        guard (1...100_000).contains(sensorRate) else { throw ValidationError("--sensor-rate must be 1-100000") }
        if let seconds, !(seconds > 0 && seconds <= 31_536_000) { throw ValidationError("--seconds must be more than 0 and at most a year") }
    }

    func run() throws {
        let loop = try EventLoop(configuration: .init(ticksPerSecond: hz, drainsMainQueue: true))
        let readings = Mailbox<Double>(loop: loop)
        let panel = Panel()

        loop.setTickHandler { tick in
            let drained = tick.measure(.drain) { readings.drain(panel.absorb) }
            tick.count(drained, as: .itemsDrained)
            let time = tick.time
            tick.measure(.update) { panel.update(at: time) }
            tick.requestNextTick()
        }
        loop.requestTick()

        let reporter = StatsReporter(loop: loop)
        let everySecond = TimerWatcher(loop: loop, delay: .seconds(1), interval: .seconds(1)) {
            emit(reporter.lineForLastSecond(mean: panel.mean))
        }
        everySecond.start()
        var stopAfter: TimerWatcher?
        if let seconds {
            stopAfter = TimerWatcher(loop: loop, delay: .milliseconds(Int64(seconds * 1_000))) { loop.stop() }
            stopAfter?.start()
        }

        let sensor = try SensorThread(mailbox: readings, rate: sensorRate)
        loop.stopOnTerminationSignals()
        loop.onStop {
            sensor.stop()
            emit(reporter.summaryLine())
        }
        emit("heartbeat: \(hz) Hz, sensor \(sensorRate)/s; Ctrl-C or SIGTERM stops")
        try loop.run()
        _ = stopAfter
    }
}

/// The demo's "view state": a running mean of the readings, updated each tick.
final class Panel {
    private(set) var mean = 0.0
    private var sum = 0.0
    private var count = 0

    func absorb(_ reading: Double) {
        sum += reading
        count += 1
    }

    func update(at time: MonotonicInstant) {
        if count > 0 { mean = sum / Double(count) }
    }
}

/// Writes one line to standard output at once, unbuffered, so a pipe or a log sees it live.
func emit(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count) }
}
