import Glibc

/// CPU time (user + system) the whole process has used so far.
public func processCPUTime() -> Duration {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func duration(_ time: timeval) -> Duration {
        .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
    }
    return duration(usage.ru_utime) + duration(usage.ru_stime)
}

/// CPU time the calling thread has used so far: what a piece of loop work costs the loop,
/// without the time the thread waited for a core on a shared machine.
public func threadCPUTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
}
