import CCairo
import ClockworkCore

/// How each primitive of the display list looks in pixels. Laid out in cells, strokes run
/// through the middle of their frame's edge cells, where a terminal draws its box lines,
/// so the two targets show the same picture; in points, inside the frame's edge.
extension PixelCanvas {
    func drawPrimitive(_ item: DisplayItem) {
        let frame = pixelFrame(item.frame)
        let foreground = item.foreground ?? .hierarchical(.primary)
        switch item.primitive {
        case .text(let string):
            setSource(foreground, in: frame)
            text.draw(string, in: frame, font: item.font, isUpright: item.transform.isIdentity)
            if let font = item.font, font.isUnderlined || font.isStruckThrough { drawLines(of: font, across: frame) }
        case .symbol(let name):
            setSource(foreground, in: frame)
            text.draw(String(symbolGlyph(for: name)), in: frame, font: item.font, isUpright: item.transform.isIdentity)
        case .image(let image):
            drawImage(image, in: frame, foreground: foreground)
        case let .shape(outline, .fill(style, eoFill)):
            cairo_set_fill_rule(context, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            fill(outline, in: frame, style: style)
        case let .shape(outline, .stroke(style, stroke)):
            let lineWidth = setStroke(stroke)
            addPath(outline, in: strokeFrame(frame, lineWidth: lineWidth))
            setSource(style, in: frame)
            cairo_stroke(context)
        case .toggle(let isOn):
            drawSwitch(isOn: isOn, in: frame)
        case .checkbox(let isOn):
            drawCheckbox(isOn: isOn, in: frame, tint: item.foreground ?? .color(.accentColor))
        case let .field(string, placeholder, isBordered):
            drawField(string, placeholder: placeholder, isBordered: isBordered, in: frame, foreground: foreground, font: item.font,
                      isUpright: item.transform.isIdentity)
        case let .meter(fraction, style):
            drawMeter(min(max(fraction, 0), 1), style, in: frame, foreground: item.foreground ?? .color(.accentColor))
        case .spinner(let phase):
            drawSpinner(phase: phase, in: frame, foreground: foreground)
        case .rule:
            setSource(theme.track)
            if frame.width >= frame.height {
                cairo_rectangle(context, frame.x, (frame.y + frame.height / 2).rounded(.down), frame.width, 1)
            } else {
                cairo_rectangle(context, (frame.x + frame.width / 2).rounded(.down), frame.y, 1, frame.height)
            }
            cairo_fill(context)
        }
    }

    /// A resource image over `frame`: stretched (in cells, fitted into it, its shape
    /// kept: a terminal's box for it is one row), or repeated at its own size; in its own
    /// colors, or as a template, its opaque parts filled with the foreground.
    private func drawImage(_ image: ImageItem, in frame: PixelFrame, foreground: PaintStyle) {
        var area = frame
        let isVector = image.path.hasSuffix(".svg")
        guard let surface = images.surface(for: image.path, isVector: isVector, width: Int(frame.width.rounded()),
                                           height: Int(frame.height.rounded())) else { return }
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

    private static func filter(_ interpolation: Image.Interpolation) -> cairo_filter_t {
        switch interpolation {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_FAST
        case .medium: CAIRO_FILTER_GOOD
        case .high: CAIRO_FILTER_BEST
        }
    }

    /// The line a stroke `lineWidth` pixels wide follows. In cells: the frame inset by half
    /// a cell where it is at least two cells across, else its middle. In points: the frame
    /// inset by half the line, so the stroke stays inside it.
    private func strokeFrame(_ frame: PixelFrame, lineWidth: Double) -> PixelFrame {
        guard case .cells = units else {
            let inset = min(lineWidth / 2, frame.width / 2, frame.height / 2)
            return frame.insetBy(dx: inset, dy: inset)
        }
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

    /// A switch: a capsule track, green when on, with a round knob at its end, and its
    /// last cell left as the gap before the label.
    private func drawSwitch(isOn: Bool, in frame: PixelFrame) {
        let width = max(frame.width - cell.width, frame.width / 2)
        let height = min(frame.height * 0.8, width / 2)
        let track = PixelFrame(x: frame.x, y: frame.y + (frame.height - height) / 2, width: width, height: height)
        fill(.capsule, in: track, style: .color(isOn ? Color.green : theme.track))
        let radius = height / 2 - 2
        let centerX = isOn ? track.x + track.width - height / 2 : track.x + height / 2
        cairo_new_sub_path(context)
        cairo_arc(context, centerX, track.y + height / 2, max(radius, 1), 0, 2 * .pi)
        setSource(Color.white)
        cairo_fill(context)
    }

    /// A checkbox: a rounded square as high as the text, filled with the tint and checked
    /// in white when on, outlined when off; the rest of the frame is the gap before the label.
    private func drawCheckbox(isOn: Bool, in frame: PixelFrame, tint: PaintStyle) {
        let side = min(frame.height * 0.8, frame.width)
        let box = PixelFrame(x: frame.x + 1, y: frame.y + (frame.height - side) / 2, width: side - 2, height: side - 2)
        let radius = side / 5
        addRoundedRect(box, radiusX: radius, radiusY: radius)
        if isOn {
            setSource(tint, in: frame)
            cairo_fill(context)
            cairo_set_line_width(context, max(side / 9, 1.5))
            cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            cairo_move_to(context, box.x + box.width * 0.22, box.y + box.height * 0.52)
            cairo_line_to(context, box.x + box.width * 0.42, box.y + box.height * 0.72)
            cairo_line_to(context, box.x + box.width * 0.78, box.y + box.height * 0.3)
            setSource(Color.white)
            cairo_stroke(context)
        } else {
            setSource(theme.track)
            cairo_set_line_width(context, max(side / 12, 1))
            cairo_stroke(context)
        }
    }

    /// A text field: the text (or the dimmed placeholder) in a rounded box, or, plain, alone.
    private func drawField(_ string: String, placeholder: String, isBordered: Bool, in frame: PixelFrame, foreground: PaintStyle,
                           font: Font?, isUpright: Bool) {
        if isBordered {
            let box = frame.insetBy(dx: 1.5, dy: 1.5)
            let radius = min(cell.height / 5, box.width / 2, box.height / 2)
            addRoundedRect(box, radiusX: radius, radiusY: radius)
            setSource(theme.track)
            cairo_set_line_width(context, 1)
            cairo_stroke(context)
        }
        let inside = isBordered
            ? PixelFrame(x: frame.x + cell.width, y: frame.y, width: max(frame.width - 2 * cell.width, 0), height: frame.height) : frame
        if string.isEmpty {
            setSource(.hierarchical(.tertiary), in: frame)
            text.draw(placeholder, in: inside, font: font, isUpright: isUpright)
        } else {
            setSource(foreground, in: frame)
            text.draw(string, in: inside, font: font, isUpright: isUpright)
        }
    }

    /// A meter: a bar or track along the frame, or a ring around its middle.
    private func drawMeter(_ fraction: Double, _ style: MeterStyle, in frame: PixelFrame, foreground: PaintStyle) {
        switch style {
        case .slider, .capacity, .marker:
            let thickness = style == .capacity ? frame.height * 0.5 : max(frame.height * 0.2, 2)
            let track = PixelFrame(x: frame.x, y: frame.y + (frame.height - thickness) / 2, width: frame.width, height: thickness)
            fill(.capsule, in: track, style: .color(theme.track))
            if style != .marker, fraction > 0 {
                fill(.capsule, in: PixelFrame(x: track.x, y: track.y, width: max(track.width * fraction, thickness), height: thickness),
                     style: foreground)
            }
            if style != .capacity {
                let radius = frame.height * 0.35
                let x = frame.x + radius + (frame.width - 2 * radius) * fraction
                cairo_new_sub_path(context)
                cairo_arc(context, x, frame.y + frame.height / 2, radius, 0, 2 * .pi)
                if style == .slider { setSource(Color.white) } else { setSource(foreground, in: frame) }
                cairo_fill(context)
            }
        case .ring, .dial:
            let radius = min(frame.width, frame.height) / 2 * 0.8
            let (centerX, centerY) = (frame.x + frame.width / 2, frame.y + frame.height / 2)
            cairo_set_line_width(context, max(radius * 0.25, 2))
            cairo_new_sub_path(context)
            cairo_arc(context, centerX, centerY, radius, 0, 2 * .pi)
            setSource(theme.track)
            cairo_stroke(context)
            let start = -Double.pi / 2
            cairo_new_sub_path(context)
            if style == .ring {
                cairo_arc(context, centerX, centerY, radius, start, start + 2 * .pi * fraction)
            } else {
                let angle = start + 2 * .pi * fraction
                cairo_arc(context, centerX, centerY, radius, angle - 0.15, angle + 0.15)
            }
            setSource(foreground, in: frame)
            cairo_stroke(context)
        }
    }

    /// An indeterminate progress spinner: an arc a tick further round each phase.
    private func drawSpinner(phase: Int, in frame: PixelFrame, foreground: PaintStyle) {
        let radius = min(frame.width, frame.height) / 2 * 0.7
        let start = Double(phase % 12) / 12 * 2 * .pi
        cairo_set_line_width(context, max(radius * 0.3, 1.5))
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_new_sub_path(context)
        cairo_arc(context, frame.x + frame.width / 2, frame.y + frame.height / 2, radius, start, start + 1.5 * .pi)
        setSource(foreground, in: frame)
        cairo_stroke(context)
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
