import CCairo
import ClockworkCore

/// Paint styles and outlines as Cairo sources and paths, in pixels.
extension PixelCanvas {
    /// Sets `style` as the source for something painted in `frame` (pixels), at `opacity`.
    func setSource(_ style: PaintStyle, in frame: PixelFrame, opacity: Double = 1) {
        switch style {
        case .color(let color):
            setSource(color, opacity: opacity)
        case .hierarchical(let level):
            setSource(theme.color(level: level.level), opacity: opacity)
        case let .linearGradient(gradient, start, end):
            let pattern = cairo_pattern_create_linear(
                frame.x + Double(start.x) * frame.width, frame.y + Double(start.y) * frame.height,
                frame.x + Double(end.x) * frame.width, frame.y + Double(end.y) * frame.height)
            setGradient(pattern, gradient, opacity: opacity)
        case let .radialGradient(gradient, center, startRadius, endRadius):
            let (x, y) = (frame.x + Double(center.x) * frame.width, frame.y + Double(center.y) * frame.height)
            let scale = (unit.x + unit.y) / 2
            let pattern = cairo_pattern_create_radial(x, y, startRadius * scale, x, y, endRadius * scale)
            setGradient(pattern, gradient, opacity: opacity)
        case let .angularGradient(gradient, center, startAngle, endAngle):
            setAngularGradient(gradient, center: (frame.x + Double(center.x) * frame.width, frame.y + Double(center.y) * frame.height),
                               radius: 2 * (frame.width + frame.height), from: startAngle, to: endAngle, opacity: opacity)
        }
    }

    func setSource(_ color: Color, opacity: Double = 1) {
        let (red, green, blue, alpha) = color.sRGB
        cairo_set_source_rgba(context, clamp(red), clamp(green), clamp(blue), clamp(alpha) * opacity)
    }

