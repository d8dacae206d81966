import Clockwork
import ClockworkTesting
import Synchronization
import Testing

// A view model that ticks by Foundation's `Timer.scheduledTimer`, as pasted samples do,
// driven by a TestHost: its timer fires as `advance(by:)` plays the manual clock's time
// line, in order with the ticks, and its writes show like any other.

@Observable
private final class Metronome: @unchecked Sendable { // Sendable as declared: its tracked properties apply other threads' writes on the loop.
    var beats = 0
    /// The manual clock's reading at each beat.
    private let firedAt = Mutex<[MonotonicInstant]>([])

    var beatTimes: [MonotonicInstant] { firedAt.withLock { $0 } }

    func start(every interval: TimeInterval, repeats: Bool = true, clock: ManualClock) {
        _ = Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats) { [self] _ in
            firedAt.withLock { $0.append(clock.now) }
            beats += 1
        }
    }
}

private struct MetronomeView: View {
    let metronome: Metronome
    var body: some View { Text("beats \(metronome.beats)") }
}

@Suite("Foundation timers in TestHost")
@MainActor
struct FoundationTimerTests {
    @Test("a view model's repeating Timer.scheduledTimer fires as advance(by:) plays its span, each beat shown")
    func repeatingTimer() throws {
        let metronome = Metronome()
        let host = try TestHost(MetronomeView(metronome: metronome))
        metronome.start(every: 0.2, clock: host.clock)
        host.advance(by: .seconds(1))
        #expect(metronome.beats >= 5, "every beat whose wall time the span covered")
        #expect(host.contains("beats \(metronome.beats)"))
        let times = metronome.beatTimes
        for (earlier, later) in zip(times, times.dropFirst()) {
            let gap = later - earlier
            #expect(gap > .milliseconds(199) && gap < .milliseconds(201), "beats stand 0.2 s apart on the manual clock: \(gap)")
        }
    }

    @Test("a one-shot timer fires once; without advancing, pump fires a timer that came due")
    func oneShotTimer() throws {
        let metronome = Metronome()
        let host = try TestHost(MetronomeView(metronome: metronome))
        metronome.start(every: 0.05, repeats: false, clock: host.clock)
        Thread.sleep(forTimeInterval: 0.06)
        host.pump()
        #expect(host.contains("beats 1"))
        host.advance(by: .milliseconds(200))
        #expect(metronome.beats == 1)
    }
}
