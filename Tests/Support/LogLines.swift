import Foundation
import Logging

/// Log lines a test reads back: give its `logger()` to the code under test.
public final class LogLines: @unchecked Sendable {
    // @unchecked Sendable: appended and read under `lock`.
    private let lock = NSLock()
    private var stored: [String] = []

    /// An empty capture.
    public init() {}

    /// Every line logged so far, `LEVEL: MESSAGE key=value…`.
    public var all: [String] { lock.withLock { stored } }

    /// How many lines hold `text`.
    public func count(containing text: String) -> Int { all.filter { $0.contains(text) }.count }

    fileprivate func append(_ line: String) { lock.withLock { stored.append(line) } }

    /// A logger writing here.
    public func logger() -> Logger {
        Logger(label: "test") { _ in LineHandler(lines: self) }
    }
}

private struct LineHandler: LogHandler {
    let lines: LogLines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let fields = (event.metadata ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        lines.append("\(event.level): \(event.message) \(fields)")
    }
}
