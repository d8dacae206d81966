import CCairo
import Testing
@testable import ClockworkCore
@testable import ClockworkPixels

@MainActor
@Suite("Solid fills straight into the pixels: the same picture as Cairo's path fill")
struct SolidFillTests {
    /// Shapes as the canvas draws them: gauges' bars at fractional rows, small capsules,
    /// buttons' rounded rectangles, plain boxes on half pixels.
    static let shapes: [(frame: PixelFrame, radius: Double)] = [
        (PixelFrame(x: 110, y: 105.75, width: 300, height: 8.5), 4.25),
        (PixelFrame(x: 20.3, y: 40.6, width: 10, height: 10), 5),
        (PixelFrame(x: 50, y: 60, width: 80, height: 28), 6),
        (PixelFrame(x: 200.5, y: 20.5, width: 33, height: 7), 0),
        (PixelFrame(x: 300, y: 150, width: 4, height: 30), 2),
    ]

    @Test("a capsule, a rounded rectangle or a box filled straight into the pixels matches Cairo's fill of its path",
          arguments: [Color.red, Color(red: 0.2, green: 0.9, blue: 0.25), Color.blue.opacity(0.5)])
    func solidFillMatchesCairo(color: Color) throws {
        for (frame, radius) in Self.shapes {
            let cairo = try PixelCanvas(width: 420, height: 200, units: .points(scale: 1))
            cairo.setSource(color)
            cairo.addRoundedRect(frame, radiusX: radius, radiusY: radius)
            cairo_fill(cairo.context)

            let direct = try PixelCanvas(width: 420, height: 200, units: .points(scale: 1))
            let stride = Int(cairo_image_surface_get_stride(direct.surface))
            SolidFill(frame: frame, radius: radius, color: SolidColor(color))
                .draw(into: UnsafeMutableRawPointer(cairo_image_surface_get_data(direct.surface)), stride: stride,
                      clip: PixelRect(x: 0, y: 0, width: 420, height: 200))
            cairo_surface_mark_dirty(direct.surface)

            let expected = cairo.pixelBytes(), actual = direct.pixelBytes()
            let differences = zip(expected, actual).map { abs(Int($0) - Int($1)) }
            // An edge pixel's coverage is approximated: a tenth of full contrast (pure red on
            // the dark theme's black) at most.
            #expect(differences.max() ?? 0 <= 26, "\(frame), radius \(radius): a channel differs by \(differences.max() ?? 0)")
            let background = try PixelCanvas(width: 420, height: 200, units: .points(scale: 1)).pixelBytes()
            let paintedByCairo = zip(expected, background).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
            let paintedDirectly = zip(actual, background).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
            #expect(abs(paintedDirectly - paintedByCairo) <= paintedByCairo / 50,
                    "\(frame), radius \(radius): \(paintedDirectly) painted against Cairo's \(paintedByCairo)")
        }
    }

    @Test("a solid fill stays inside its clip")
    func solidFillKeepsToItsClip() throws {
        let canvas = try PixelCanvas(width: 100, height: 40, units: .points(scale: 1))
        let before = canvas.pixelBytes()
        let stride = Int(cairo_image_surface_get_stride(canvas.surface))
        SolidFill(frame: PixelFrame(x: 0, y: 0, width: 100, height: 40), radius: 10, color: SolidColor(.red))
            .draw(into: UnsafeMutableRawPointer(cairo_image_surface_get_data(canvas.surface)), stride: stride,
                  clip: PixelRect(x: 30, y: 10, width: 20, height: 5))
        cairo_surface_mark_dirty(canvas.surface)
        let after = canvas.pixelBytes()
        for y in 0..<40 {
            for x in 0..<100 {
                let inside = (30..<50).contains(x) && (10..<15).contains(y)
                let changed = after[(y * 100 + x) * 4..<(y * 100 + x + 1) * 4] != before[(y * 100 + x) * 4..<(y * 100 + x + 1) * 4]
                #expect(changed == inside, "pixel (\(x), \(y))")
                if changed != inside { return }
            }
        }
    }
}
