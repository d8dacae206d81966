import ClockworkFoundationCompat
import ClockworkLoop
import Foundation

/// Runs Foundation's main run loop from the daemon's loop, so what SwiftUI code schedules
/// on it fires on the loop thread: `Timer.scheduledTimer`, a `Timer` added to
/// `RunLoop.main`, its sources.
///
/// Before the loop blocks, one pass of `RunLoop.main` fires what is due (a poll, never a
/// wait), and a libev timer is armed for the next Foundation timer's date, so the loop
/// wakes for it and sleeps otherwise. Apart from the passes that timer wakes the loop
/// for, a pass runs at most once every ``minimumGap`` (a tenth of a second, or a tick
/// period if longer): on Linux each pass registers Foundation's ports with the kernel and
/// polls them (`epoll_ctl`, `ppoll`), which, once a tick, cost 8 % of the demo's loop
/// thread. A block sooner than that arms the timer for the end of the gap instead. So a
/// timer, once a pass has seen it, fires at its date; a timer or a `perform` block
/// scheduled since the last pass is seen within a tenth of a second (Foundation's timers
/// are not real-time: a first firing is late by at most that). Loop thread (the main
/// thread) only.
@MainActor
final class MainRunLoopBridge {
    private let loop: EventLoop
    private var hook: LoopHook?
    private var wake: TimerWatcher?
    /// The least time between two passes the wake-up timer did not ask for.
    let minimumGap: Duration
    private var lastPass: MonotonicInstant?
    /// When the wake-up timer is armed for, if it is and has not fired.
    private var wakeAt: MonotonicInstant?
    /// Whether the wake-up timer fired since the last pass: the next block makes one.
    private var woke = false

    /// Installs the bridge on `loop`, which runs on the main thread; it stops with it.
    init(loop: EventLoop) {
        self.loop = loop
        minimumGap = max(.milliseconds(100), loop.grid.period)
        // The timer wakes the loop and asks for a pass: the one before the next block.
        let wake = TimerWatcher(loop: loop, delay: .zero) { [unowned self] in
            MainActor.assumeIsolated {
                woke = true
                wakeAt = nil
            }
        }
        let hook = LoopHook(loop: loop, position: .beforeBlocking) { [unowned self] in
            MainActor.assumeIsolated { beforeBlocking() }
        }
        self.wake = wake
        self.hook = hook
        hook.start()
        loop.onStop { [self] in
            MainActor.assumeIsolated {
                self.hook?.stop()
                self.wake?.stop()
            }
        }
    }

    /// Makes a pass, or, within the gap of the last one, sees that the wake-up timer
    /// brings the loop back for one by the gap's end.
    private func beforeBlocking() {
        let now = loop.now
        guard !woke, let lastPass, now < lastPass + minimumGap else { return runDueWork(at: now) }
        let due = lastPass + minimumGap
        if let wakeAt, wakeAt <= due { return }
        arm(at: due, now: now)
    }

    /// Fires the run loop's due timers and sources, and arms the wake-up for its next timer.
    private func runDueWork(at now: MonotonicInstant) {
        lastPass = now
        woke = false
        guard let next = RunLoop.main.fireDueWork() else {
            wake?.stop()
            wakeAt = nil
            return
        }
        arm(at: now + .seconds(max(next.timeIntervalSinceNow, 0)), now: now)
    }

    private func arm(at instant: MonotonicInstant, now: MonotonicInstant) {
        wakeAt = instant
        wake?.start(after: instant - now)
    }
}
