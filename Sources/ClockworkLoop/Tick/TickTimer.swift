import CLinux
import Glibc

/// The kernel timer behind real-clock ticks: a `timerfd` on `CLOCK_MONOTONIC`,
/// armed at absolute grid times and repeating by the grid period.
///
/// Why a timerfd and not `ev_timer`/`ev_periodic`: libev's epoll backend rounds every
/// wait up to whole milliseconds, which makes ticks 0–1 ms late and misses most of
/// them at 1 kHz. A timerfd expires on the kernel's high-resolution timer no matter
/// which backend waits on it, repeats without drift, and reading it says how many
/// periods elapsed. See docs/ARCHITECTURE.md for the measurements behind the choice.
final class TickTimer {
    let fd: Int32

    init() throws(EventLoopError) {
        fd = clinux_timerfd_create_monotonic()
        if fd < 0 { throw .systemCall(name: "timerfd_create", errno: errno) }
    }

    deinit {
        close(fd)
    }

    /// Fires at `first` and then every `period`, until disarmed.
    func arm(first: MonotonicInstant, period: Duration) {
        let result = clinux_timerfd_arm_absolute(fd, max(first.nanoseconds, 1), period.nanoseconds)
        precondition(result == 0, "timerfd_settime failed: errno \(errno)")
    }

    func disarm() {
        _ = clinux_timerfd_arm_absolute(fd, 0, 0)
        acknowledge()
    }

    /// Clears the readiness; returns how many expirations happened since the last call.
    @discardableResult
    func acknowledge() -> UInt64 {
        var expirations: UInt64 = 0
        let count = read(fd, &expirations, MemoryLayout<UInt64>.size)
        return count == MemoryLayout<UInt64>.size ? expirations : 0
    }
}
