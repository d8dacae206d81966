/// Where a daemon draws in pixels: a Linux framebuffer device (its size and format read
/// from it), or, given a size, a regular file of that layout.
public struct FramebufferOptions: Sendable, Equatable {
    /// `/dev/fb0`, or a file.
    public var path: String
    /// The size in pixels for a file; `nil` for a device.
    public var size: (width: Int, height: Int)?
    /// A file's pixel format.
    public var format = PixelFormat.xrgb8888
    /// Pixels per point, 2 on a dense screen (in cells: a cell is 10 × 20 pixels times this).
    public var scale = 1.0
    /// Whether views lay out in points (SwiftUI's units, text in its fonts' sizes) or in a
    /// terminal's cells (the layout a terminal shows).
    public var layout = Layout.points
    /// How the screen is mounted; the picture and touches turn with it.
    public var rotation = ScreenRotation.none
    /// The colors of the screen behind the views and of their content roles.
    public var theme = PixelTheme.dark

    /// What a framebuffer's views lay out in.
    public enum Layout: String, Sendable, CaseIterable {
        /// Points, `scale` pixels each.
        case points
        /// Cells of 10 × 20 pixels, times `scale`.
        case cells

        /// The units of this layout at `scale` pixels a point (or times a cell's pixels).
        public func units(scale: Double) -> PixelUnits {
            switch self {
            case .points: .points(scale: scale)
            case .cells: .cells(.standard(scale: scale))
            }
        }
    }

    /// Draws on `path`: a device, or a file of `size`.
    public init(path: String, size: (width: Int, height: Int)? = nil) {
        self.path = path
        self.size = size
    }

    /// Whether both name the same screen, drawn the same way.
    public static func == (lhs: FramebufferOptions, rhs: FramebufferOptions) -> Bool {
        lhs.path == rhs.path && lhs.size?.width == rhs.size?.width && lhs.size?.height == rhs.size?.height
            && lhs.format == rhs.format && lhs.scale == rhs.scale && lhs.layout == rhs.layout && lhs.rotation == rhs.rotation
            && lhs.theme == rhs.theme
    }

    /// Opens the framebuffer and a pixel target on it.
    @MainActor
    public func makeTarget() throws -> PixelTarget {
        let framebuffer = try size.map { try Framebuffer(file: path, width: $0.width, height: $0.height, format: format) }
            ?? Framebuffer(device: path)
        return try PixelTarget(screen: framebuffer, rotation: rotation, units: layout.units(scale: scale), theme: theme)
    }
}
