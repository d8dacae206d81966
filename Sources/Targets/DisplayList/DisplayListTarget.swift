import ClockworkCore
import ClockworkLoop
import Glibc

/// A target that writes each display list as one line of JSON: what a host shows when
/// its output is not a terminal (a pipe, a log, a remote client).
@MainActor
public final class DisplayListTarget: RenderTarget {
    public let size: Size
    private let write: ([UInt8]) -> Void
    private var encoder = DisplayListEncoder()

    /// Writes lists laid out for `size` (by default the shell's `COLUMNS` × `LINES`, else
    /// 80 × 24) through `write`, which is given each frame as one line of UTF-8 ending in a
    /// newline (by default written to standard output unbuffered, so a reader sees each
    /// frame as it comes).
    public init(size: Size? = nil, write: @escaping ([UInt8]) -> Void = writeToStandardOutput) {
        self.size = size ?? Size(width: Self.environmentNumber("COLUMNS") ?? 80, height: Self.environmentNumber("LINES") ?? 24)
        self.write = write
    }

    public func present(_ list: DisplayList, damage: Damage) {
        write(encoder.line(list))
    }

    public func close() {}

    /// A size from the environment: a whole number of cells from 1 to 10,000; anything
    /// else (`inf`, `1e300`, `-5`, `80x`) is ignored for the default.
    private static func environmentNumber(_ name: String) -> Double? {
        guard let text = getenv(name).map({ String(cString: $0) }), let value = Int(text), (1...10_000).contains(value) else { return nil }
        return Double(value)
    }
}

/// Writes `bytes` to standard output with `write(2)`, retrying partial writes.
public func writeToStandardOutput(_ bytes: [UInt8]) {
    writeAll(bytes, to: STDOUT_FILENO)
}
