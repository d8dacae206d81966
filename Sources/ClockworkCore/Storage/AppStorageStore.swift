import Foundation
import Logging
import OpenCombine

/// The persistent store behind `@AppStorage`: one JSON file per daemon, written
/// atomically (a temporary file, `fsync`, `rename`, `fsync` of the folder), so a crash or
/// `kill -9` leaves either the old file or the new one, never half of one.
///
/// Reads and writes are safe from any thread and take effect in memory at once; the file
/// follows on a background queue (writes coalesced, so a burst costs one file write, and
/// no write blocks the loop), and ``synchronize()`` waits for it. A file that cannot be
/// read or parsed is logged, moved aside as `FILE.corrupt-TIMESTAMP`, and the defaults used.
public final class AppStorageStore: @unchecked Sendable {
    // @unchecked Sendable: `values` and `isFlushScheduled` are read and written holding
    // `lock`; the file is written only on `writer`, one write at a time.

    /// Where the store lives.
    public let path: String
    private let logger: Logger
    private let lock = NSLock()
    private var values: [String: StoredValue] = [:]
    private var isFlushScheduled = false
    private let writer = DispatchQueue(label: "clockwork.app-storage")
    /// The keys that changed, on the thread that changed them.
    let changes = PassthroughSubject<String, Never>()

    /// The store in the file at `path` (created on the first write), with its values read now.
    public init(path: String, logger: Logger = Logger(label: "clockwork.app-storage")) {
        self.path = path
        self.logger = logger
        values = load()
    }

    /// The value for `key`, if one is stored.
    public func value(forKey key: String) -> StoredValue? {
        lock.withLock { values[key] }
    }

    /// Stores `value` for `key` (`nil` removes it) and schedules the file write.
    public func set(_ value: StoredValue?, forKey key: String) {
        let changed = lock.withLock { () -> Bool in
            guard values[key] != value else { return false }
            values[key] = value
            return true
        }
        guard changed else { return }
        scheduleFlush()
        changes.send(key)
    }

    /// Waits until every value set so far is in the file.
    public func synchronize() {
        writer.sync {}
    }

    // MARK: The standard store

    // Safe from any thread: read and written only holding `standardLock`.
    nonisolated(unsafe) private static var configuredStandard: AppStorageStore?
    private static let standardLock = NSLock()

    /// The store `@AppStorage` uses when no `store:` or `.defaultAppStorage(_:)` says
    /// otherwise: `$XDG_STATE_HOME/clockwork/NAME.json` (`~/.local/state/…` when unset),
    /// NAME the daemon's name or the process's.
    public static var standard: AppStorageStore {
        get {
            standardLock.withLock {
                if let configuredStandard { return configuredStandard }
                let store = AppStorageStore(path: defaultPath(name: ProcessInfo.processInfo.processName))
                configuredStandard = store
                return store
            }
        }
        set { standardLock.withLock { configuredStandard = newValue } }
    }

    /// Where the standard store of a daemon called `name` lives.
    public static func defaultPath(name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let state = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/state")
        return state + "/clockwork/" + name + ".json"
    }

    // MARK: The file

    private struct FileContents: Codable {
        var version = 1
        var values: [String: StoredValue]
    }

    private func load() -> [String: StoredValue] {
        guard FileManager.default.fileExists(atPath: path) else { return [:] }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let contents = try JSONDecoder().decode(FileContents.self, from: data)
            guard contents.version == 1 else { throw StoreError.unknownVersion(contents.version) }
            return contents.values
        } catch {
            let aside = path + ".corrupt-\(Int(Date().timeIntervalSince1970))"
            let moved = (try? FileManager.default.moveItem(atPath: path, toPath: aside)) != nil
            let movedNote = moved ? "; the file was moved to \(aside)" : ""
            logger.error("app storage file \(path) could not be read (\(error)); using defaults\(movedNote)")
            return [:]
        }
    }

    private enum StoreError: Error, CustomStringConvertible {
        case unknownVersion(Int)
        var description: String {
            switch self {
            case .unknownVersion(let version): "unknown file version \(version)"
            }
        }
    }

    private func scheduleFlush() {
        let schedule = lock.withLock { () -> Bool in
            guard !isFlushScheduled else { return false }
            isFlushScheduled = true
            return true
        }
        if schedule { writer.async { self.flush() } }
    }

    /// Writes the current values (on `writer`).
    private func flush() {
        let snapshot = lock.withLock { () -> [String: StoredValue] in
            isFlushScheduled = false
            return values
        }
        do {
            try writeAtomically(JSONEncoder.sortedKeys.encode(FileContents(values: snapshot)))
        } catch {
            logger.error("app storage file \(path) could not be written: \(error)")
        }
    }

    private func writeAtomically(_ data: Data) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var failure: Int32 = 0
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        close(fd)
        guard failure == 0 else {
            unlink(temporary)
            throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
        }
        guard rename(temporary, path) == 0 else {
            let error = errno
            unlink(temporary)
            throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO)
        }
        let folderFD = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderFD >= 0 {
            fsync(folderFD)
            close(folderFD)
        }
    }
}

extension JSONEncoder {
    /// An encoder with sorted keys, so the same values always make the same file.
    fileprivate static var sortedKeys: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return encoder
    }
}
