import CLibev
import ClockworkCore
import ClockworkLoop
import Glibc
import Logging

/// Gives back the pages of code and data a daemon touched only while starting.
///
/// Starting touches code a running panel never runs again: argument parsing, Foundation's
/// and fontconfig's set-up, the first layout of every view; and data it never reads again:
/// the loader's relocations, libcrypto's tables, fonts' outlines, ICU's and the locale's
/// data. The kernel maps a file 64 KiB at a fault, so that start leaves most of the binary
/// and its libraries resident, and counted in the daemon's RSS, for good. A while after the
/// first frame, the daemon drops the read-only segments of the objects the loader mapped
/// (`madvise(MADV_DONTNEED)`): the pages the ticks touch fault back in from the page cache.
/// Its other private mappings of files (a binary's data segment, where Swift's and ICU's
/// constant tables lie beside the globals; fonts) it reclaims (`MADV_PAGEOUT`): the pages
/// the ticks read come back from the file. docs/BENCHMARKS.md states what each saves on
/// the demo.
///
/// Safe: only pages still the file's are given back (`/proc/self/pagemap`), so nothing
/// written is lost (a debugger's breakpoints, written into code, make those pages the
/// process's own). Dropping happens under the loader's lock, so the segment cannot be
/// unmapped, and its address reused, in between; read-only, it cannot be written either.
/// Reclaiming never discards: a page written, or a mapping replaced, after the pages were
/// listed keeps its contents.
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
                logger.debug("gave back the startup pages", metadata: ["bytes": "\(released)"])
            }
            once.start()
            timer = once
        }
        if host.target == nil { schedule() } else { host.onFrame { _, _ in schedule() } }
        loop.onStop { timer?.stop() }
    }

    /// Drops the read-only segments of the loaded objects and reclaims this process's other
    /// private mappings of files, the pages still the file's of each; returns the bytes
    /// given back.
    nonisolated static func releaseStartupPages() -> Int {
        guard let pageMap = PageMap() else { return 0 }
        let loaded = dropLoadedReadOnlySegments(pageMap: pageMap)
        let others = privateFileMappings().filter { mapping in !loaded.segments.contains { $0.overlaps(mapping) } }
        return loaded.bytes + reclaimCleanPages(of: others, pageMap: pageMap)
    }

    /// What ``dropLoadedReadOnlySegments(pageMap:)`` did: the bytes it dropped and the
    /// segments it saw.
    struct SegmentWalk {
        let pageMap: PageMap
        var bytes = 0
        var segments: [FileMapping] = []
    }

    /// Drops the pages still the file's, as `pageMap` shows them, of every read-only segment
    /// (code, read-only data) of the objects the loader mapped.
    nonisolated static func dropLoadedReadOnlySegments(pageMap: PageMap) -> SegmentWalk {
        var walk = SegmentWalk(pageMap: pageMap)
        withUnsafeMutablePointer(to: &walk) { pointer in
            clibev_each_read_only_segment({ start, length, context in
                // Safe: `context` is the `walk` this call was given, alive until it returns.
                let walk = context!.assumingMemoryBound(to: SegmentWalk.self)
                let segment = FileMapping(start: UInt(start), length: Int(length))
                walk.pointee.segments.append(segment)
                for run in walk.pointee.pageMap.cleanFilePages(of: segment) {
                    // Safe: a read-only segment of a loaded object, which the loader's lock
                    // keeps mapped through this call; only pages still the file's.
                    guard madvise(UnsafeMutableRawPointer(bitPattern: run.start), run.length, MADV_DONTNEED) == 0 else { continue }
                    walk.pointee.bytes += run.length
                }
            }, pointer, UInt(pageMap.pageSize))
        }
        return walk
    }

    /// Reclaims the pages still the file's, as `pageMap` shows them, of `mappings`; returns
    /// the bytes reclaimed.
    nonisolated static func reclaimCleanPages(of mappings: [FileMapping], pageMap: PageMap) -> Int {
        var reclaimed = 0
        for mapping in mappings {
            for run in pageMap.cleanFilePages(of: mapping) {
                // Safe: reclaiming keeps every written page, whatever the range now holds.
                // (Before Linux 5.4: EINVAL, skipped.)
                guard madvise(UnsafeMutableRawPointer(bitPattern: run.start), run.length, MADV_PAGEOUT) == 0 else { continue }
                reclaimed += run.length
            }
        }
        return reclaimed
    }

    /// This process's private mappings of files, from `/proc/self/maps`.
    nonisolated static func privateFileMappings() -> [FileMapping] {
        guard let maps = fopen("/proc/self/maps", "r") else { return [] }
        defer { fclose(maps) }
        var line = [CChar](repeating: 0, count: 4_096)
        var mappings: [FileMapping] = []
        while fgets(&line, Int32(line.count), maps) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let mapping = FileMapping(line: text) { mappings.append(mapping) }
        }
        return mappings
    }
}

/// A range of this process's memory: a private mapping of a file, as a line of
/// `/proc/self/maps` describes it, or a part of one.
struct FileMapping: Equatable {
    let start: UInt, length: Int

    /// The `length` bytes from `start`.
    init(start: UInt, length: Int) {
        self.start = start
        self.length = length
    }

    /// The mapping `line` describes, if it is a file's and private: code (`r-xp`), read-only
    /// data (`r--p`) or data (`rw-p`).
    init?(line: String) {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count >= 6, fields[5].hasPrefix("/"), ["r-xp", "r--p", "rw-p"].contains(fields[1]) else { return nil }
        let bounds = fields[0].split(separator: "-")
        guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16), end > start else { return nil }
        self.start = start
        length = Int(end - start)
    }

    /// Whether the two ranges share a byte.
    func overlaps(_ other: FileMapping) -> Bool {
        start < other.start + UInt(other.length) && other.start < start + UInt(length)
    }
}
