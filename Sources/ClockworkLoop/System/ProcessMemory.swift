import Glibc

/// What this process cannot give back — the pages only it holds and has written, and its
/// anonymous memory — with its resident set beside them, in bytes, as
/// /proc/self/smaps_rollup counts them. Reading it walks the process's mappings in the
/// kernel: read it when asked (a scrape, a benchmark's end), not every tick.
public struct ProcessMemory: Sendable, Equatable {
    /// Pages only this process holds and has written (Private_Dirty): heap, stacks,
    /// written data, relocated code pointers.
    public var privateDirtyBytes: Int
    /// Anonymous pages: heap, stacks, and file pages this process copied on writing.
    public var anonymousBytes: Int
    /// Every resident page, shared and clean ones included (Rss).
    public var residentBytes: Int

    /// The process's figures now; zeros where /proc cannot be read.
    public static func current() -> ProcessMemory {
        var kib: [Substring: Int] = [:]
        for line in (procFileText("/proc/self/smaps_rollup") ?? "").split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count >= 2, parts[0].hasSuffix(":"), let value = Int(parts[1]) else { continue }
            kib[parts[0].dropLast()] = value
        }
        return ProcessMemory(privateDirtyBytes: (kib["Private_Dirty"] ?? 0) * 1024, anonymousBytes: (kib["Anonymous"] ?? 0) * 1024,
                             residentBytes: (kib["Rss"] ?? 0) * 1024)
    }
}

/// A small proc file's text, read to its end (a proc file reports no size); `nil` when it
/// cannot be opened.
package func procFileText(_ path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        // Safe: read writes at most the chunk's size into it.
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count > 0 { bytes += chunk[0..<count] } else if count < 0, errno == EINTR { continue } else { break }
    }
    return String(decoding: bytes, as: UTF8.self)
}
