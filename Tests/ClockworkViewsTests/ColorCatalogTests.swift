import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

@Suite("Named colors from asset catalogs, as Xcode writes them")
struct ColorCatalogTests {
    /// A bundle folder holding `Theme.xcassets` with the color sets given, as JSON.
    private func bundle(_ sets: [String: String]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("colors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, json) in sets {
            let set = root.appendingPathComponent("Theme.xcassets/\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try json.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        return try #require(Bundle(path: root.path))
    }

    @Test("a color set's dark appearance is taken where it has one, else its universal color, in each form Xcode writes")
    func namedColors() throws {
        let themed = try bundle([
            "Brand": """
                {"colors":[{"color":{"color-space":"srgb","components":{"red":"0.200","green":"0.400","blue":"1.000","alpha":"1.000"}},"idiom":"universal"},
                {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0x33","green":"102","blue":"0xFF","alpha":"0.500"}},"idiom":"universal"}],
                "info":{"author":"xcode","version":1}}
                """,
            "Panel": """
                {"colors":[{"color":{"color-space":"display-p3","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}},"idiom":"universal"}]}
                """,
            "Ink": """
                {"colors":[{"color":{"color-space":"gray-gamma-22","components":{"white":"0.250","alpha":"1.000"}},"idiom":"universal"}]}
                """,
        ])
        let brand = Color("Brand", bundle: themed)
        #expect(brand == Color(red: 0.2, green: 0.4, blue: 1, opacity: 0.5))
        #expect(Color("Panel", bundle: themed) == Color(.displayP3, red: 1, green: 0, blue: 0))
        #expect(Color("Ink", bundle: themed) == Color(white: 0.25))
    }

    @Test("a color found nowhere is clear, and a view filled with it draws nothing visible")
    @MainActor
    func missingColor() throws {
        let empty = try bundle([:])
        #expect(Color("Nowhere", bundle: empty) == .clear)
        let host = try TestHost(Rectangle().fill(Color("Nowhere", bundle: empty)).frame(width: 4, height: 2), size: Size(width: 10, height: 4))
        host.pump()
        let fill = try #require(host.graph.displayList().items.first)
        #expect(fill.primitive == .shape(.rectangle, .fill(Color.clear.paintStyle, eoFill: false)))
    }
}
