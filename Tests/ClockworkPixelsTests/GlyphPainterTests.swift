import CCairo
import Testing
@testable import ClockworkCore
@testable import ClockworkPixels
import ClockworkTesting
import ClockworkViews

@MainActor
@Suite("Glyphs blitted straight into the pixels: Cairo's own pixels, without Cairo")
struct GlyphPainterTests {
    /// An image of 240 × 60 pixels over a mid-grey background, and its context.
    private final class Image {
        let surface: OpaquePointer
        let context: OpaquePointer
        init() {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 240, 60)
            context = cairo_create(surface)
            cairo_set_source_rgb(context, 0.3, 0.35, 0.4)
            cairo_paint(context)
        }
        deinit {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
        }
        var pixels: [UInt32] {
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface)) / 4
            let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)).assumingMemoryBound(to: UInt32.self)
            return (0..<60).flatMap { row in (0..<240).map { data[row * stride + $0] } }
        }
    }

    /// Draws `text` in `font`, shaped by Pango as a screen in points shapes it, from
    /// (`x`, `y`) in `color` into a fresh image, by Cairo (`painter` nil) or blitted by
    /// `painter`, clipped to `clip`; its pixels.
    private static func draw(_ text: String, font: Font, x: Double, y: Double, color: Color, clip: PixelRect,
                             lines: ShapedLines, by painter: GlyphPainter?) -> [UInt32] {
        let image = Image()
        let runs = lines.line(text, font: font).runs ?? []
        if let painter {
            cairo_surface_flush(image.surface)
            painter.target = GlyphPainter.Target(
                pixels: UnsafeMutableRawPointer(cairo_image_surface_get_data(image.surface)),
                stride: Int(cairo_image_surface_get_stride(image.surface)), clip: clip, offsetX: x, offsetY: y,
                color: SolidColor(color))
        } else {
            let (red, green, blue, alpha) = color.sRGB
            cairo_set_source_rgba(image.context, red, green, blue, alpha)
            cairo_rectangle(image.context, Double(clip.x), Double(clip.y), Double(clip.width), Double(clip.height))
            cairo_clip(image.context)
            cairo_translate(image.context, x, y)
        }
        // Without a target, the painter shows the glyphs through Cairo.
        let showing = painter ?? GlyphPainter(context: image.context)
        for run in runs {
            #expect(run.loadFlags != nil, "fontconfig renders the font as the painter can")
            run.glyphs.withUnsafeBufferPointer { showing.show($0, font: run.font, loadFlags: run.loadFlags) }
        }
        painter?.target = nil
        cairo_surface_mark_dirty(image.surface)
        return image.pixels
    }

    private static let text = "Boiler 72.4 °C — gâteau Wy"
    private static let whole = PixelRect(x: 0, y: 0, width: 240, height: 60)

    @Test("a line blitted has exactly Cairo's pixels, at whole, fractional and half-pixel places; again from the kept masks",
          arguments: [(12.0, 10.0, 10.0), (17.5, 10.3, 11.7), (23.0, 5.5, 20.5), (9.0, 3.49, 10.51)])
    func blittedLineMatchesCairo(size: Double, x: Double, y: Double) throws {
        let lines = try ShapedLines(scale: 1)
        let font = Font.system(size: size)
        let color = Color(red: 0.95, green: 0.8, blue: 0.2)
        let expected = Self.draw(Self.text, font: font, x: x, y: y, color: color, clip: Self.whole, lines: lines, by: nil)
        #expect(expected.contains { $0 != expected[0] }, "Cairo drew the text")
        let scratch = Image()
        let painter = GlyphPainter(context: scratch.context)
        var kept = 0
        for pass in ["first", "kept masks"] {
            let actual = Self.draw(Self.text, font: font, x: x, y: y, color: color, clip: Self.whole, lines: lines, by: painter)
            let differing = zip(expected, actual).filter { $0 != $1 }.count
            #expect(differing == 0, "\(pass): \(differing) pixels differ from Cairo's")
            #expect(painter.keptMasks >= 18 && (kept == 0 || painter.keptMasks == kept), "\(pass): \(painter.keptMasks) masks kept")
            kept = painter.keptMasks
        }
    }

    @Test("translucent text, and text cut by its clip, blitted have exactly Cairo's pixels")
    func translucentAndClippedMatchCairo() throws {
        let lines = try ShapedLines(scale: 1)
        let font = Font.system(size: 16, weight: .bold)
        let scratch = Image()
        let painter = GlyphPainter(context: scratch.context)
        for (color, clip) in [(Color(red: 0.2, green: 0.9, blue: 0.6).opacity(0.45), Self.whole),
                              (Color.white, PixelRect(x: 37, y: 24, width: 101, height: 9))] {
            let expected = Self.draw(Self.text, font: font, x: 4.25, y: 13.5, color: color, clip: clip, lines: lines, by: nil)
            let actual = Self.draw(Self.text, font: font, x: 4.25, y: 13.5, color: color, clip: clip, lines: lines, by: painter)
            let differing = zip(expected, actual).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) pixels differ from Cairo's")
        }
        #expect(painter.keptMasks >= 18, "the text was blitted from masks")
    }

    @Test("past the masks' limit they are forgotten between lines and made again; every line keeps Cairo's pixels")
    func masksPastTheLimitAreMadeAgain() throws {
        let lines = try ShapedLines(scale: 1)
        let scratch = Image()
        let painter = GlyphPainter(context: scratch.context)
        let font = Font.system(size: 230)
        var forgotten = false
        for text in ["ABCDEFGHIJKLM", "NOPQRSTUVWXYZ", "abcdefghijklm", "nopqrstuvwxyz", "0123456789&@#", "ABCDEFGHIJKLM"] {
            let before = painter.keptMasks
            let expected = Self.draw(text, font: font, x: 2, y: -150, color: .white, clip: Self.whole, lines: lines, by: nil)
            let actual = Self.draw(text, font: font, x: 2, y: -150, color: .white, clip: Self.whole, lines: lines, by: painter)
            #expect(zip(expected, actual).allSatisfy { $0 == $1 }, "\(text): pixels differ from Cairo's")
            if painter.keptMasks < before { forgotten = true }
        }
        #expect(forgotten, "a mebibyte of masks was passed and they were made again")
    }

    @Test("a canvas blits a label's glyphs from kept masks, and leaves a translucent one's to Cairo")
    func canvasBlitsPlainTextOnly() throws {
        for (view, blits) in [(AnyView(Text("Boiler 72.4 °C").foregroundStyle(.orange)), true),
                              (AnyView(Text("Boiler 72.4 °C").foregroundStyle(.orange).opacity(0.5)), false)] {
            let host = try TestHost(view)
            let canvas = try PixelCanvas(width: 240, height: 60, units: .points(scale: 1))
            host.graph.textMeasure = canvas.textMeasure
            host.graph.layoutMetrics = canvas.layoutMetrics
            host.graph.layout(in: canvas.layoutSize)
            canvas.draw(host.graph.displayList())
            #expect((canvas.glyphs.keptMasks > 0) == blits, "\(canvas.glyphs.keptMasks) masks kept")
        }
    }
}
