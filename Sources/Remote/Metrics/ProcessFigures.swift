import ClockworkLoop
import Glibc

/// The process's own figures, as Prometheus's client libraries name them
/// (`process_resident_memory_bytes`, `process_cpu_seconds_total`, `process_open_fds`, ...),
/// read from the kernel when a scrape asks.
struct ProcessFigures {
    /// Seconds of CPU the process has used, user and system.
    var cpuSeconds: Double
    /// Resident memory and address space, in bytes.
    var residentBytes: Double, virtualBytes: Double
    /// What the process cannot give back, in bytes: the pages only it holds and has
    /// written, and its anonymous memory (smaps_rollup's Private_Dirty and Anonymous).
    var privateDirtyBytes: Double, anonymousBytes: Double
    /// Descriptors open, and the most it may open.
    var openFileDescriptors: Double, maximumFileDescriptors: Double
    /// When the process started, in seconds since the Unix epoch.
    var startTimeSeconds: Double

    /// The figures now.
    static func read() -> ProcessFigures {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        let pageSize = Double(sysconf(Int32(_SC_PAGESIZE)))
        let statm = (procFileText("/proc/self/statm") ?? "").split(separator: " ").compactMap { Double($0) }
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        let memory = ProcessMemory.current()
        return ProcessFigures(cpuSeconds: cpu,
                              residentBytes: statm.count > 1 ? statm[1] * pageSize : 0,
                              virtualBytes: statm.first.map { $0 * pageSize } ?? 0,
                              privateDirtyBytes: Double(memory.privateDirtyBytes),
                              anonymousBytes: Double(memory.anonymousBytes),
                              openFileDescriptors: Double(openDescriptors()),
                              maximumFileDescriptors: Double(limit.rlim_cur),
                              startTimeSeconds: startTime)
    }

    /// The entries of /proc/self/fd, less the one reading it opens.
    private static func openDescriptors() -> Int {
        max(directoryNames(at: "/proc/self/fd").count - 1, 0)
    }

    /// The boot time (/proc/stat's btime) plus the process's start in ticks after boot
    /// (/proc/self/stat's 22nd field), read once.
    private static let startTime: Double = {
        guard let stat = procFileText("/proc/self/stat"), let close = stat.lastIndex(of: ")"),
              let boot = procFileText("/proc/stat")?.split(separator: "\n").first(where: { $0.hasPrefix("btime ") })?.split(separator: " ").last.flatMap({ Double($0) })
        else { return 0 }
        // Fields after the command's closing parenthesis start at the third (the state).
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return 0 }
        return boot + ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }()
}
