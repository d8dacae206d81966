/// What a display list's image item draws: a resource image's file, stretched (or tiled)
/// over the item's frame, in its colors or as a template filled with the foreground.
public struct ImageItem: Equatable, Sendable {
    /// The image's name, as the view named it (what a terminal shows).
    public var name: String
    /// The image file's path on the daemon's machine.
    public var path: String
    /// Whether the image's opaque parts are filled with the item's foreground.
    public var isTemplate: Bool
    /// How the image's pixels are sampled when scaled.
    public var interpolation: ImageInterpolation
    /// Whether the image repeats at its own size over the frame instead of stretching.
    public var isTiled: Bool
    /// The image's pixels per point (2 for `logo@2x.png`).
    public var scale: Double
    /// The color effects above the image (`.saturation`, `.colorMultiply`, …), which the
    /// target applies to its pixels; `nil`: its own colors.
    public var colorMatrix: ColorMatrix?

    /// An item drawing the file at `path`.
    public init(name: String, path: String, isTemplate: Bool = false, interpolation: ImageInterpolation = .high,
                isTiled: Bool = false, scale: Double = 1) {
        self.name = name
        self.path = path
        self.isTemplate = isTemplate
        self.interpolation = interpolation
        self.isTiled = isTiled
        self.scale = scale
    }
}

/// How an image's pixels are sampled when it is drawn larger or smaller than itself
/// (`Image.Interpolation`).
public enum ImageInterpolation: String, Sendable, Hashable {
    /// The nearest pixel: hard edges, as pixel art wants.
    case none
    /// Fast, low-quality smoothing.
    case low
    /// Medium-quality smoothing.
    case medium
    /// The best smoothing (the default).
    case high
}
