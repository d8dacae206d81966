import CCairo
import Testing
@testable import ClockworkCore
@testable import ClockworkPixels

@MainActor
@Suite("Solid strokes straight into the pixels: the same picture as Cairo's stroke")
struct SolidStrokeTests {
    /// A trend chart's monotone curve, a polyline with sharp bends, a steep line, a closed
    /// triangle and a dot: what round-ended strokes are drawn straight into the pixels.
    static let roundPaths: [(name: String, path: Path)] = [
        ("curve", Path { path in
            path.move(to: CGPoint(x: 10, y: 60))
            for step in 1...40 {
                let x = 10 + Double(step) * 9
                path.addCurve(to: CGPoint(x: x, y: 60 + 40 * sin(Double(step) / 3)),
                              control1: CGPoint(x: x - 6, y: 60 + 40 * sin(Double(step - 1) / 3) + 5),
                              control2: CGPoint(x: x - 3, y: 60 + 40 * sin(Double(step) / 3) - 5))
            }
        }),
        ("polyline", Path { path in
            path.move(to: CGPoint(x: 20, y: 150))
            path.addLine(to: CGPoint(x: 60.5, y: 110.25))
            path.addLine(to: CGPoint(x: 100, y: 170))
            path.addLine(to: CGPoint(x: 101, y: 120))
        }),
        ("steep", Path { path in
            path.move(to: CGPoint(x: 200.3, y: 110))
            path.addLine(to: CGPoint(x: 203.7, y: 190))
        }),
        ("triangle", Path { path in
            path.move(to: CGPoint(x: 250, y: 120))
            path.addLine(to: CGPoint(x: 330, y: 130))
            path.addLine(to: CGPoint(x: 280, y: 185))
            path.closeSubpath()
        }),
        ("dot", Path { path in
            path.move(to: CGPoint(x: 380, y: 150))
            path.addLine(to: CGPoint(x: 380, y: 150))
        }),
    ]

