import Foundation

/// What the process cannot give back — its private dirty pages and its anonymous memory —
/// and its resident set beside them, from /proc/self/smaps_rollup, in MiB.
public struct ProcessMemory: Sendable {
    /// Pages only this process holds and has written: heap, stacks, written data.
    public var privateDirtyMiB: Double
    /// Anonymous pages: heap, stacks, and file pages this process copied on writing.
    public var anonymousMiB: Double
    /// Every resident page, shared and clean ones included.
    public var residentMiB: Double

    /// The process's figures now; zeros where /proc cannot be read.
    public static func current() -> ProcessMemory {
        var fields: [Substring: Double] = [:]
        let rollup = (try? String(contentsOfFile: "/proc/self/smaps_rollup", encoding: .utf8)) ?? ""
        for line in rollup.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count >= 2, parts[0].hasSuffix(":"), let kib = Double(parts[1]) else { continue }
            fields[parts[0].dropLast()] = kib / 1024
        }
        return ProcessMemory(privateDirtyMiB: fields["Private_Dirty"] ?? 0, anonymousMiB: fields["Anonymous"] ?? 0,
                             residentMiB: fields["Rss"] ?? 0)
    }
}
