@_spi(Machinery) import ClockworkCore
import Foundation

/// An indeterminate progress indicator's look, a step further round each phase: a
/// braille glyph of a turning dot in cells, a three-quarter arc in pixels.
struct SpinnerLook {
    var phase: Int

    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    func append(in frame: Rect, on canvas: LookCanvas, to items: inout DisplayListBuilder) {
        guard let pixel = canvas.pixel else {
            let count = Self.frames.count
            items.append(canvas.glyphs(Self.frames[((phase % count) + count) % count], cells: 1, in: frame))
            return
        }
        let box = PixelBox(frame, pixel: pixel)
        let radius = min(box.width, box.height) / 2 * 0.7
        let start = Double(phase % 12) / 12 * 2 * .pi
        let arc = Outline.arc(center: CGPoint(x: box.width / 2, y: box.height / 2), radius: radius, line: max(radius * 0.3, 1.5),
                              from: start, to: start + 1.5 * .pi)
        items.append(canvas.fill(.path(arc.inLayoutUnits(pixel)), in: frame, style: canvas.foreground))
    }
}
