import ClockworkLoop
import Glibc

/// Where a host's frames go: a terminal, a framebuffer, an LED matrix, a remote display.
///
/// The host lays the tree out in ``size`` and hands each changed ``DisplayList`` to
/// ``present(_:damage:)``, on the loop thread; ``close()`` runs when the host stops.
@MainActor
public protocol RenderTarget: AnyObject {
    /// The drawing surface, in the target's units.
    var size: Size { get }
    /// How the target measures text, in its units: what layout sizes text by. Cells
    /// (``CellTextMeasure``) unless the target says otherwise.
    var textMeasure: any TextMeasure { get }
    /// The lengths the built-in views are laid out with, in the target's units: cells
    /// (``LayoutMetrics/cells``) unless the target says otherwise. A target that wraps
    /// another (to time or tee it) forwards both this and ``textMeasure``, or its views
    /// lay out in cells.
    var layoutMetrics: LayoutMetrics { get }
    /// Shows `list`, which differs from the list presented before only inside `damage`
    /// (the whole surface for the first frame, after a resize, or when the tree's shape
    /// changed). A target that redraws everything may ignore `damage`.
    func present(_ list: DisplayList, damage: Damage)
    /// Restores whatever the target changed (a terminal's screen and cursor).
    func close()
    /// What the target shows, as a PNG, if it draws pixels; `nil` for a target that does
    /// not (a client draws the display list such a daemon serves instead).
    func snapshot() throws -> TargetSnapshot?
    /// Where a point the device reports (a pixel touched on a screen) is, in layout units.
    /// The same point on a target whose device counts in layout units (a terminal's cells).
    func layoutPoint(fromDevice point: Point) -> Point
}

/// A render target's picture: PNG bytes of `width` × `height` pixels.
public struct TargetSnapshot: Sendable {
    /// The PNG file's bytes.
    public var png: [UInt8]
    /// The picture's width in pixels.
    public var width: Int
    /// The picture's height in pixels.
    public var height: Int

    /// A picture of `width` × `height` pixels, encoded as `png`.
    public init(png: [UInt8], width: Int, height: Int) {
        self.png = png
        self.width = width
        self.height = height
    }
}

extension RenderTarget {
    /// No pixels to show: the display list is what the target shows.
    public func snapshot() throws -> TargetSnapshot? { nil }

    /// The device counts in layout units.
    public func layoutPoint(fromDevice point: Point) -> Point { point }

    /// Cells: what terminals and display lists lay text out in.
    public var textMeasure: any TextMeasure { CellTextMeasure() }

    /// Cells: what terminals and display lists lay views out in.
    public var layoutMetrics: LayoutMetrics { .cells }
}

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
