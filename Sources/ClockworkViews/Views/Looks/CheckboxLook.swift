@_spi(Machinery) import ClockworkCore

/// A checkbox's look in its indicator's frame: `[✓]` or `[ ]` in cells; in pixels a
/// rounded square as high as the text, filled with the tint and checked in white when on,
/// outlined when off, the rest of the frame the gap before the label.
struct CheckboxLook {
    var isOn: Bool

    func append(in frame: Rect, on canvas: LookCanvas, to items: inout DisplayListBuilder) {
        guard let pixel = canvas.pixel else {
            items.append(canvas.glyphs(isOn ? "[✓]" : "[ ]", cells: 3, in: frame))
            return
        }
        let area = PixelBox(frame, pixel: pixel)
        let side = min(area.height * 0.8, area.width)
        let box = PixelBox(x: area.x + 1, y: area.y + (area.height - side) / 2, width: side - 2, height: side - 2)
        let radius = side / 5
        guard isOn else {
            let line = max(side / 12, 1)
            let outline = Outline.ring(PixelBox(x: 0, y: 0, width: box.width, height: box.height), radius: radius, line: line)
            items.append(canvas.fill(.path(outline.inLayoutUnits(pixel)), in: box.layout(pixel), style: LookCanvas.track, eoFill: true))
            return
        }
        items.append(canvas.fill(.roundedRectangle(cornerWidth: radius * pixel.width, cornerHeight: radius * pixel.height, style: .circular),
                                 in: box.layout(pixel), style: canvas.paint.foreground ?? .color(.accentColor)))
        let points = [(0.22, 0.52), (0.42, 0.72), (0.78, 0.3)].map { CGPoint(x: box.width * $0.0, y: box.height * $0.1) }
        let check = Outline.polyline(points, width: max(side / 9, 1.5))
        items.append(canvas.fill(.path(check.inLayoutUnits(pixel)), in: box.layout(pixel), style: .color(.white)))
    }
}
