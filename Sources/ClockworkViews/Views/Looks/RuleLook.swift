@_spi(Machinery) import ClockworkCore

/// A divider's look: a thin line along the longer side of its frame, in the paint's
/// foreground or dimmed — `─` or `│` glyphs in cells, a line a pixel thick through the
/// frame's middle in pixels.
struct RuleLook {
    func append(in frame: Rect, on canvas: LookCanvas, to items: inout DisplayListBuilder) {
        let isHorizontal = frame.size.width >= frame.size.height
        guard let pixel = canvas.pixel else {
            let style = canvas.paint.foreground ?? LookCanvas.dimmed
            let cell = canvas.metrics.cell
            if isHorizontal {
                let count = max(Int((frame.size.width / cell.width).rounded()), 1)
                items.append(canvas.run(of: "─", count: count, in: frame, style: style))
            } else {
                let count = max(Int((frame.size.height / cell.height).rounded()), 1)
                for row in 0..<count {
                    let line = Rect(x: frame.minX, y: frame.minY + Double(row) * cell.height, width: cell.width, height: cell.height)
                    items.append(canvas.glyphs("│", cells: 1, in: line, style: style))
                }
            }
            return
        }
        let box = PixelBox(frame, pixel: pixel)
        let line = isHorizontal ? PixelBox(x: box.x, y: box.midY.rounded(.down), width: box.width, height: 1)
            : PixelBox(x: box.midX.rounded(.down), y: box.y, width: 1, height: box.height)
        items.append(canvas.fill(.rectangle, in: line.layout(pixel), style: canvas.paint.foreground ?? LookCanvas.track))
    }
}