    @Test("a round-ended stroke drawn straight into the pixels matches Cairo's stroke of the path, to antialiasing",
          arguments: [1.5, 2.0, 3.5])
    func roundStrokeMatchesCairo(lineWidth: Double) throws {
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round)
        // A dot narrower than two pixels is left out: the linear ramp lays a quarter more
        // ink than the disc's area there (see SolidStroke).
        for (name, path) in Self.roundPaths where name != "dot" || lineWidth >= 2 {
            try compare(path, style: style, name: "\(name), width \(lineWidth)")
        }
    }

    @Test("rules across and down, butt- and square-ended, match Cairo's stroke exactly",
          arguments: [StrokeStyle.LineCap.butt, .square])
    func rulesMatchCairo(cap: StrokeStyle.LineCap) throws {
        let path = Path { path in
            for row in 0..<4 {
                path.move(to: CGPoint(x: 12.5, y: 20.25 + Double(row) * 33))
                path.addLine(to: CGPoint(x: 300.5, y: 20.25 + Double(row) * 33))
            }
            path.move(to: CGPoint(x: 340.5, y: 10))
            path.addLine(to: CGPoint(x: 340.5, y: 180))
        }
        try compare(path, style: StrokeStyle(lineWidth: 0.5, lineCap: cap), name: "rules, \(cap)", tolerance: 2)
        try compare(path, style: StrokeStyle(lineWidth: 1, lineCap: cap), name: "rules, \(cap)", tolerance: 2)
    }

    @Test("dashes, miter joins on a bend and round caps with other joins are left to Cairo")
    func otherStrokesAreCairos() {
        let bend = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 10))
            path.addLine(to: CGPoint(x: 20, y: 0))
        }
        let point = { (p: CGPoint) in (Double(p.x), Double(p.y)) }
        #expect(SolidStroke(bend, point: point, lineWidth: 2, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [3, 2]),
                            color: .red) == nil)
        #expect(SolidStroke(bend, point: point, lineWidth: 2, style: StrokeStyle(lineWidth: 2, lineJoin: .miter), color: .red) == nil)
        #expect(SolidStroke(bend, point: point, lineWidth: 2, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel), color: .red) == nil)
        #expect(SolidStroke(bend, point: point, lineWidth: 2, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round), color: .red) != nil)
    }

    @Test("a solid stroke stays inside its clip")
    func solidStrokeKeepsToItsClip() throws {
        let canvas = try PixelCanvas(width: 100, height: 40, units: .points(scale: 1))
        let before = canvas.pixelBytes()
        let line = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 40))
        }
        let stride = Int(cairo_image_surface_get_stride(canvas.surface))
        SolidStroke(line, point: { (Double($0.x), Double($0.y)) }, lineWidth: 6, style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round),
                    color: .red)!
            .draw(into: UnsafeMutableRawPointer(cairo_image_surface_get_data(canvas.surface)), stride: stride,
                  clip: PixelRect(x: 30, y: 10, width: 20, height: 5))
        cairo_surface_mark_dirty(canvas.surface)
        let after = canvas.pixelBytes()
        var changedInside = 0
        for y in 0..<40 {
            for x in 0..<100 {
                let inside = (30..<50).contains(x) && (10..<15).contains(y)
                let changed = after[(y * 100 + x) * 4..<(y * 100 + x + 1) * 4] != before[(y * 100 + x) * 4..<(y * 100 + x + 1) * 4]
                if changed { changedInside += inside ? 1 : 0 }
                #expect(!changed || inside, "pixel (\(x), \(y)) is outside the clip")
                if changed && !inside { return }
            }
        }
        #expect(changedInside > 20, "the line crosses the clip: \(changedInside) pixels")
    }

    /// Strokes `path` with Cairo and straight into the pixels, and compares the two.
    /// They agree when at most one painted pixel in a hundred differs by more than
    /// `tolerance` in a channel (antialiasing at a sharp bend is where they part) and the
    /// ink laid down is within 5 %.
    private func compare(_ path: Path, style: StrokeStyle, name: String, tolerance: Int = 40) throws {
        let color = Color(red: 0.1, green: 0.5, blue: 1)
        let cairo = try PixelCanvas(width: 420, height: 200, units: .points(scale: 1))
        cairo.setSource(color)
        cairo_set_line_width(cairo.context, style.lineWidth)
        cairo_set_line_cap(cairo.context, style.lineCap == .round ? CAIRO_LINE_CAP_ROUND : style.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cairo.context, style.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
        cairo.addPath(.path(path), in: PixelFrame(x: 0, y: 0, width: 420, height: 200))
        cairo_stroke(cairo.context)

        let direct = try PixelCanvas(width: 420, height: 200, units: .points(scale: 1))
        let stroke = try #require(SolidStroke(path, point: { (Double($0.x), Double($0.y)) }, lineWidth: style.lineWidth, style: style, color: color))
        stroke.draw(into: UnsafeMutableRawPointer(cairo_image_surface_get_data(direct.surface)), stride: Int(cairo_image_surface_get_stride(direct.surface)),
                    clip: PixelRect(x: 0, y: 0, width: 420, height: 200))
        cairo_surface_mark_dirty(direct.surface)

        let expected = cairo.pixelBytes(), actual = direct.pixelBytes()
        let background = try PixelCanvas(width: 420, height: 200, units: .points(scale: 1)).pixelBytes()
        var painted = 0, far = 0, largest = 0
        for pixel in 0..<(expected.count / 4) {
            let channels = pixel * 4..<pixel * 4 + 4
            if channels.contains(where: { expected[$0] != background[$0] || actual[$0] != background[$0] }) { painted += 1 }
            let difference = channels.map { abs(Int(expected[$0]) - Int(actual[$0])) }.max() ?? 0
            largest = max(largest, difference)
            if difference > tolerance { far += 1 }
        }
        #expect(far * 100 <= painted, "\(name): \(far) of \(painted) painted pixels differ by more than \(tolerance) (at most \(largest))")
        let inkByCairo = zip(expected, background).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        let inkDirectly = zip(actual, background).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        #expect(abs(inkDirectly - inkByCairo) <= inkByCairo / 20, "\(name): \(inkDirectly) of ink against Cairo's \(inkByCairo)")
    }
}
