import ClockworkPixels

/// Which display a daemon drives through DRM/KMS and how: the card, the connector, the
/// mode, the turn the screen is mounted at, and the units views lay out in.
public struct DRMOptions: Sendable, Equatable {
    /// The card (`/dev/dri/card0`); `nil`: the first card with a connected display.
    public var device: String?
    /// The connector's name (`HDMI-A-1`, `Virtual-1`); `nil`: the first connected one.
    public var connector: String?
    /// The mode; `nil`: the display's preferred one.
    public var mode: DRMModeRequest?
    /// How the screen is mounted; touches turn with it.
    public var rotation = ScreenRotation.none
    /// Pixels per point on dense screens (in cells: a cell is 10 × 20 pixels times this).
    public var scale = 1.0
    /// Whether views lay out in points or in a terminal's cells.
    public var layout = FramebufferOptions.Layout.points
    /// How long to wait at start for a display to be connected before failing; zero fails at once.
    public var waitForDisplay = Duration.zero
    /// Whether the loop's ticks are moved to start just after each vblank the display
    /// reports, so a tick's frame makes the next flip (see ``DRMScreen``).
    public var pacesTicks = true

    /// The first connected display of the first card that has one, in its preferred mode.
    public init(device: String? = nil) {
        self.device = device
    }
}

/// A display mode asked for by size and, optionally, refresh rate: `1024x768` or `800x480@60`.
public struct DRMModeRequest: Sendable, Equatable, CustomStringConvertible {
    /// The width and height in pixels.
    public var width: Int, height: Int
    /// The refresh rate in hertz; `nil`: the display's first mode of this size.
    public var refresh: Int?

    /// A mode of `width` × `height` pixels, at `refresh` Hz if given.
    public init(width: Int, height: Int, refresh: Int? = nil) {
        self.width = width
        self.height = height
        self.refresh = refresh
    }

    /// Reads `WIDTHxHEIGHT` or `WIDTHxHEIGHT@HZ`; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return nil }
        let size = parts[0].split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard size.count == 2, let width = size[0], let height = size[1], (1...16_384).contains(width), (1...16_384).contains(height) else { return nil }
        var refresh: Int?
        if parts.count == 2 {
            guard let hertz = Int(parts[1]), (1...1_000).contains(hertz) else { return nil }
            refresh = hertz
        }
        self.init(width: width, height: height, refresh: refresh)
    }

    public var description: String { "\(width)x\(height)" + (refresh.map { "@\($0)" } ?? "") }
}
