import CoreGraphics

extension Image {
    /// Which way up a bitmap's pixels are stored, as a camera's EXIF data says.
    public enum Orientation: UInt8, Sendable, Hashable, CaseIterable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    /// An image showing the bitmap `cgImage` at `scale` pixels per point, read aloud as
    /// `label`. Only `.up` is drawn as SwiftUI draws it: another `orientation` is drawn
    /// upright too (a daemon's bitmaps come from `ImageRenderer`, which makes them upright).
    public nonisolated init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self.init(uiImage: UIImage(cgImage: cgImage, scale: scale))
        self.label = label.plainString
    }

    /// An image showing the bitmap `cgImage` at `scale` pixels per point, only decoration:
    /// no label, and no element in the accessibility tree. Drawn upright whatever its
    /// `orientation`, as ``init(_:scale:orientation:label:)`` is.
    public nonisolated init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        self.init(uiImage: UIImage(cgImage: cgImage, scale: scale))
        label = nil
    }
}
