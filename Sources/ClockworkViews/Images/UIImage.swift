@_spi(Machinery) import ClockworkCore
import Foundation

/// UIKit's image, for code written for a phone: `UIImage(named:)`, `UIImage(data:)`, what
/// `ImageRenderer` makes, shown with `Image(uiImage:)`.
///
/// An image is a file the targets draw (PNG, JPEG or SVG): one of the program's bundles,
/// one at a path, or — for an image made from bytes — a file written once, named by its
/// content, in the temporary directory.
public final class UIImage: Sendable {
    let asset: ImageAsset?
    let symbolName: String?

    private init(asset: ImageAsset?, symbolName: String?) {
        self.asset = asset
        self.symbolName = symbolName
    }

    /// The image file `name` in `bundle` (the program's bundles when `nil`), as
    /// `Image(_:bundle:)` finds it; `nil` when there is none.
    public convenience init?(named name: String, in bundle: Bundle? = nil) {
        guard let asset = ImageCatalog.asset(named: name, in: bundle) else { return nil }
        self.init(asset: asset, symbolName: nil)
    }

    /// The symbol `name`, as `Image(systemName:)` shows it.
    public convenience init?(systemName name: String) {
        self.init(asset: nil, symbolName: name)
    }

    /// The image file at `path`; `nil` when it is not a PNG, JPEG or SVG.
    public convenience init?(contentsOfFile path: String) {
        guard let asset = ImageAsset(name: (path as NSString).lastPathComponent, path: path) else { return nil }
        self.init(asset: asset, symbolName: nil)
    }

    /// The image encoded in `data` (PNG, JPEG or SVG), of `scale` pixels per point; `nil`
    /// when the bytes are none of those or cannot be kept.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let (format, _) = ImageAsset.sniff([UInt8](data.prefix(64 * 1024))),
              let path = Self.keep(data, as: format) else { return nil }
        guard let asset = ImageAsset(name: (path as NSString).lastPathComponent, path: path, scale: Double(scale)) else { return nil }
        self.init(asset: asset, symbolName: nil)
    }

    /// The bitmap `cgImage`, of `scale` pixels per point.
    public convenience init(cgImage: CGImage, scale: CGFloat = 1) {
        let path = Self.keep(cgImage.pngData, as: .png)
        self.init(asset: path.flatMap { ImageAsset(name: ($0 as NSString).lastPathComponent, path: $0, scale: Double(scale)) }, symbolName: nil)
    }

    /// The image as a bitmap; `nil` for an image that is not a PNG (a JPEG, an SVG, a
    /// symbol): a daemon does not decode images into memory of its own.
    public var cgImage: CGImage? {
        pngData().flatMap(CGImage.init(pngData:))
    }

    /// The image's size in points (a symbol's: one point square).
    public var size: CGSize {
        guard let asset else { return CGSize(width: 1, height: 1) }
        return CGSize(width: asset.size.width, height: asset.size.height)
    }

    /// Pixels per point.
    public var scale: CGFloat { asset?.scale ?? 1 }

    /// The image as a PNG file's bytes; `nil` for an image that is not a PNG (a JPEG, an
    /// SVG, a symbol): a daemon does not encode images again.
    public func pngData() -> Data? {
        guard let asset, asset.format == .png else { return nil }
        return FileManager.default.contents(atPath: asset.path)
    }

    /// The image as a JPEG file's bytes; `nil` for an image that is not a JPEG.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let asset, asset.format == .jpeg else { return nil }
        return FileManager.default.contents(atPath: asset.path)
    }

    /// Writes `data` once to a file named by its content; its path, or `nil` when the
    /// directory cannot be written.
    private static func keep(_ data: Data, as format: ImageAsset.Format) -> String? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clockwork-images-\(getuid())")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let file = directory.appendingPathComponent(String(hash, radix: 16) + "." + format.rawValue)
        if FileManager.default.fileExists(atPath: file.path) { return file.path }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try data.write(to: file, options: .atomic)
            return file.path
        } catch {
            return nil
        }
    }
}

extension Image {
    /// An image showing `uiImage`.
    public nonisolated init(uiImage: UIImage) {
        if let symbol = uiImage.symbolName {
            self.init(systemName: symbol)
        } else {
            self.init(file: uiImage.asset)
        }
    }
}
