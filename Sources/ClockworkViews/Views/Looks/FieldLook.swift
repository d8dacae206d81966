@_spi(Machinery) import ClockworkCore

/// A text field's look on one line of its frame: the text, or the dimmed placeholder when
/// there is none, bordered between brackets at the frame's ends in cells (`[Name     ]`,
/// so a field shows the width it takes) and in a rounded box in pixels; or, plain, alone.
///
/// Laid out in points, the bordered look is UIKit's rounded-rect field: a box with corners
/// of 5 points and a hairline border, the text 7 points in from its sides and 6 from its
/// top and bottom, 34 points tall for a body line.
struct FieldLook {
    var text: String
    var placeholder: String
    var isBordered: Bool

    /// How far a bordered field's text sits inside its box in points, beside it and above
    /// and below it.
    static let pointInset = Size(width: 7, height: 6)
    /// The corner radius of a bordered field's box in points.
    static let pointRadius = 5.0

    /// How far a bordered field's text sits inside its box on each side, in `metrics`:
    /// a cell (its bracket) in cells, ``pointInset`` in points.
    static func inset(in metrics: LayoutMetrics) -> Size {
        metrics.measuresPoints ? pointInset : Size(width: metrics.cell.width, height: 0)
    }

    func append(in frame: Rect, on canvas: LookCanvas, to items: inout DisplayListBuilder) {
        let cell = canvas.metrics.cell
        let shown = text.isEmpty ? placeholder : text
        let style = text.isEmpty ? LookCanvas.dimmed : canvas.foreground
        guard isBordered, frame.size.width >= 2 * cell.width else {
            items.append(textItem(shown, style: style, in: frame, on: canvas))
            return
        }
        let inset = Self.inset(in: canvas.metrics)
        let inside = Rect(x: frame.minX + inset.width, y: frame.minY + inset.height, width: frame.size.width - 2 * inset.width,
                          height: max(frame.size.height - 2 * inset.height, 0))
        guard let pixel = canvas.pixel else {
            items.append(canvas.glyphs("[", cells: 1, in: frame))
            items.append(textItem(shown, style: style, in: inside, on: canvas))
            items.append(canvas.glyphs("]", cells: 1, in: Rect(x: inside.maxX, y: frame.minY, width: cell.width, height: cell.height)))
            return
        }
        let box = canvas.metrics.measuresPoints ? PixelBox(frame, pixel: pixel) : PixelBox(frame, pixel: pixel).insetBy(dx: 1.5, dy: 1.5)
        let corner = canvas.metrics.measuresPoints ? Self.pointRadius / pixel.height : cell.height / pixel.height / 5
        let radius = min(corner, box.width / 2, box.height / 2)
        let border = Outline.ring(PixelBox(x: 0, y: 0, width: box.width, height: box.height), radius: radius, line: 1)
        items.append(canvas.fill(.path(border.inLayoutUnits(pixel)), in: box.layout(pixel), style: LookCanvas.track, eoFill: true))
        items.append(textItem(shown, style: style, in: inside, on: canvas))
    }

    /// The field's text in `frame`, in the font the modifiers above chose.
    private func textItem(_ text: String, style: PaintStyle, in frame: Rect, on canvas: LookCanvas) -> DisplayItem {
        canvas.paint.item(.text(text), in: frame, foreground: style, font: canvas.paint.resolvedFont)
    }
}
