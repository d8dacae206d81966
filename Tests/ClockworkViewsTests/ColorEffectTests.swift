import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore
@testable import ClockworkViews

/// A swatch that brightens, with an animation, when its button is tapped.
private struct Brightening: View {
    @State private var lit = false

    var body: some View {
        VStack {
            Color(red: 0.2, green: 0.2, blue: 0.2).frame(width: 4, height: 2).brightness(lit ? 0.6 : 0)
            Button("light") { withAnimation(.linear(duration: 1)) { lit = true } }
        }
    }
}

@Suite("Color effects: brightness, contrast, saturation, grayscale, hue rotation, multiply, invert, luminance to alpha")
@MainActor
struct ColorEffectTests {
    private func items(_ view: some View) throws -> [DisplayItem] {
        let host = try TestHost(view, size: Size(width: 20, height: 6))
        host.pump()
        return host.graph.displayList().items
    }

    /// The sRGB components of the first filled shape's color, rounded to thousandths.
    private func fill(_ view: some View) throws -> [Double] {
        let shape = try #require(try items(view).first { if case .shape = $0.primitive { true } else { false } })
        guard case .shape(_, .fill(.color(let color), _)) = shape.primitive else {
            Issue.record("not a solid fill: \(shape)")
            return []
        }
        let rgb = color.sRGB
        return [rgb.red, rgb.green, rgb.blue, rgb.opacity].map { ($0 * 1000).rounded() / 1000 }
    }

    private let slate = Color(red: 0.2, green: 0.4, blue: 0.6)

    @Test("brightness adds its amount to red, green and blue; contrast spreads them from middle grey")
    func brightnessAndContrast() throws {
        #expect(try fill(slate.brightness(0.25)) == [0.45, 0.65, 0.85, 1])
        #expect(try fill(slate.brightness(1)) == [1, 1, 1, 1], "1 is full white")
        #expect(try fill(slate.contrast(2)) == [0, 0.3, 0.7, 1])
        #expect(try fill(slate.contrast(0)) == [0.5, 0.5, 0.5, 1], "0 is a flat grey")
    }

    @Test("saturation 0 and grayscale 1 leave each color's luminance as a grey; saturation 1 and grayscale 0 change nothing")
    func saturationAndGrayscale() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(try fill(red.saturation(0)) == [0.213, 0.213, 0.213, 1])
        #expect(try fill(red.grayscale(1)) == [0.213, 0.213, 0.213, 1])
        #expect(try fill(slate.saturation(1)) == [0.2, 0.4, 0.6, 1])
        #expect(try fill(slate.grayscale(0)) == [0.2, 0.4, 0.6, 1])
    }

    @Test("hue rotation turns red towards green by a third of a turn and back by a whole one")
    func hueRotation() throws {
        let turned = try fill(Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(120)))
        #expect(turned[1] > 0.4 && turned[0] < 0.05 && turned[2] < 0.05, "green, as dark as red was (luminance kept): \(turned)")
        #expect(try fill(slate.hueRotation(.degrees(360))) == [0.2, 0.4, 0.6, 1])
    }

    @Test("colorMultiply scales each component by the color's; colorInvert turns each into its complement")
    func multiplyAndInvert() throws {
        #expect(try fill(slate.colorMultiply(Color(red: 0.5, green: 1, blue: 0))) == [0.1, 0.4, 0, 1])
        #expect(try fill(slate.colorInvert()) == [0.8, 0.6, 0.4, 1])
    }

    @Test("luminanceToAlpha leaves black, as opaque as the color was light")
    func luminanceToAlpha() throws {
        #expect(try fill(Color(white: 1).luminanceToAlpha()) == [0, 0, 0, 1])
        #expect(try fill(Color(white: 0).luminanceToAlpha()) == [0, 0, 0, 0])
    }

    @Test("effects nest: the inner one applies first, and nothing is clipped between them")
    func nestedEffectsComposeInnerFirst() throws {
        #expect(try fill(slate.brightness(0.1).contrast(2)) == [0.1, 0.5, 0.9, 1])
        #expect(try fill(slate.contrast(2).brightness(0.1)) == [0, 0.4, 0.8, 1], "contrast's -0.1 red, brightened, is 0")
    }

    @Test("text in the primary role, and a gradient's stops, take the effect too")
    func textAndGradients() throws {
        let shown = try items(VStack {
            Text("title").colorMultiply(Color(red: 1, green: 0, blue: 0))
            LinearGradient(colors: [.white, slate], startPoint: .leading, endPoint: .trailing).frame(width: 4, height: 2).colorInvert()
        }.environment(\.colorScheme, .dark))
        let title = try #require(shown.first { $0.primitive == .text("title") })
        #expect(title.foreground == .color(Color(red: 1, green: 0, blue: 0)), "the dark scheme's white primary, times red")
        let gradient = try #require(shown.first { if case .shape(_, .fill(.linearGradient, _)) = $0.primitive { true } else { false } })
        guard case .shape(_, .fill(.linearGradient(let stops, _, _), _)) = gradient.primitive else { return }
        #expect(stops.stops.map { ($0.color.sRGB.red * 1000).rounded() / 1000 } == [0, 0.8])
    }

    @Test("the amount animates: halfway through, half the brightness")
    func amountAnimates() throws {
        let host = try TestHost(Brightening(), size: Size(width: 20, height: 6))
        host.pump()
        try host.tap("light")
        host.advance(by: .milliseconds(500))
        let swatch = try #require(host.graph.displayList().items.first { if case .shape = $0.primitive { true } else { false } })
        guard case .shape(_, .fill(.color(let color), _)) = swatch.primitive else { return }
        #expect(abs(color.sRGB.red - 0.5) < 0.02, "0.2 + 0.3 halfway to 0.8: \(color)")
    }

    @Test("the render tree names the effect and its amount")
    func renderTreeNamesTheEffect() throws {
        let host = try TestHost(slate.saturation(0.5).hueRotation(.degrees(30)), size: Size(width: 20, height: 6))
        host.pump()
        let dump = host.renderTree
        #expect(dump.contains("saturation=0.5") && dump.contains("hueRotation=30"), "\(dump)")
    }
}
