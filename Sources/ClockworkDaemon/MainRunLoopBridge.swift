import ClockworkFoundationCompat
import ClockworkLoop
import Foundation

/// Runs Foundation's main run loop from the daemon's loop, so what SwiftUI code schedules
/// on it fires on the loop thread, on time: `Timer.scheduledTimer`, a `Timer` added to
/// `RunLoop.main`, its sources.
///
/// Before the loop blocks, one pass of `RunLoop.main` fires what is due (a poll, never a
/// wait), and a libev timer is armed for the next Foundation timer's date, so the loop
/// wakes for it and sleeps otherwise. Loop thread (the main thread) only.
@MainActor
final class MainRunLoopBridge {
    private var hook: LoopHook?
    private var wake: TimerWatcher?

    /// Installs the bridge on `loop`, which runs on the main thread; it stops with it.
    init(loop: EventLoop) {
        // Waking the loop is all the timer does: the pass before the next block fires.
        let wake = TimerWatcher(loop: loop, delay: .zero) {}
        let hook = LoopHook(loop: loop, position: .beforeBlocking) { [unowned self] in
            MainActor.assumeIsolated { runDueWork() }
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

    /// Fires the run loop's due timers and sources, and arms the wake-up for its next timer.
    private func runDueWork() {
        guard let next = RunLoop.main.fireDueWork() else {
            wake?.stop()
            return
        }
        wake?.start(after: .seconds(next.timeIntervalSinceNow))
    }
}
