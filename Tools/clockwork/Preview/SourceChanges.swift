import Foundation
import Glibc

/// Wakes the watching tool when something changes in a package's folders, through Linux's
/// inotify: the package's own folder (its manifests) and every folder under the targets'
/// (folders made later included). Waiting costs nothing; looking at every file's time
/// instead, as the tool did, cost a fifth of a core on this package's 800 sources.
///
/// It only says that something changed: `SourceSnapshot` says whether a manifest or a
/// Swift file did.
final class SourceChanges {
    /// The folders watched below the package's own.
    let folders: [URL]
    private let descriptor: Int32
    /// Each watched folder's path, by its inotify watch.
    private var paths: [Int32: String] = [:]
    private static let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ONLYDIR)

    /// Watches `root` and every folder under `folders`; `nil` when inotify is not there
    /// (the tool then looks at the files' times).
    init?(root: URL, folders: [URL]) {
        self.folders = folders
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        watch(root.path)
        for folder in folders { watchTree(folder.path) }
    }

    deinit { close(descriptor) }

    /// Waits up to `milliseconds` for a change; whether one came. Every change waiting is
    /// taken: one save wakes once.
    func wait(milliseconds: Int32) -> Bool {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&waiting, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            newFolders(in: buffer[..<count]).forEach(watchTree)
        }
        return true
    }

    /// The folders made or moved in that `events` (inotify's records, each a header and a
    /// name) name.
    private func newFolders(in events: ArraySlice<UInt8>) -> [String] {
        var made: [String] = []
        var offset = events.startIndex
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= events.endIndex {
            // Safe: the header's bytes are in the slice (checked above); read unaligned.
            let (watch, mask, length) = events.withUnsafeBytes { bytes in
                let start = offset - events.startIndex
                return (bytes.loadUnaligned(fromByteOffset: start, as: Int32.self),
                        bytes.loadUnaligned(fromByteOffset: start + 4, as: UInt32.self),
                        Int(bytes.loadUnaligned(fromByteOffset: start + 12, as: UInt32.self)))
            }
            let name = events[(offset + header)..<min(offset + header + length, events.endIndex)]
            if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, let folder = paths[watch] {
                made.append(folder + "/" + String(decoding: name.prefix { $0 != 0 }, as: UTF8.self))
            }
            offset += header + length
        }
        return made
    }

    private func watch(_ path: String) {
        let watch = inotify_add_watch(descriptor, path, Self.events)
        if watch >= 0 { paths[watch] = path }
    }

    /// Watches `path` and every folder under it.
    private func watchTree(_ path: String) {
        watch(path)
        let url = URL(fileURLWithPath: path)
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey]) else { return }
        for case let entry as URL in walker where (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            watch(entry.path)
        }
    }
}
