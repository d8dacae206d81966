import ClockworkCore
import ClockworkLoop
import Glibc
import Logging

/// Gives back the pages of code and data a daemon touched only while starting.
///
/// Starting touches code a running panel never runs again: argument parsing, Foundation's
/// and fontconfig's set-up, the first layout of every view; and data it never reads again:
/// libcrypto's tables, fonts' outlines, ICU's and the locale's data. The kernel maps a file
/// 64 KiB at a fault, so that start leaves most of the binary and its libraries resident,
/// and counted in the daemon's RSS, for good. A while after the first frame, the daemon
/// drops its read-only mappings of files (`madvise(MADV_DONTNEED)`): the pages the ticks
/// touch fault back in from the page cache. In its writable private mappings of files (a
/// binary's data segment, where Swift's and ICU's constant tables lie beside the globals)
/// it reclaims the pages never written (`MADV_PAGEOUT`): those the ticks read come back
/// from the file. docs/BENCHMARKS.md states what each saves on the demo.
///
/// Safe: a private mapping of a file that holds no anonymous page was never written, so its
/// pages are the file's and dropping them loses nothing (a debugger's breakpoints, written
/// into code pages, make those pages anonymous). Read-only mappings with written pages —
/// the relocations (RELRO) the loader wrote before protecting them — are never dropped.
/// Reclaiming never discards: a page written after it was found clean is kept, or swapped.
@MainActor
enum StartupCode {
    /// How long after the first frame the code is given back: long enough for the first
    /// ticks, and a first client's request, to have run.
    static let delay = Duration.seconds(2)

    /// Gives the startup pages back (`giveBack`, by default ``releaseStartupPages()``) `delay`
    /// after `host`'s first frame (with no target, after the loop starts). Loop thread only,
    /// before the loop runs.
    static func release(after host: GraphHost, delay: Duration = delay, logger: Logger,
                        giveBack: @escaping () -> Int = releaseStartupPages) {
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

    /// Drops this process's read-only mappings of files that hold no written page, and
    /// reclaims the pages never written of its writable private mappings of files; returns
    /// the bytes given back.
    nonisolated static func releaseStartupPages() -> Int {
        let (readOnly, writable) = fileMappings()
        var released = 0
        for mapping in readOnly where mapping.anonymousKiB == 0 {
            // Safe: the range is one whole mapping of this process, read from its own smaps,
            // of a file, private, never written.
            guard madvise(UnsafeMutableRawPointer(bitPattern: mapping.start), mapping.length, MADV_DONTNEED) == 0 else { continue }
            released += mapping.length
        }
        for mapping in writable {
            for run in cleanFilePages(of: mapping) {
                // Safe: reclaiming keeps every written page; the range lies in a mapping of
                // this process, read from its own smaps. (Before Linux 5.4: EINVAL, skipped.)
                guard madvise(UnsafeMutableRawPointer(bitPattern: run.start), run.length, MADV_PAGEOUT) == 0 else { continue }
                released += run.length
            }
        }
        return released
    }

    /// This process's private mappings of files from `/proc/self/smaps`: the read-only ones,
    /// with how much of each was written, and the writable ones.
    private nonisolated static func fileMappings() -> (readOnly: [FileMapping], writable: [FileMapping]) {
        guard let smaps = fopen("/proc/self/smaps", "r") else { return ([], []) }
        defer { fclose(smaps) }
        var line = [CChar](repeating: 0, count: 4_096)
        var readOnly: [FileMapping] = [], writable: [FileMapping] = []
        // Whether the mapping whose lines are being read is the last read-only one kept:
        // every mapping's header starts with its address range, and its `Anonymous:` line follows.
        var readingReadOnly = false
        while fgets(&line, Int32(line.count), smaps) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.first?.isHexDigit == true, text.split(separator: " ").first?.contains("-") == true {
                let mapping = FileMapping(line: text)
                if let mapping { mapping.access == .readOnly ? readOnly.append(mapping) : writable.append(mapping) }
                readingReadOnly = mapping?.access == .readOnly
            } else if readingReadOnly, text.hasPrefix("Anonymous:"),
                      let kib = Int(text.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") {
                readOnly[readOnly.count - 1].anonymousKiB = kib
            }
        }
        return (readOnly, writable)
    }

    /// The runs of `mapping`'s pages that are resident and still the file's (never written),
    /// from `/proc/self/pagemap`: one 64-bit entry a page, bit 63 present, bit 61 a page of
    /// a file.
    nonisolated static func cleanFilePages(of mapping: FileMapping) -> [FileMapping] {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let pages = mapping.length / pageSize
        let fd = open("/proc/self/pagemap", O_RDONLY)
        guard fd >= 0, pages > 0 else { return [] }
        defer { close(fd) }
        var entries = [UInt64](repeating: 0, count: pages)
        let wanted = pages * MemoryLayout<UInt64>.stride
        // Safe: `entries` holds `pages` entries, `wanted` bytes, for the whole call.
        let read = entries.withUnsafeMutableBytes { pread(fd, $0.baseAddress, wanted, off_t(mapping.start / UInt(pageSize)) * 8) }
        guard read == wanted else { return [] }
        var runs: [FileMapping] = []
        for (index, entry) in entries.enumerated() where entry >> 63 & 1 == 1 && entry >> 61 & 1 == 1 {
            let start = mapping.start + UInt(index * pageSize)
            if let last = runs.last, last.start + UInt(last.length) == start {
                runs[runs.count - 1] = FileMapping(start: last.start, length: last.length + pageSize, access: .writable)
            } else {
                runs.append(FileMapping(start: start, length: pageSize, access: .writable))
            }
        }
        return runs
    }
}

/// A mapping line of `/proc/self/smaps` (or `/proc/self/maps`) of a file, private, read-only
/// (code, or read-only data) or writable (data), with how much of it was written.
struct FileMapping: Equatable {
    /// Whether the mapping may be written.
    enum Access: Equatable {
        /// `r-xp` or `r--p`: code, read-only data, or relocations the loader protected.
        case readOnly
        /// `rw-p`: a binary's data segment, or a file mapped for private writes.
        case writable
    }

    let start: UInt, length: Int
    let access: Access
    /// The written (anonymous) KiB of a read-only mapping, from its `Anonymous:` line; `nil`
    /// until that line is read, and then not released.
    var anonymousKiB: Int?

    /// The mapping of `length` bytes from `start`.
    init(start: UInt, length: Int, access: Access = .readOnly, anonymousKiB: Int? = nil) {
        self.start = start
        self.length = length
        self.access = access
        self.anonymousKiB = anonymousKiB
    }

    /// The mapping `line` describes, if it is a file's, private, and read-only (`r-xp`,
    /// `r--p`) or writable (`rw-p`).
    init?(line: String) {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count >= 6, fields[5].hasPrefix("/") else { return nil }
        switch fields[1] {
        case "r-xp", "r--p": access = .readOnly
        case "rw-p": access = .writable
        default: return nil
        }
        let bounds = fields[0].split(separator: "-")
        guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16), end > start else { return nil }
        self.start = start
        length = Int(end - start)
    }
}
