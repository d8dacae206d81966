import Foundation

/// Foundation's timers as a ``TestHost`` runs them: those of the run loop of the thread the
/// host runs on, which is where a view model's `Timer.scheduledTimer` puts its timer.
///
/// Foundation's timers fire by the wall clock, which a manual clock cannot move: the host
/// plays the span of an `advance(by:)` that holds one at real speed, and the rest at once.
/// (Under `swift test` on Linux the main actor runs on a worker thread, not on the main
/// thread, so a timer added to `RunLoop.main` itself does not fire in tests.)
enum FoundationTimers {
    /// Fires the timers that are due, and returns when the next one is, or `nil` with none
    /// scheduled.
    static func fireDue() -> Date? {
        guard let next = RunLoop.current.limitDate(forMode: .default), next != .distantFuture else { return nil }
        return next
    }

    /// Sleeps until `date` on the wall clock.
    static func wait(until date: Date) {
        let interval = date.timeIntervalSinceNow
        if interval > 0 { Thread.sleep(forTimeInterval: interval) }
    }
}
