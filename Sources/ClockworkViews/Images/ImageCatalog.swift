@_spi(Machinery) import ClockworkCore
import Foundation

/// Finds the file `Image("name")` draws: in the bundle the view names, else in the
/// program's bundles (as localized strings are found: the program's folder, then SwiftPM's
/// resource bundles beside the executable). In each, `name` as a file name, `name.png`,
/// `name@2x.png`, `name@3x.png`, `name.jpg`, `name.jpeg`, `name.svg`, and the first file
/// of an asset catalog's `name.imageset`.
///
/// Each name is looked up once and remembered, found or not; a name not found is said in
/// one log line, and the image draws nothing.
enum ImageCatalog {
    private static let lookup = ResourceLookup<ImageAsset>(
        missing: { "no image named \"\($0)\" (a PNG, JPEG or SVG)" }, consequence: "it draws nothing", find: find)

    /// The asset named `name` in `bundle` (the program's bundles when `nil`), or `nil`.
    static func asset(named name: String, in bundle: Bundle?) -> ImageAsset? {
        lookup.value(named: name, in: bundle)
    }

    private static func find(_ name: String, in bundle: Bundle) -> ImageAsset? {
        let root = bundle.bundlePath
        let names = (name as NSString).pathExtension.isEmpty
            ? ["png", "@2x.png", "@3x.png", "jpg", "jpeg", "svg"].map { $0.hasPrefix("@") ? name + $0 : "\(name).\($0)" }
            : [name]
        for file in names {
            let path = "\(root)/\(file)"
            if FileManager.default.fileExists(atPath: path), let asset = ImageAsset(name: name, path: path) { return asset }
        }
        return assetCatalogFile(name, in: root)
    }

    /// The first image file of `name.imageset` in an asset catalog at `root`.
    private static func assetCatalogFile(_ name: String, in root: String) -> ImageAsset? {
        for catalog in ResourceLookup<ImageAsset>.assetCatalogs(in: root) {
            let set = "\(root)/\(catalog)/\(name).imageset"
            guard let data = FileManager.default.contents(atPath: "\(set)/Contents.json"),
                  let contents = try? JSONDecoder().decode(ImageSetContents.self, from: data) else { continue }
            for image in contents.images {
                if let file = image.filename, let asset = ImageAsset(name: name, path: "\(set)/\(file)") { return asset }
            }
        }
        return nil
    }

    private struct ImageSetContents: Decodable {
        struct Image: Decodable {
            var filename: String?
        }

        var images: [Image]
    }
}
