@_spi(Machinery) import ClockworkCore

/// A switch's look in its indicator's frame: `━━●` with a green track when on and
/// `●──` dimmed when off in cells; in pixels a capsule track, green when on, with a white
/// knob at its end, the frame's last cell left as the gap before the label; laid out in
/// points, iOS's switch filling its frame (51 by 31), its knob 2 points in.
struct SwitchLook {
    var isOn: Bool

    func append(in frame: Rect, on canvas: LookCanvas, to items: inout DisplayListBuilder) {
        let green = PaintStyle.color(.green)
        guard let pixel = canvas.pixel else {
            if isOn {
                items.append(canvas.glyphs("━━", cells: 2, in: frame, style: green))
                items.append(canvas.glyphs("●", cells: 1, in: frame, atCell: 2))
            } else {
                items.append(canvas.glyphs("●", cells: 1, in: frame))
                items.append(canvas.glyphs("──", cells: 2, in: frame, atCell: 1, style: LookCanvas.dimmed))
            }
            return
        }
        let box = PixelBox(frame, pixel: pixel)
        let cellWidth = canvas.metrics.cell.width / pixel.width
        let fills = canvas.metrics.measuresPoints
        let width = fills ? box.width : max(box.width - cellWidth, box.width / 2)
        let height = fills ? box.height : min(box.height * 0.8, width / 2)
        let track = PixelBox(x: box.x, y: box.y + (box.height - height) / 2, width: width, height: height)
        items.append(canvas.fill(.capsule, in: track.layout(pixel), style: isOn ? green : LookCanvas.track))
        let radius = max(height / 2 - (fills ? 2 / pixel.height : 2), 1)
        let centerX = isOn ? track.x + track.width - height / 2 : track.x + height / 2
        let knob = PixelBox(x: centerX - radius, y: track.midY - radius, width: 2 * radius, height: 2 * radius)
        items.append(canvas.fill(.circle, in: knob.layout(pixel), style: .color(.white)))
    }
}
