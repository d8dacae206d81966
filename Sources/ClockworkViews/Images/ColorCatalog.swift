@_spi(Machinery) import ClockworkCore
import Foundation

/// Finds named colors in the asset catalogs (`*.xcassets`, copied as resources) of the
/// program's bundles: `Brand.colorset/Contents.json`, as Xcode writes it.
///
/// A set's dark appearance is taken where it has one, as a daemon's theme is dark by
/// default; else its universal color. Components are read in the forms Xcode writes
/// (`"0.502"`, `"128"`, `"0x80"`) in sRGB, extended sRGB, Display P3 or a gray. A name
/// found nowhere is logged once and is clear, as SwiftUI draws it.
enum ColorCatalog {
    private static let lookup = ResourceLookup<Color>(
        missing: { "no color named \"\($0)\" (a colorset in an asset catalog)" }, consequence: "it is clear",
        find: { find($0, in: $1.bundlePath) })

    /// The color named `name` in `bundle` (the program's bundles when `nil`), or `nil`.
    static func color(named name: String, in bundle: Bundle?) -> Color? {
        lookup.value(named: name, in: bundle)
    }

    private static func find(_ name: String, in root: String) -> Color? {
        for catalog in ResourceLookup<Color>.assetCatalogs(in: root) {
            guard let data = FileManager.default.contents(atPath: "\(root)/\(catalog)/\(name).colorset/Contents.json"),
                  let contents = try? JSONDecoder().decode(ColorSetContents.self, from: data) else { continue }
            let dark = contents.colors.first { $0.appearances?.contains { $0.value == "dark" } == true }
            let universal = contents.colors.first { $0.appearances == nil }
            if let color = (dark ?? universal)?.color?.resolved { return color }
        }
        return nil
    }

    private struct ColorSetContents: Decodable {
        struct Entry: Decodable {
            var appearances: [Appearance]?
            var color: Definition?
        }

        struct Appearance: Decodable {
            var value: String
        }

        struct Definition: Decodable {
            var colorSpace: String?
            var components: [String: String]

            enum CodingKeys: String, CodingKey {
                case colorSpace = "color-space"
                case components
            }

            /// The color the components describe, if they can be read.
            var resolved: Color? {
                func component(_ key: String) -> Double? { components[key].flatMap(Definition.value) }
                let opacity = component("alpha") ?? 1
                if let white = component("white") { return Color(white: white, opacity: opacity) }
                guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
                let space: Color.RGBColorSpace = colorSpace == "display-p3" ? .displayP3 : .sRGB
                return Color(space, red: red, green: green, blue: blue, opacity: opacity)
            }

            /// A component as Xcode writes it: a fraction, an 8-bit integer, or hexadecimal.
            static func value(_ text: String) -> Double? {
                if text.hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) { return Double(byte) / 255 }
                if !text.contains("."), let byte = Int(text), byte > 1 { return Double(byte) / 255 }
                return Double(text)
            }
        }

        var colors: [Entry]
    }
}

extension Color {
    /// Creates a color from a color set that you indicate by name, in the asset catalogs of
    /// `bundle` (the program's bundles when `nil`): clear, with an error logged once, when
    /// there is none.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        self = ColorCatalog.color(named: name, in: bundle) ?? .clear
    }
}