    /// Sets a conic gradient as the source: Cairo has none, so a mesh of thin sectors
    /// about `center`, each shading from the color at its one edge to the next's, out to
    /// `radius` (past the painted frame).
    private func setAngularGradient(_ gradient: Gradient, center: (x: Double, y: Double), radius: Double,
                                    from startAngle: Double, to endAngle: Double, opacity: Double) {
        let sectors = 96
        let pattern = cairo_pattern_create_mesh()
        let turn = 2 * Double.pi
        for sector in 0..<sectors {
            let (from, to) = (turn * Double(sector) / Double(sectors), turn * Double(sector + 1) / Double(sectors))
            let colors = [from, to].map { angle in
                gradient.color(at: PaintStyle.angularLocation(of: angle, from: startAngle, to: endAngle)) ?? .clear
            }
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, center.x, center.y)
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(from), center.y + radius * sin(from))
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(to), center.y + radius * sin(to))
            cairo_mesh_pattern_line_to(pattern, center.x, center.y)
            for (corner, color) in [(0, colors[0]), (1, colors[0]), (2, colors[1]), (3, colors[1])] {
                let (red, green, blue, alpha) = color.sRGB
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), clamp(red), clamp(green), clamp(blue),
                                                         clamp(alpha) * opacity)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
    }

    private func setGradient(_ pattern: OpaquePointer?, _ gradient: Gradient, opacity: Double) {
        for stop in gradient.stops {
            let (red, green, blue, alpha) = stop.color.sRGB
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), clamp(red), clamp(green), clamp(blue), clamp(alpha) * opacity)
        }
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// Adds `outline` drawn in `frame` (pixels) to the current path. Circles and capsules
    /// are round in pixels, whatever the cells' aspect.
    func addPath(_ outline: ShapeOutline, in frame: PixelFrame) {
        switch outline {
        case .rectangle:
            cairo_rectangle(context, frame.x, frame.y, frame.width, frame.height)
        case let .roundedRectangle(cornerWidth, cornerHeight, _):
            addRoundedRect(frame, radiusX: min(cornerWidth * unit.x, frame.width / 2),
                           radiusY: min(cornerHeight * unit.y, frame.height / 2))
        case .capsule:
            let radius = min(frame.width, frame.height) / 2
            addRoundedRect(frame, radiusX: radius, radiusY: radius)
        case .ellipse:
            addEllipse(centerX: frame.x + frame.width / 2, centerY: frame.y + frame.height / 2,
                       radiusX: frame.width / 2, radiusY: frame.height / 2)
        case .circle:
            let radius = min(frame.width, frame.height) / 2
            cairo_new_sub_path(context)
            cairo_arc(context, frame.x + frame.width / 2, frame.y + frame.height / 2, radius, 0, 2 * .pi)
            cairo_close_path(context)
        case .path(let path):
            let point = { (p: CGPoint) in (frame.x + Double(p.x) * self.unit.x, frame.y + Double(p.y) * self.unit.y) }
            var current = (0.0, 0.0)
            for element in path.elements {
                switch element {
                case .move(let to):
                    current = point(to)
                    cairo_move_to(context, current.0, current.1)
                case .line(let to):
                    current = point(to)
                    cairo_line_to(context, current.0, current.1)
                case let .quadCurve(to, control):
                    let (end, middle) = (point(to), point(control))
                    // A quadratic curve as the cubic with the same shape.
                    cairo_curve_to(context, current.0 + 2 / 3 * (middle.0 - current.0), current.1 + 2 / 3 * (middle.1 - current.1),
                                   end.0 + 2 / 3 * (middle.0 - end.0), end.1 + 2 / 3 * (middle.1 - end.1), end.0, end.1)
                    current = end
                case let .curve(to, control1, control2):
                    let (end, first, second) = (point(to), point(control1), point(control2))
                    cairo_curve_to(context, first.0, first.1, second.0, second.1, end.0, end.1)
                    current = end
                case .closeSubpath:
                    cairo_close_path(context)
                }
            }
        }
    }

    /// Fills `outline` in `frame` (pixels) with `style`. A rectangle, capsule or rounded
    /// rectangle with round corners in one color, drawn with nothing between it and the
    /// canvas (no group, no shaped clip) and on whole pixels, is filled straight into the
    /// pixels (``SolidFill``); anything else by Cairo.
    func fill(_ outline: ShapeOutline, in frame: PixelFrame, style: PaintStyle) {
        if let clip = solidFillClip, let color = solidColor(style), let radius = cornerRadius(outline, in: frame),
           let offset = wholePixelOffset {
            let device = PixelFrame(x: frame.x + offset.x, y: frame.y + offset.y - Double(bandTop), width: frame.width, height: frame.height)
            writeIntoSurface(clip: clip) { SolidFill(frame: device, radius: radius, color: SolidColor(color)).draw(into: $0, stride: $1, clip: $2) }
            return
        }
        setSource(style, in: frame)
        addPath(outline, in: frame)
        cairo_fill(context)
    }

    /// Strokes `path` in `frame` (pixels) straight into the pixels (``SolidStroke``) when
    /// it is drawn with nothing between it and the canvas, in one color and a stroke that
    /// draws so; returns whether it did.
    func strokeIntoPixels(_ path: Path, in frame: PixelFrame, lineWidth: Double, style: PaintStyle, stroke: StrokeStyle) -> Bool {
        guard let clip = solidFillClip, let color = solidColor(style), let offset = wholePixelOffset else { return false }
        let top = Double(bandTop)
        guard let line = SolidStroke(path, point: { p in (frame.x + Double(p.x) * self.unit.x + offset.x, frame.y + Double(p.y) * self.unit.y + offset.y - top) },
                                     lineWidth: lineWidth, style: stroke, color: color) else { return false }
        writeIntoSurface(clip: clip) { line.draw(into: $0, stride: $1, clip: $2) }
        return true
    }

    /// Draws text by `draw` (a text painter's) with its glyphs blended straight into the
    /// pixels (``GlyphPainter/target``) when it is drawn upright, in one color, with nothing
    /// between it and the canvas; else through Cairo, in the source set.
    func drawText(in style: PaintStyle, isUpright: Bool, _ draw: () -> Void) {
        guard isUpright, let clip = solidFillClip, let color = solidColor(style), let offset = wholePixelOffset else { return draw() }
        writeIntoSurface(clip: clip) { pixels, stride, rows in
            glyphs.target = GlyphPainter.Target(pixels: pixels, stride: stride, clip: rows, offsetX: offset.x,
                                                offsetY: offset.y - Double(bandTop), color: SolidColor(color))
            draw()
            glyphs.target = nil
        }
    }

    /// Lets `write` change the surface's pixels inside `clip` (the canvas's pixels) itself:
    /// handed the surface's first row, its stride and the clip in the surface's rows (the
    /// band's, when the canvas draws one), with Cairo's pending drawing flushed before and
    /// the change marked after.
    private func writeIntoSurface(clip: PixelRect, _ write: (UnsafeMutableRawPointer, Int, PixelRect) -> Void) {
        cairo_surface_flush(surface)
        // Safe: the surface's image is its height in rows of `stride` bytes, alive with the
        // surface, and the clip (inside the band drawn) lies inside it.
        write(UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)), Int(cairo_image_surface_get_stride(surface)),
              PixelRect(x: clip.x, y: clip.y - bandTop, width: clip.width, height: clip.height))
        cairo_surface_mark_dirty_rectangle(surface, Int32(clip.x), Int32(clip.y), Int32(clip.width), Int32(clip.height))
    }

    /// `style`'s one color, or `nil` for a gradient.
    private func solidColor(_ style: PaintStyle) -> Color? {
        switch style {
        case .color(let color): color
        case .hierarchical(let level): theme.color(level: level.level)
        case .linearGradient, .radialGradient, .angularGradient: nil
        }
    }

    /// The radius of `outline`'s corners in pixels when they are round (0: square), or
    /// `nil` for other shapes and elliptical corners.
    private func cornerRadius(_ outline: ShapeOutline, in frame: PixelFrame) -> Double? {
        switch outline {
        case .rectangle:
            0
        case .capsule:
            min(frame.width, frame.height) / 2
        case let .roundedRectangle(cornerWidth, cornerHeight, _) where cornerWidth * unit.x == cornerHeight * unit.y:
            min(cornerWidth * unit.x, frame.width / 2, frame.height / 2)
        default:
            nil
        }
    }

    /// How far user space is moved from device space, when that is all that lies between
    /// them and it is whole pixels; `nil` otherwise.
    private var wholePixelOffset: (x: Double, y: Double)? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        guard matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0,
              matrix.x0 == matrix.x0.rounded(), matrix.y0 == matrix.y0.rounded() else { return nil }
        return (matrix.x0, matrix.y0)
    }

    func addRoundedRect(_ frame: PixelFrame, radiusX: Double, radiusY: Double) {
        guard radiusX > 0, radiusY > 0 else {
            cairo_rectangle(context, frame.x, frame.y, frame.width, frame.height)
            return
        }
        // Each corner a quarter ellipse: Bézier arcs with the usual 0.5523 handle length.
        let (kx, ky) = (radiusX * 0.5523, radiusY * 0.5523)
        let (left, top, right, bottom) = (frame.x, frame.y, frame.x + frame.width, frame.y + frame.height)
        cairo_new_sub_path(context)
        cairo_move_to(context, left + radiusX, top)
        cairo_line_to(context, right - radiusX, top)
        cairo_curve_to(context, right - radiusX + kx, top, right, top + radiusY - ky, right, top + radiusY)
        cairo_line_to(context, right, bottom - radiusY)
        cairo_curve_to(context, right, bottom - radiusY + ky, right - radiusX + kx, bottom, right - radiusX, bottom)
        cairo_line_to(context, left + radiusX, bottom)
        cairo_curve_to(context, left + radiusX - kx, bottom, left, bottom - radiusY + ky, left, bottom - radiusY)
        cairo_line_to(context, left, top + radiusY)
        cairo_curve_to(context, left, top + radiusY - ky, left + radiusX - kx, top, left + radiusX, top)
        cairo_close_path(context)
    }

    private func addEllipse(centerX: Double, centerY: Double, radiusX: Double, radiusY: Double) {
        guard radiusX > 0, radiusY > 0 else { return }
        cairo_save(context)
        cairo_translate(context, centerX, centerY)
        cairo_scale(context, radiusX, radiusY)
        cairo_new_sub_path(context)
        cairo_arc(context, 0, 0, 1, 0, 2 * .pi)
        cairo_close_path(context)
        cairo_restore(context)
    }
}

/// A frame in pixels (not rounded: shapes are drawn antialiased where they fall).
struct PixelFrame {
    var x, y, width, height: Double

    /// The frame inset by `dx` and `dy` on each side (never below zero size).
    func insetBy(dx: Double, dy: Double) -> PixelFrame {
        PixelFrame(x: x + dx, y: y + dy, width: max(width - 2 * dx, 0), height: max(height - 2 * dy, 0))
    }
}

private func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }

extension BlendMode {
    /// Cairo's operator for the mode; `.plusDarker`, which Cairo lacks, darkens.
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken, .plusDarker: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        }
    }
}
