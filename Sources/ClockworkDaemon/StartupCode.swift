import ClockworkCore
import ClockworkLoop
import Glibc
import Logging

/// Gives back the pages of code a daemon ran only while starting.
///
/// Starting touches code a running panel never runs again: argument parsing, Foundation's
/// and fontconfig's set-up, the first layout of every view. The kernel maps code in 64 KiB
/// at a fault, so that start leaves most of the binary and its libraries resident, and
/// counted in the daemon's RSS, for good. A while after the first frame, the daemon's code
/// mappings are dropped (`madvise(MADV_DONTNEED)` on every read-only, executable mapping of
/// a file); the code the ticks run faults back in from the page cache, and the rest stays
/// out. On the demo in pixels this takes the RSS from 36 to 26 MiB.
///
/// Safe for code: a private mapping of a file that was never written holds nothing but the
/// file's pages, so dropping it loses nothing (a debugger's breakpoints, written into code
/// pages, would be lost; they are not there in a deployed daemon). Data mappings, which
/// may hold written pages, are never touched.
@MainActor
enum StartupCode {
    /// How long after the first frame the code is given back: long enough for the first
    /// ticks, and a first client's request, to have run.
    static let delay = Duration.seconds(2)

    /// Gives the startup code back (`giveBack`, by default ``releaseCodePages()``) `delay`
    /// after `host`'s first frame (with no target, after the loop starts). Loop thread only,
    /// before the loop runs.
    static func release(after host: GraphHost, delay: Duration = delay, logger: Logger,
                        giveBack: @escaping () -> Int = releaseCodePages) {
        let loop = host.loop
        var timer: TimerWatcher?
        let schedule = {
            guard timer == nil else { return }
            // Kept until the loop stops: a spent one-shot timer is harmless, and freeing it
            // from its own handler would free the watcher libev is calling.
            let once = TimerWatcher(loop: loop, delay: delay) {
                let released = giveBack()
                logger.debug("gave back the startup code", metadata: ["bytes": "\(released)"])
            }
            once.start()
            timer = once
        }
        if host.target == nil { schedule() } else { host.onFrame { _, _ in schedule() } }
        loop.onStop { timer?.stop() }
    }

    /// Drops this process's mappings of code in files; returns the bytes of mappings dropped.
    nonisolated static func releaseCodePages() -> Int {
        guard let maps = fopen("/proc/self/maps", "r") else { return 0 }
        defer { fclose(maps) }
        var line = [CChar](repeating: 0, count: 4_096)
        var released = 0
        while fgets(&line, Int32(line.count), maps) != nil {
            guard let mapping = CodeMapping(line: String(cString: line)),
                  // Safe: the range is one whole mapping of this process, read from its own maps.
                  madvise(UnsafeMutableRawPointer(bitPattern: mapping.start), mapping.length, MADV_DONTNEED) == 0 else { continue }
            released += mapping.length
        }
        return released
    }
}

/// A line of `/proc/self/maps` that maps a file's code: readable and executable, private,
/// never writable.
struct CodeMapping: Equatable {
    let start: UInt, length: Int

    /// The mapping of `length` bytes from `start`.
    init(start: UInt, length: Int) {
        self.start = start
        self.length = length
    }

    /// The mapping `line` describes, if it is a file's code.
    init?(line: String) {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count >= 6, fields[1] == "r-xp", fields[5].hasPrefix("/") else { return nil }
        let bounds = fields[0].split(separator: "-")
        guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16), end > start else { return nil }
        self.start = start
        length = Int(end - start)
    }
}
