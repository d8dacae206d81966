import ClockworkPixels
import ClockworkTestSupport
import ClockworkTesting
import Testing
@testable import ClockworkCore

/// A light screen with a dark card on it, as a settings or media app writes one: the card's
/// subtree set to the dark scheme, its background UIKit's dynamic system background.
private struct LightScreenDarkCard: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 20) {
            Text("Outside")
            VStack(spacing: 8) {
                Text("Card title").font(.title)
                CardScheme()
            }
            .padding(24)
            .background(Color(.systemBackground))
            .environment(\.colorScheme, .dark)
            Color(.systemGray6).frame(width: 40, height: 20)
        }
        .preferredColorScheme(.light)
    }
}

/// Says the scheme it reads, as a view adapting to it does.
private struct CardScheme: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View { Text(colorScheme == .dark ? "dark inside" : "light inside") }
}

@Suite("Color schemes: a subtree's, and UIKit's dynamic colors")
@MainActor
struct ColorSchemeTests {
    private func item(_ text: String, in host: TestHost) throws -> DisplayItem {
        try #require(host.graph.displayList().items.first { $0.primitive == .text(text) }, "\(text) is drawn")
    }

    private func fills(in host: TestHost) -> [Color] {
        host.graph.displayList().items.compactMap { item in
            if case .shape(_, .fill(.color(let color), _)) = item.primitive { return color }
            return nil
        }
    }

    @Test("a subtree set to dark draws its text in the dark scheme's colors on a light screen, and reads dark")
    func darkSubtree() throws {
        let host = try TestHost(LightScreenDarkCard(), size: Size(width: 400, height: 300))
        #expect(host.colorScheme == .light)
        #expect(host.contains("dark inside"), "the card's views read the scheme it sets")
        #expect(try item("Outside", in: host).foreground == nil, "the host's own content is left to the target's light theme")
        #expect(try item("Card title", in: host).foreground == .color(ColorScheme.dark.contentColors[0]),
                "the card's title takes the dark scheme's primary")
        #expect(fills(in: host).contains { $0.systemName == "systemBackground" && $0.sRGB == (0, 0, 0, 1) }, "systemBackground is black in the card")
        #expect(fills(in: host).contains(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)), "systemGray6 is its light value outside")
    }

    @Test("drawn in pixels on the light theme, the dark card's title is light on black, and tesseract reads it")
    func darkSubtreeInPixels() throws {
        let host = try TestHost(LightScreenDarkCard(), size: Size(width: 400, height: 300))
        let png = try host.snapshotPNG(width: 400, height: 300, units: .points(scale: 1), theme: .light)
        let image = try PixelImage(png: png)
        let title = try item("Card title", in: host).frame
        var brightest = 0
        for y in Int(title.minY)..<Int(title.maxY) {
            for x in Int(title.minX)..<Int(title.maxX) {
                let offset = (y * image.width + x) * 3
                brightest = max(brightest, Int(image.rgb[offset]))
            }
        }
        #expect(brightest > 200, "the title's glyphs are light: \(brightest)")
        let behind = (Int(title.minY) - 8) * image.width * 3 + Int(title.minX) * 3
        #expect(image.rgb[behind] < 10, "on the card's black")
        #expect(try ocr(png).contains("Card title"))
    }

    @Test("UIKit's dynamic colors take the dark value on a dark screen, the light value in light")
    func dynamicColors() {
        for (name, color) in [("systemGray6", UIColor.systemGray6), ("systemBackground", .systemBackground), ("separator", .separator)] {
            let dark = Color(color).resolved(in: .dark), light = Color(color).resolved(in: .light)
            #expect(dark.systemName == name && light.systemName == nil && dark != light, "\(name): \(dark) / \(light)")
        }
        #expect(Color(.systemBackground).resolved(in: .light) == Color(red: 1, green: 1, blue: 1))
        #expect(Color(.systemGray).resolved(in: .light) == Color(.systemGray), "a color that is one in both stays as it is")
    }
}
