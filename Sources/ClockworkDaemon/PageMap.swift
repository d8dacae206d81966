import Glibc

/// `/proc/self/pagemap`, open for one release: which of this process's pages are resident,
/// and which of those are still a file's.
final class PageMap {
    /// The size of a page.
    let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    private let fd: Int32

    /// This process's page map; `nil` if it cannot be opened.
    init?() {
        let fd = open("/proc/self/pagemap", O_RDONLY)
        guard fd >= 0 else { return nil }
        self.fd = fd
    }

    deinit { close(fd) }

    /// The runs of `mapping`'s pages that are resident and still the file's (never
    /// written): one 64-bit entry a page, bit 63 present, bit 61 a page of a file.
    func cleanFilePages(of mapping: FileMapping) -> [FileMapping] {
        let pages = mapping.length / pageSize
        guard pages > 0 else { return [] }
        var entries = [UInt64](repeating: 0, count: pages)
        let wanted = pages * MemoryLayout<UInt64>.stride
        // Safe: `entries` holds `pages` entries, `wanted` bytes, for the whole call.
        let read = entries.withUnsafeMutableBytes { pread(fd, $0.baseAddress, wanted, off_t(mapping.start / UInt(pageSize)) * 8) }
        guard read == wanted else { return [] }
        var runs: [FileMapping] = []
        for (index, entry) in entries.enumerated() where entry >> 63 & 1 == 1 && entry >> 61 & 1 == 1 {
            let start = mapping.start + UInt(index * pageSize)
            if let last = runs.last, last.start + UInt(last.length) == start {
                runs[runs.count - 1] = FileMapping(start: last.start, length: last.length + pageSize)
            } else {
                runs.append(FileMapping(start: start, length: pageSize))
            }
        }
        return runs
    }
}
