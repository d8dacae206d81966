import CCairo
import ClockworkCore

/// How each primitive of the display list looks in pixels. Laid out in cells, strokes run
/// through the middle of their frame's edge cells, where a terminal draws its box lines,
/// so the two targets show the same picture; in points, centred on the shape's outline.
extension PixelCanvas {
    func drawPrimitive(_ item: DisplayItem) {
        let frame = pixelFrame(item.frame)
        let foreground = item.foreground ?? .hierarchical(.primary)
        switch item.primitive {
        case .text(let string):
            setSource(foreground, in: frame)
            let isUpright = item.transform.isIdentity
            drawText(in: foreground, isUpright: isUpright) { text.draw(string.streamSafe, in: frame, font: item.font, isUpright: isUpright) }
            if let font = item.font, font.isUnderlined || font.isStruckThrough { drawLines(of: font, across: frame) }
        case .symbol(let name):
            setSource(foreground, in: frame)
            if let symbols { return symbols.draw(name, in: frame, font: item.font) }
            let isUpright = item.transform.isIdentity
            drawText(in: foreground, isUpright: isUpright) {
                text.draw(String(symbolGlyph(for: name)), in: frame, font: item.font, isUpright: isUpright)
            }
        case .image(let image):
            drawImage(image, in: frame, foreground: foreground)
        case let .shape(outline, .fill(style, eoFill)):
            cairo_set_fill_rule(context, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            fill(outline, in: frame, style: style)
        case let .shape(outline, .stroke(style, stroke)):
            let lineWidth = setStroke(stroke)
            let line = strokeFrame(frame, lineWidth: lineWidth)
            if case .path(let path) = outline, strokeIntoPixels(path, in: line, lineWidth: lineWidth, style: style, stroke: stroke) { return }
            addPath(outline, in: line)
            setSource(style, in: frame)
            cairo_stroke(context)
        }
    }

    /// A resource image over `frame`: stretched (in cells, fitted into it, its shape
    /// kept: a terminal's box for it is one row), or repeated at its own size; in its own
    /// colors, or as a template, its opaque parts filled with the foreground.
    private func drawImage(_ image: ImageItem, in frame: PixelFrame, foreground: PaintStyle) {
        var area = frame
        let isVector = image.path.hasSuffix(".svg")
        guard let surface = images.surface(for: image.path, isVector: isVector, width: Int(frame.width.rounded()),
                                           height: Int(frame.height.rounded()), colorMatrix: image.colorMatrix) else { return }
        let imageWidth = Double(cairo_image_surface_get_width(surface)), imageHeight = Double(cairo_image_surface_get_height(surface))
        guard imageWidth > 0, imageHeight > 0, frame.width > 0, frame.height > 0 else { return }
        if case .cells = units, !image.isTiled {
            let scale = min(frame.width / imageWidth, frame.height / imageHeight)
            area = PixelFrame(x: frame.x + (frame.width - imageWidth * scale) / 2, y: frame.y + (frame.height - imageHeight * scale) / 2,
                              width: imageWidth * scale, height: imageHeight * scale)
        }
        let pattern = cairo_pattern_create_for_surface(surface)
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        if image.isTiled {
            let pixelsPerImagePixel = unit.x / image.scale
            cairo_matrix_init_scale(&matrix, 1 / pixelsPerImagePixel, 1 / pixelsPerImagePixel)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        } else {
            cairo_matrix_init_scale(&matrix, imageWidth / area.width, imageHeight / area.height)
        }
        cairo_matrix_translate(&matrix, -area.x, -area.y)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, Self.filter(image.interpolation))
        cairo_save(context)
        cairo_rectangle(context, area.x, area.y, area.width, area.height)
        cairo_clip(context)
        if image.isTemplate {
            setSource(foreground, in: frame)
            cairo_mask(context, pattern)
        } else {
            cairo_set_source(context, pattern)
            cairo_paint(context)
        }
        cairo_restore(context)
    }

    private static func filter(_ interpolation: ImageInterpolation) -> cairo_filter_t {
        switch interpolation {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_FAST
        case .medium: CAIRO_FILTER_GOOD
        case .high: CAIRO_FILTER_BEST
        }
    }

    /// The line a stroke `lineWidth` pixels wide follows. In cells: the frame inset by half
    /// a cell where it is at least two cells across, else its middle. In points: the shape's
    /// own outline, the stroke centred on it as SwiftUI strokes (`strokeBorder` insets the
    /// shape first).
    private func strokeFrame(_ frame: PixelFrame, lineWidth: Double) -> PixelFrame {
        guard case .cells = units else { return frame }
        let dx = frame.width >= 2 * cell.width ? cell.width / 2 : frame.width / 2
        let dy = frame.height >= 2 * cell.height ? cell.height / 2 : frame.height / 2
        return frame.insetBy(dx: dx, dy: dy)
    }

    /// Sets a stroke's line, dashes, caps and joins, and returns its width in pixels: in
    /// cells a fifth of a cell's width per unit of line width, in points a point's pixels;
    /// at least one pixel.
    private func setStroke(_ stroke: StrokeStyle) -> Double {
        let unit: Double = if case .cells = units { cell.width / 5 } else { self.unit.x }
        let lineWidth = max(Double(stroke.lineWidth) * unit, 1)
        cairo_set_line_width(context, lineWidth)
        switch stroke.lineCap {
        case .butt: cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
        }
        switch stroke.lineJoin {
        case .miter: cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(context, CAIRO_LINE_JOIN_BEVEL)
        }
        let dashes = stroke.dash.map { Double($0) * unit }
        // Safe: Cairo copies the dashes during the call.
        dashes.withUnsafeBufferPointer { cairo_set_dash(context, $0.baseAddress, Int32($0.count), 0) }
        return lineWidth
    }
}

extension PixelCanvas {
    /// The lines `font` draws across a line of text in `frame` (pixels), in the source
    /// set: an underline just above the frame's bottom, a strikethrough at its middle,
    /// each a fourteenth of the line's height thick (a pixel at least).
    fileprivate func drawLines(of font: Font, across frame: PixelFrame) {
        let thickness = max(1, (frame.height / 14).rounded())
        var rows: [Double] = []
        if font.isUnderlined { rows.append(frame.y + frame.height * 0.88) }
        if font.isStruckThrough { rows.append(frame.y + frame.height * 0.55) }
        for row in rows {
            cairo_rectangle(context, frame.x, (row - thickness / 2).rounded(), frame.width, thickness)
        }
        cairo_fill(context)
    }
}
