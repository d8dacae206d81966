@_spi(Machinery) import ClockworkCore

/// A text field's look on one line of its frame: the text, or the dimmed placeholder when
/// there is none, bordered between brackets at the frame's ends in cells (`[Name     ]`,
/// so a field shows the width it takes) and in a rounded box in pixels; or, plain, alone.
struct FieldLook {
    var text: String
    var placeholder: String
    var isBordered: Bool

    func append(in frame: Rect, on canvas: LookCanvas, to items: inout DisplayListBuilder) {
        let cell = canvas.metrics.cell
        let shown = text.isEmpty ? placeholder : text
        let style = text.isEmpty ? LookCanvas.dimmed : canvas.foreground
        guard isBordered, frame.size.width >= 2 * cell.width else {
            items.append(textItem(shown, style: style, in: frame, on: canvas))
            return
        }
        let inside = Rect(x: frame.minX + cell.width, y: frame.minY, width: frame.size.width - 2 * cell.width, height: frame.size.height)
        guard let pixel = canvas.pixel else {
            items.append(canvas.glyphs("[", cells: 1, in: frame))
            items.append(textItem(shown, style: style, in: inside, on: canvas))
            items.append(canvas.glyphs("]", cells: 1, in: Rect(x: inside.maxX, y: frame.minY, width: cell.width, height: cell.height)))
            return
        }
        let box = PixelBox(frame, pixel: pixel).insetBy(dx: 1.5, dy: 1.5)
        let radius = min(cell.height / pixel.height / 5, box.width / 2, box.height / 2)
        let border = Outline.ring(PixelBox(x: 0, y: 0, width: box.width, height: box.height), radius: radius, line: 1)
        items.append(canvas.fill(.path(border.inLayoutUnits(pixel)), in: box.layout(pixel), style: LookCanvas.track, eoFill: true))
        items.append(textItem(shown, style: style, in: inside, on: canvas))
    }

    /// The field's text in `frame`, in the font the modifiers above chose.
    private func textItem(_ text: String, style: PaintStyle, in frame: Rect, on canvas: LookCanvas) -> DisplayItem {
        canvas.paint.item(.text(text), in: frame, foreground: style, font: canvas.paint.resolvedFont)
    }
}
