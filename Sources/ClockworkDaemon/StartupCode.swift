import ClockworkCore
import ClockworkLoop
import Glibc
import Logging

/// Gives back the pages of code, and of read-only data, a daemon touched only while
/// starting.
///
/// Starting touches code a running panel never runs again: argument parsing, Foundation's
/// and fontconfig's set-up, the first layout of every view; and read-only data it never
/// reads again: libcrypto's tables, fonts' outlines, the locale's data. The kernel maps a
/// file 64 KiB at a fault, so that start leaves most of the binary and its libraries
/// resident, and counted in the daemon's RSS, for good. A while after the first frame, the
/// daemon drops its read-only mappings of files (`madvise(MADV_DONTNEED)`); the pages the
/// ticks touch fault back in from the page cache, and the rest stays out (docs/BENCHMARKS.md
/// states what that saves on the demo).
///
/// Safe: a private mapping of a file that holds no anonymous page was never written, so its
/// pages are the file's and dropping them loses nothing (a debugger's breakpoints, written
/// into code pages, make those pages anonymous). Mappings with written pages — data, and
/// the read-only relocations (RELRO) the loader wrote before protecting them — are never
/// touched.
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

    /// Drops this process's read-only mappings of files that hold no written page; returns
    /// the bytes of mappings dropped.
    nonisolated static func releaseCodePages() -> Int {
        guard let smaps = fopen("/proc/self/smaps", "r") else { return 0 }
        defer { fclose(smaps) }
        var line = [CChar](repeating: 0, count: 4_096)
        var mappings: [ReadOnlyFileMapping] = []
        // Whether the mapping whose lines are being read is the last one kept: every
        // mapping's header starts with its address range, and its `Anonymous:` line follows.
        var readingKept = false
        while fgets(&line, Int32(line.count), smaps) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.first?.isHexDigit == true, text.split(separator: " ").first?.contains("-") == true {
                let mapping = ReadOnlyFileMapping(line: text)
                if let mapping { mappings.append(mapping) }
                readingKept = mapping != nil
            } else if readingKept, text.hasPrefix("Anonymous:"),
                      let kib = Int(text.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") {
                mappings[mappings.count - 1].anonymousKiB = kib
            }
        }
        var released = 0
        for mapping in mappings where mapping.anonymousKiB == 0 {
            // Safe: the range is one whole mapping of this process, read from its own smaps,
            // of a file, private, never written.
            guard madvise(UnsafeMutableRawPointer(bitPattern: mapping.start), mapping.length, MADV_DONTNEED) == 0 else { continue }
            released += mapping.length
        }
        return released
    }
}

/// A mapping line of `/proc/self/smaps` (or `/proc/self/maps`) of a file, private and
/// read-only (code, or read-only data), with how much of it was written.
struct ReadOnlyFileMapping: Equatable {
    let start: UInt, length: Int
    /// The written (anonymous) KiB of the mapping, from its `Anonymous:` line; `nil` until
    /// that line is read, and then not released.
    var anonymousKiB: Int?

    /// The mapping of `length` bytes from `start`.
    init(start: UInt, length: Int, anonymousKiB: Int? = nil) {
        self.start = start
        self.length = length
        self.anonymousKiB = anonymousKiB
    }

    /// The mapping `line` describes, if it is a file's, private and read-only.
    init?(line: String) {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count >= 6, fields[1] == "r-xp" || fields[1] == "r--p", fields[5].hasPrefix("/") else { return nil }
        let bounds = fields[0].split(separator: "-")
        guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16), end > start else { return nil }
        self.start = start
        length = Int(end - start)
    }
}
