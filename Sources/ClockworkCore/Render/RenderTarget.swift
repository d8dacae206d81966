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
    /// A copy of what the target shows, if it draws pixels, to be encoded off the loop;
    /// `nil` for a target that does not (a client draws the display list such a daemon
    /// serves instead). Taking it should cost the tick no more than copying the pixels.
    func snapshot() throws -> TargetSnapshot?
    /// Where a point the device reports (a pixel touched on a screen) is, in layout units.
    /// The same point on a target whose device counts in layout units (a terminal's cells).
    func layoutPoint(fromDevice point: Point) -> Point
    /// The device's surface in the units its points are reported in (a screen's pixels as
    /// its rows run): what a touchscreen's positions are scaled to. ``size`` unless the
    /// target says otherwise.
    var deviceSize: Size { get }
    /// Turns the screen off (`true`: the panel went unused for a while) or on again; the
    /// host draws nothing while it is off, and a whole frame once it is back on. A target
    /// with no screen to turn off ignores it.
    func setAsleep(_ asleep: Bool)
}

/// A render target's picture: a copy of what it shows, taken on the loop thread, that is
/// encoded as PNG on another (the encoding costs milliseconds, the copy a memcpy).
public struct TargetSnapshot: Sendable {
    /// The picture's width in pixels.
    public var width: Int
    /// The picture's height in pixels.
    public var height: Int
    private let encode: @Sendable () throws -> [UInt8]

    /// A picture of `width` × `height` pixels whose PNG bytes `encodePNG` makes, from a
    /// copy it holds: it runs on any thread, after the loop has drawn on.
    public init(width: Int, height: Int, encodePNG: @escaping @Sendable () throws -> [UInt8]) {
        self.width = width
        self.height = height
        encode = encodePNG
    }

    /// The picture as a PNG file's bytes. Call it off the loop thread.
    public func png() throws -> [UInt8] {
        try encode()
    }
}

extension RenderTarget {
    /// No pixels to show: the display list is what the target shows.
    public func snapshot() throws -> TargetSnapshot? { nil }

    /// The device counts in layout units.
    public func layoutPoint(fromDevice point: Point) -> Point { point }

    /// The device counts in layout units.
    public var deviceSize: Size { size }

    /// Nothing to turn off.
    public func setAsleep(_ asleep: Bool) {}

    /// Cells: what terminals and display lists lay text out in.
    public var textMeasure: any TextMeasure { CellTextMeasure() }

    /// Cells: what terminals and display lists lay views out in.
    public var layoutMetrics: LayoutMetrics { .cells }
}
