@_spi(Machinery) import ClockworkCore
import Foundation

/// An image file of a bundle, as `Image("logo")` names it: where it is and how large,
/// read from the file's header (decoding is the pixel target's, when it draws it).
public final class ImageAsset: Equatable, Sendable {
    /// The file's formats a target can draw.
    public enum Format: String, Sendable {
        case png, jpeg, svg
    }

    /// The image's name, as the view named it.
    public let name: String
    /// The file's path.
    public let path: String
    /// The file's format.
    public let format: Format
    /// The image's size in pixels.
    public let pixelSize: Size
    /// Pixels per point: 2 for a file named `logo@2x.png`, else 1.
    public let scale: Double

    /// The image's size in points: its pixels over its scale.
    public var size: Size { Size(width: pixelSize.width / scale, height: pixelSize.height / scale) }

    /// The asset of the file at `path`, or `nil` when its header is not one of a PNG, a
    /// JPEG or an SVG with a size; `scale` (pixels per point) as given, else as the file's
    /// name says (`@2x`, `@3x`).
    init?(name: String, path: String, scale: Double? = nil) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 64 * 1024)) ?? Data()
        guard let (format, size) = Self.sniff([UInt8](head)) else { return nil }
        self.name = name
        self.path = path
        self.format = format
        pixelSize = size
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        self.scale = scale ?? (base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1)
    }

    public static func == (lhs: ImageAsset, rhs: ImageAsset) -> Bool {
        lhs === rhs || lhs.path == rhs.path
    }

    /// The format and pixel size a file's first bytes declare.
    static func sniff(_ bytes: [UInt8]) -> (Format, Size)? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), bytes.count >= 24 {
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            return width > 0 && height > 0 ? (.png, Size(width: Double(width), height: Double(height))) : nil
        }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpegSize(bytes).map { (.jpeg, $0) } }
        if let text = String(bytes: bytes, encoding: .utf8), text.contains("<svg") { return svgSize(text).map { (.svg, $0) } }
        return nil
    }

    /// A JPEG's size, from its first start-of-frame marker.
    private static func jpegSize(_ bytes: [UInt8]) -> Size? {
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return width > 0 && height > 0 ? Size(width: Double(width), height: Double(height)) : nil
            }
            index += 2 + length
        }
        return nil
    }

    /// An SVG's size: its root's `width` and `height` in pixels, else its `viewBox`'s.
    private static func svgSize(_ text: String) -> Size? {
        guard let open = text.range(of: "<svg") else { return nil }
        let tag = text[open.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> String? {
            guard let start = tag.range(of: " \(name)=") ?? tag.range(of: "\n\(name)="), let quote = tag[start.upperBound...].first else { return nil }
            let value = tag[tag.index(after: start.upperBound)...].prefix { $0 != quote }
            return String(value)
        }
        func pixels(_ value: String?) -> Double? {
            guard let value else { return nil }
            let number = value.hasSuffix("px") ? String(value.dropLast(2)) : value
            return Double(number).flatMap { $0 > 0 ? $0 : nil }
        }
        if let width = pixels(attribute("width")), let height = pixels(attribute("height")) { return Size(width: width, height: height) }
        let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) } ?? []
        guard box.count == 4, box[2] > 0, box[3] > 0 else { return nil }
        return Size(width: box[2], height: box[3])
    }
}
